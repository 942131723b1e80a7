import { type AddressResult, type ExtensionKey, extensionByKey } from '@namescope/common';

/** What a visitor is told when a service could not be asked about an address (time limit, failure). */
export const ADDRESS_FAILED_MESSAGE = 'Unable to check this address';

function answer(
  extension: ExtensionKey,
  address: string,
  status: 'unsupported' | 'unavailable',
  checkedAt: Date,
): AddressResult {
  return {
    extension,
    service: extensionByKey(extension).service,
    status,
    primary: [],
    held: null,
    ...(status === 'unavailable' ? { error: ADDRESS_FAILED_MESSAGE } : {}),
    address,
    checkedAt: checkedAt.toISOString(),
    cached: false,
  };
}

/** A service that does not use this kind of address: answered by the API at once, without a job. */
export function unsupportedAddress(extension: ExtensionKey, address: string, checkedAt = new Date()) {
  return answer(extension, address, 'unsupported', checkedAt);
}

/** A service that failed, timed out or has no address lookup: never cached. */
export function failedAddress(extension: ExtensionKey, address: string, checkedAt = new Date()) {
  return answer(extension, address, 'unavailable', checkedAt);
}
