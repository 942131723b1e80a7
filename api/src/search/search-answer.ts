import type { LookupResult } from '@namescope/common';
import { toJson } from './frozen-json.ts';

/**
 * The body of GET /api/search/{term}: the text JSON.stringify({ term, name, results }) gives, built from each
 * result's own JSON, so a cached result is serialised once for all the searches it answers (toJson).
 */
export function searchAnswerJson(term: string, name: string, results: readonly LookupResult[]): string {
  return `{"term":${JSON.stringify(term)},"name":${JSON.stringify(name)},"results":[${results.map(toJson).join(',')}]}`;
}
