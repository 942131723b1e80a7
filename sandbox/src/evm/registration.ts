/** Profile records a registration can carry; each service stores them under its own keys. */
export interface Profile {
  /** Resolved address; defaults to the owner. */
  address?: string;
  avatar?: string;
  email?: string;
  twitter?: string;
  discord?: string;
  linkedin?: string;
  website?: string;
}

export interface RegisterOptions {
  /** Registration time, seconds since epoch; defaults to chain time now. */
  registeredAt?: number;
  /** Lease length in seconds for renewable services; default one year. */
  durationSec?: number;
  /** Explicit expiry (seconds), overriding registeredAt + durationSec. */
  expiresAt?: number;
  profile?: Profile;
  /** Point the owner's reverse record (primary name) at this name. */
  primary?: boolean;
  /** No records at all: ENS-like names get no resolver, UD and Avvy names no record (not even the address). */
  noRecords?: boolean;
  /** ENS-like only: keep the forward records in the system's other resolver (see EnsLikeConfig). */
  resolver?: 'other';
  /**
   * Basenames only, with `primary`: the primary name is only in Basenames' own reverse records (set before
   * ENS's L2ReverseRegistrar existed and not migrated), not in the L2ReverseRegistrar.
   */
  legacyReverse?: boolean;
  /**
   * ENS only, with `primary`: the primary name goes to ENSIP-19's DefaultReverseRegistrar (default.reverse)
   * instead of the owner's addr.reverse record.
   */
  defaultReverse?: boolean;
  /** ENS only: register through the NameWrapper, which then holds the registrar token. */
  wrapped?: boolean;
  /** Unstoppable Domains only: set whois.for_sale.value. */
  forSale?: boolean;
  /** Emit the logs into this block (back-dated seeding); by default the next unseen block. */
  block?: number;
}

export const YEAR_SEC = 365 * 24 * 3600;
export const DAY_SEC = 24 * 3600;

/** ENS-style grace period after expiry (ENS, Basenames and SPACE ID all use 90 days, docs/upstreams.md sections 1, 2 and 5). */
export const GRACE_PERIOD_SEC = 90 * DAY_SEC;

export const ZERO_ADDRESS = '0x0000000000000000000000000000000000000000';
