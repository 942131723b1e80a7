import { type AddressFields, type AddressName, type ExtensionKey, extensionByKey } from '@namescope/common';

/**
 * A service's answer about an address: `found` when it names a primary name or lists a held one, else `none`.
 * `held` null means the service cannot list the names (the EVM services: the API shows our indexed
 * registrations instead), or could not this time (`heldNote` says why).
 */
export function addressFields(
  extension: ExtensionKey,
  primary: AddressName[],
  held: AddressName[] | null,
  extra: Pick<AddressFields, 'heldNote' | 'rule'> = {},
): AddressFields {
  const found = primary.length > 0 || (held?.length ?? 0) > 0;
  return {
    extension,
    service: extensionByKey(extension).service,
    status: found ? 'found' : 'none',
    primary,
    held,
    ...extra,
  };
}
