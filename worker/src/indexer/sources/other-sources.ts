import type { IndexerConfig } from '../config.ts';
import type { SourceId } from '../source-ids.ts';
import type { IndexerSource } from '../types.ts';

/** The non-EVM sources (SNS, SuiNS, BNS-V2, NFD, sats names) that are enabled and configured. */
export function createOtherSources(_config: IndexerConfig, _ids: SourceId[]): IndexerSource[] {
  return [];
}
