import { type ExtensionKey, extensionByKey, fullName, TOO_SHORT_MESSAGE } from '@namescope/common';
import type { LookupFields } from './types.ts';

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
