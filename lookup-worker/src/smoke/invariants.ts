import type { ExtensionKey } from '@namescope/common';

/**
 * One well-known name and what must stay true of it. Every check also requires the name to be held (taken,
 * reserved, for sale or protected): not available, and the service answered.
 */
export interface NameInvariant {
  /** The bare label, without the extension. */
  name: string;
  /** When set, the name must resolve to exactly this address (0x addresses compared case-insensitively). */
  address?: string;
  /** Where the invariant comes from, for whoever updates the table. */
  source: string;
}

/** The names checked for each of the twelve extensions. */
export type InvariantTable = Record<ExtensionKey, readonly NameInvariant[]>;
