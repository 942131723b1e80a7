import { type AddressFields, type AddressName, type ExtensionKey, extensionByKey } from '@namescope/common';

/**
 * A service's answer about an address: `found` when it names a primary name or lists a held one, else `none`.
 * `held` null means the service could not list the names (`heldNote` says why).
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

/** Runs `work` on every item with at most `limit` in flight, keeping the items' order in the results. */
export async function mapLimited<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await work(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
