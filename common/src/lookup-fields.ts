import { type ExtensionKey, extensionByKey, fullName } from './extensions.ts';
import type { LookupResult } from './schemas/lookup.ts';
import { LOOKUP_FAILED_MESSAGE, TOO_SHORT_MESSAGE } from './status.ts';
import { subnameMessage } from './term.ts';

/** What an adapter knows; the runner adds when it was checked and whether it came from the cache. */
export type LookupFields = Omit<LookupResult, 'checkedAt' | 'cached'>;

/** A result with every optional field empty, for an adapter to fill in. */
export function emptyFields(extension: ExtensionKey, name: string): LookupFields {
  return {
    extension,
    domain: fullName(name, extension),
    service: extensionByKey(extension).service,
    available: false,
    status: 'unavailable',
    owner: null,
    address: null,
    primaryName: null,
    originationDate: null,
    expirationDate: null,
    avatar: null,
    email: null,
    twitter: null,
    discord: null,
    linkedin: null,
    website: null,
  };
}

/** The answer for a name shorter than the extension's minimum, given without an upstream call. */
export function tooShortFields(extension: ExtensionKey, name: string): LookupFields {
  return { ...emptyFields(extension, name), error: TOO_SHORT_MESSAGE };
}

/**
 * The answer for a name of more than one label ('sub.alice'), given without an upstream call: only the
 * parent's owner can create it, so it is never offered for registration. undefined for a single label.
 */
export function subnameFields(extension: ExtensionKey, name: string): LookupFields | undefined {
  const message = subnameMessage(name, extension);
  return message ? { ...emptyFields(extension, name), error: message } : undefined;
}

/** The entry docs/product.md section 4 prescribes for a lookup that failed or never answered: never 'available'. */
export function failedLookup(extension: ExtensionKey, name: string, checkedAt = new Date()): LookupResult {
  return {
    ...emptyFields(extension, name),
    error: LOOKUP_FAILED_MESSAGE,
    checkedAt: checkedAt.toISOString(),
    cached: false,
  };
}
