import { sameAddress } from '../../lookups/evm/ens-like.ts';
import { isAvvyLabel } from '../../lookups/evm/avvy-hash.ts';
import {
  type AvvyDeployment,
  EVM_KEY,
  resolveStandard,
  reverseResolveEVMToName,
} from '../../lookups/evm/avvy.ts';
import { multicall, optional } from '../../lookups/evm/multicall.ts';
import { text } from '../../lookups/evm/records.ts';
import type { ReverseAdapter } from '../types.ts';
import { evmAddress, evmAnswer } from './answer.ts';

const SUFFIX = '.avax';

/**
 * .avax (docs/features/address-search.md section 2): ResolutionUtils' reverse record, then its EVM record
 * (standard key 3) must be the address. Nothing clears a reverse record once written, hence the check, as
 * the name lookup makes it. A revert reads as no record, as in the name lookup. Two round trips.
 */
export function createAvvyReverseAdapter(d: AvvyDeployment): ReverseAdapter {
  return {
    extension: 'avax',
    kind: 'evm',
    async lookup(raw, signal) {
      const address = evmAddress(raw);
      const [reverse] = await multicall(
        d.rpc,
        d.multicall,
        [reverseResolveEVMToName(d.resolutionUtils, [address], true)],
        signal,
      );
      // Avvy names are lower-case ASCII labels (the name lookup's rule); anything else is not looked up.
      const name = text(optional<string>(reverse))?.toLowerCase();
      if (!name?.endsWith(SUFFIX) || !name.slice(0, -SUFFIX.length).split('.').every(isAvvyLabel))
        return evmAnswer('avax', []);
      const [forward] = await multicall(
        d.rpc,
        d.multicall,
        [resolveStandard(d.resolutionUtils, [name, EVM_KEY], true)],
        signal,
      );
      return evmAnswer('avax', sameAddress(text(optional<string>(forward)), address) ? [{ name }] : []);
    },
  };
}
