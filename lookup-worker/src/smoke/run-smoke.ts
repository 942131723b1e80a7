import { randomBytes } from 'node:crypto';
import { EXTENSIONS, type ExtensionKey, fullName, type LookupFields } from '@namescope/common';
import { retryWithin } from '@namescope/upstreams';
import { raceAbort } from '../lookups/race-abort.ts';
import type { LookupAdapter } from '../lookups/types.ts';
import type { InvariantTable, NameInvariant } from './invariants.ts';

/** One service's verdict: every check held, or the first reasons it did not. */
export interface ServiceVerdict {
  extension: ExtensionKey;
  tld: string;
  ok: boolean;
  /** The slowest of the service's held-name lookups (after a first, warming lookup), retries included. */
  latencyMs: number;
  reason: string;
}

export interface SmokeOptions {
  /** Time limit of one lookup, retries included: the worker's LOOKUP_TIMEOUT_MS. */
  timeoutMs: number;
  /** The label that must be free everywhere; random by default. */
  freeLabel?: string;
}

const HELD = new Set<LookupFields['status']>(['taken', 'reserved', 'for-sale', 'protected']);

/**
 * A label nobody holds: 22 lowercase alphanumerics (NFD allows at most 27, and only [a-z0-9]), random so a
 * squatter cannot make the check fail for long.
 */
export function randomFreeLabel(): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  return `nsfree${[...randomBytes(16)].map((b) => alphabet[b % alphabet.length]).join('')}`;
}

/**
 * Runs one lookup the way the worker does (runLookup, through the same retryWithin): retryable failures are
 * retried while the time limit allows another attempt; unlike runLookup, the failure's reason is kept for
 * the report.
 */
async function lookupWithin(adapter: LookupAdapter, name: string, timeoutMs: number): Promise<LookupFields> {
  const deadline = AbortSignal.timeout(timeoutMs);
  try {
    return await retryWithin(() => raceAbort(adapter.lookup(name, deadline), deadline), {
      timeoutMs,
      signal: deadline,
    });
  } catch (error) {
    if (deadline.aborted) throw new Error(`no answer within ${timeoutMs} ms`, { cause: error });
    throw error;
  }
}

const sameAddress = (a: string, b: string) =>
  a.startsWith('0x') && b.startsWith('0x') ? a.toLowerCase() === b.toLowerCase() : a === b;

/** Checks one invariant; returns null when it holds, else why not. */
function judgeHeld(fqn: string, r: LookupFields, invariant: NameInvariant): string | null {
  if (r.status === 'unavailable') return `${fqn}: the service could not answer (${r.error ?? 'no reason'})`;
  if (!HELD.has(r.status)) return `${fqn}: expected held, got ${r.status}`;
  if (invariant.address && !(r.address && sameAddress(r.address, invariant.address)))
    return `${fqn}: expected to resolve to ${invariant.address}, got ${r.address ?? 'no address'}`;
  return null;
}

/** Looks `label` up and judges the answer; returns why the check failed (null when it held) and its time. */
async function check(
  adapter: LookupAdapter,
  label: string,
  judge: (fqn: string, r: LookupFields) => string | null,
  timeoutMs: number,
): Promise<{ failure: string | null; ms: number; answered: boolean }> {
  const fqn = fullName(label, adapter.extension);
  const started = performance.now();
  const ms = () => Math.round(performance.now() - started);
  try {
    return { failure: judge(fqn, await lookupWithin(adapter, label, timeoutMs)), ms: ms(), answered: true };
  } catch (error) {
    const failure = `${fqn}: ${error instanceof Error ? error.message : String(error)}`;
    return { failure, ms: ms(), answered: false };
  }
}

/**
 * Checks every service of the table: the services at once, each one's names one after another (as a
 * deployment sees them: one lookup per service per search), one free name, then its held names.
 */
export async function runSmoke(
  adapters: Partial<Record<ExtensionKey, LookupAdapter>>,
  table: InvariantTable,
  options: SmokeOptions,
): Promise<ServiceVerdict[]> {
  const free = options.freeLabel ?? randomFreeLabel();
  return Promise.all(
    EXTENSIONS.map(async ({ key, tld }): Promise<ServiceVerdict> => {
      const adapter = adapters[key];
      if (!adapter) return { extension: key, tld, ok: false, latencyMs: 0, reason: 'no adapter configured' };
      const invariants = table[key];
      // The free name goes first: it also warms the fresh process (module init, JIT, connections), so the
      // latency reported is the held names', as a running worker would see them.
      const freeResult = await check(
        adapter,
        free,
        (fqn, r) => (r.status === 'available' ? null : `${fqn}: expected available, got ${r.status}`),
        options.timeoutMs,
      );
      const results = [];
      // A service that did not answer is not asked again: its other checks would only wait out the limit.
      const remaining = freeResult.answered ? invariants : [];
      for (const inv of remaining) {
        const result = await check(adapter, inv.name, (fqn, r) => judgeHeld(fqn, r, inv), options.timeoutMs);
        results.push(result);
        if (!result.answered) break;
      }
      const skipped = invariants.length - results.length;
      const reasons = [freeResult, ...results].map((r) => r.failure).filter((f): f is string => f !== null);
      if (skipped > 0) reasons.push(`${skipped} more check${skipped > 1 ? 's' : ''} skipped`);
      const held = invariants
        .map((inv) => `${fullName(inv.name, key)} ${inv.address ? `resolves to ${inv.address}` : 'is held'}`)
        .join(', ');
      return {
        extension: key,
        tld,
        ok: reasons.length === 0,
        latencyMs: Math.max(...(results.length > 0 ? results : [freeResult]).map((r) => r.ms)),
        reason: reasons.length === 0 ? `${held}; a random name is available` : reasons.join('; '),
      };
    }),
  );
}

/** One report line: `ok     .eth          312 ms  reason`. */
export function formatVerdict(v: ServiceVerdict): string {
  return `${(v.ok ? 'ok' : 'failed').padEnd(7)}${v.tld.padEnd(12)}${`${v.latencyMs} ms`.padStart(9)}  ${v.reason}`;
}
