import { type AddressFields, type AddressName, type ExtensionKey, extensionByKey } from '@namescope/common';
import { WorkerError } from '@namescope/upstreams';

/**
 * An EVM service's answer: its verified primary names, `found` when there is one. `held` is null: none of
 * these services can list an address's names on chain (docs/features/address-search.md section 2), so the
 * API shows our indexed registrations instead.
 */
export function evmAnswer(extension: ExtensionKey, primary: AddressName[]): AddressFields {
  return {
    extension,
    service: extensionByKey(extension).service,
    status: primary.length > 0 ? 'found' : 'none',
    primary,
    held: null,
  };
}

const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/**
 * The address as these lookups use it: lower-case hex (the reverse node's label). The job hands over
 * recogniseAddress's canonical form; anything else is a caller's mistake, not an upstream's answer.
 */
export function evmAddress(address: string): string {
  if (!EVM_ADDRESS.test(address)) throw new WorkerError('not an EVM address');
  return address.toLowerCase();
}
