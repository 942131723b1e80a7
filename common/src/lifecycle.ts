import { type ExtensionKey, extensionByKey } from './extensions.ts';
import type { Status } from './status.ts';

/**
 * Where a name stands in its service's registration lifecycle (issue 12, section 2). It sits beside the
 * SPEC status, never replaces it:
 * - active: held, expiry more than 60 days away; expiring: held, expiry within 60 days (SPEC's Expiring Soon);
 * - grace: past expiry, only the current owner can renew, until `graceEndsAt`;
 * - premium: released, anyone can register it at a decaying premium until `premiumEndsAt`;
 * - expired: past expiry (and past grace and premium where the service has them; `releasedAt` is when anyone
 *   could register it again, where known);
 * - perpetual: held with no expiry (bought once); unregistered: never registered (or nothing known of a past).
 */
export const LIFECYCLES = [
  'active',
  'expiring',
  'grace',
  'premium',
  'expired',
  'perpetual',
  'unregistered',
] as const;
export type Lifecycle = (typeof LIFECYCLES)[number];

/** The lifecycle fields a lookup result gains; the dates are ISO 8601, like `expirationDate`. */
export interface LifecycleFields {
  lifecycle?: Lifecycle;
  graceEndsAt?: string;
  premiumEndsAt?: string;
  releasedAt?: string;
}

/** 'expiring' means the expiry is at most this many days away (docs/product.md section 9, Expiring Soon). */
export const EXPIRING_WINDOW_DAYS = 60;

const DAY_MS = 86_400_000;

/**
 * True when an expiry still ahead is at most EXPIRING_WINDOW_DAYS away: the one home of the Expiring Soon
 * window (the 'expiring' lifecycle below, the web's filter and the watchlist's countdown all come here).
 */
export function isWithinExpiringWindow(expiresAt: number, now: number): boolean {
  return expiresAt > now && expiresAt - now <= EXPIRING_WINDOW_DAYS * DAY_MS;
}

/**
 * A service's rules after expiry. `graceMs`: how long only the owner can renew; `premiumMs`: how long after
 * grace anyone can register at a decaying premium. Undefined means the service's rule is not known: no date is
 * derived from it, and a name past expiry is just 'expired'. 0 means the service has no such period.
 */
export interface LifecycleRule {
  graceMs?: number;
  premiumMs?: number;
}

/**
 * One row per extension, each from the service's own contracts or documentation (docs/upstreams.md sections in
 * brackets). What was checked for the rules docs/upstreams.md marks unconfirmed is written beside them.
 */
export const LIFECYCLE_RULES: Record<ExtensionKey, LifecycleRule> = {
  // [1.2, 1.3] BaseRegistrarImplementation GRACE_PERIOD = 90 days; ExponentialPremiumPriceOracle deployed on
  // mainnet with a 21-day decay that starts when grace ends (ens-contracts deployments/mainnet args).
  eth: { graceMs: 90 * DAY_MS, premiumMs: 21 * DAY_MS },
  // [2.2, 2.3] base-org/basenames src/util/Constants.sol GRACE_PERIOD = 90 days. Its
  // ExponentialPremiumPriceOracle also starts at expiry + GRACE_PERIOD, and script/deploy/DeployPriceOracle.s.sol
  // deploys it with totalDays = 28 days (read in base-org/basenames; the mainnet constructor args were not
  // re-read from the chain).
  base: { graceMs: 90 * DAY_MS, premiumMs: 28 * DAY_MS },
  // [5.2] SPACE ID BaseRegistrarImplementation GRACE_PERIOD = 90 days: .bnb from the audit repository; .arb
  // marked unconfirmed there, checked in the verified ARBID BaseRegistrarImplementation source ('the TLD this
  // registrar owns (eg, .arb)', GRACE_PERIOD = 90 days). Its controllers' NameRegistered carries a premium,
  // but no oracle duration was found: premium left out.
  bnb: { graceMs: 90 * DAY_MS },
  arb: { graceMs: 90 * DAY_MS },
  // [10.2] suins constants.move GRACE_PERIOD_MS = 30 days; no premium phase (available once grace ends).
  sui: { graceMs: 30 * DAY_MS, premiumMs: 0 },
  // [7] NFD: no owner-only grace; an expired NFD goes through a 28-day reverse (decaying) auction for
  // non-owners (nfd_renew doc comment, TxnLab nfd-sdk sdk.gen.ts), then mints at the normal price.
  algo: { graceMs: 0, premiumMs: 28 * DAY_MS },
  // [9] BNS-V2.clar NAME-GRACE-PERIOD-DURATION u5000 burn blocks, converted at 10 minutes a block as the
  // adapter converts renewal heights to dates (so it is an estimate, like the expiry date itself). No premium.
  btc: { graceMs: 5000 * 600_000, premiumMs: 0 },
  // [6] Avvy documents a grace period and then a Dutch auction (security/overview.md) without their lengths;
  // neither @avvy/client nor the docs and code searched give them: left out.
  avax: {},
  // Perpetual services (SNS, UD .crypto/.blockchain, .sats): no expiry, hence no post-expiry rules. A UD name
  // that ever carried an expiryOf (UNS only, unconfirmed for these TLDs) has no known grace either.
  sol: {},
  crypto: {},
  blockchain: {},
  sats: {},
};

/** What the derivation reads from a lookup result. */
export interface LifecycleInput {
  extension: ExtensionKey;
  status: Status;
  expirationDate: string | null;
  error?: string;
}

const HELD: ReadonlySet<Status> = new Set(['taken', 'for-sale', 'reserved']);

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * The lifecycle of one lookup result at `now`, by its service's rules. Empty when nothing can be said: a
 * failed lookup or a name the service does not accept. The SPEC status decides held versus free; the dates only
 * place a name inside those (so a name the service still holds is never called released, and vice versa).
 */
export function deriveLifecycle(result: LifecycleInput, now: Date): LifecycleFields {
  if (result.error !== undefined || result.status === 'unavailable') return {};
  const rule = LIFECYCLE_RULES[result.extension];
  const expires = result.expirationDate ? Date.parse(result.expirationDate) : NaN;
  const held = HELD.has(result.status);

  if (!Number.isFinite(expires)) {
    if (!held) return { lifecycle: 'unregistered' };
    // Reserved with no expiry (UD's unsold pre-minted names, an NFD reserved for someone): neither registered
    // by anyone nor free, and no rule says more: left out.
    if (result.status === 'reserved') return {};
    // Held with no expiry: bought once. Perpetual services always; also e.g. a .btc name in a lifetime-0
    // namespace or an NFD minted before expiries existed.
    return { lifecycle: 'perpetual' };
  }
  if (!held && extensionByKey(result.extension).perpetual) return { lifecycle: 'unregistered' };

  const at = now.getTime();
  const graceEnd = rule.graceMs !== undefined ? expires + rule.graceMs : undefined;
  const premiumEnd =
    graceEnd !== undefined && rule.premiumMs !== undefined ? graceEnd + rule.premiumMs : undefined;
  const dates: LifecycleFields = {
    ...(graceEnd !== undefined && rule.graceMs! > 0 ? { graceEndsAt: iso(graceEnd) } : {}),
    ...(premiumEnd !== undefined && rule.premiumMs! > 0 ? { premiumEndsAt: iso(premiumEnd) } : {}),
  };
  const released: LifecycleFields = graceEnd !== undefined ? { releasedAt: iso(graceEnd) } : {};

  if (held) {
    if (expires > at) {
      const lifecycle = isWithinExpiringWindow(expires, at) ? 'expiring' : 'active';
      return { lifecycle, ...dates };
    }
    if (graceEnd !== undefined && at <= graceEnd && rule.graceMs! > 0)
      return { lifecycle: 'grace', ...dates };
    // A service may keep an expired name held through its auction (NFD's reverse auction).
    if (premiumEnd !== undefined && at <= premiumEnd && rule.premiumMs! > 0)
      return { lifecycle: 'premium', ...dates, ...released };
    return { lifecycle: 'expired', ...dates, ...(graceEnd !== undefined && at > graceEnd ? released : {}) };
  }
  // Free again after an expiry the service still reports.
  if (premiumEnd !== undefined && at <= premiumEnd && rule.premiumMs! > 0)
    return { lifecycle: 'premium', ...dates, ...released };
  return { lifecycle: 'expired', ...dates, ...released };
}
