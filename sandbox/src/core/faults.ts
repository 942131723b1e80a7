import { z } from 'zod';

/** Latency and failure injection for one service (all optional; rates are 0..1). */
export interface FaultConfig {
  /** Fixed response time, ms from the request's arrival (the answer is computed within it). */
  delayMs?: number;
  /** Extra random delay, uniformly 0..jitterMs. */
  jitterMs?: number;
  /** Share of requests answered with HTTP 503. */
  errorRate?: number;
  /** Share of requests never answered (the socket stays open until the client gives up). */
  hangRate?: number;
  /**
   * Every request waits, unanswered, until the service's faults stop holding it; then it is answered under
   * the faults in force. Lets a test decide in which order upstreams answer, without relying on timing.
   */
  held?: boolean;
  /**
   * A misbehaving upstream: every answer of the service is spoiled this way (after the delay).
   * - malformed-json: the real answer cut in half, sent as a complete 200 application/json body;
   * - wrong-types: the real answer with every string, number and boolean swapped for another type;
   * - huge-body: the real answer behind `hugeBytes` of leading whitespace (still valid JSON);
   * - error-payload: 200 with an error in the service's protocol (a JSON-RPC error, GraphQL errors,
   *   a REST {error});
   * - cut-mid-body: the status line, headers and half the body, then the socket is destroyed.
   */
  corrupt?: CorruptKind;
  /** Bytes of padding of a huge-body answer (default 16 MB). */
  hugeBytes?: number;
}

export const CORRUPT_KINDS = [
  'malformed-json',
  'wrong-types',
  'huge-body',
  'error-payload',
  'cut-mid-body',
] as const;
export type CorruptKind = (typeof CORRUPT_KINDS)[number];

export type FaultTable = Record<string, FaultConfig>;

export type FaultDecision =
  { kind: 'ok'; delayMs: number } | { kind: 'error'; delayMs: number } | { kind: 'hang' };

/** Decides what happens to one request; `random` is injectable so tests are deterministic. */
export function decideFault(
  config: FaultConfig | undefined,
  random: () => number = Math.random,
): FaultDecision {
  if (!config) return { kind: 'ok', delayMs: 0 };
  const delayMs = (config.delayMs ?? 0) + (config.jitterMs ? random() * config.jitterMs : 0);
  if (config.hangRate && random() < config.hangRate) return { kind: 'hang' };
  if (config.errorRate && random() < config.errorRate) return { kind: 'error', delayMs };
  return { kind: 'ok', delayMs };
}

const rate = z.number({ error: 'must be a number' }).min(0, 'must be at least 0').max(1, 'must be at most 1');
const ms = z.number({ error: 'must be a number' }).min(0, 'must be at least 0');

/** One service's faults as SANDBOX_FAULTS gives them (FaultConfig), every field checked. */
const faultConfigSchema = z.strictObject({
  delayMs: ms.optional(),
  jitterMs: ms.optional(),
  errorRate: rate.optional(),
  hangRate: rate.optional(),
  held: z.boolean({ error: 'must be true or false' }).optional(),
  corrupt: z.enum(CORRUPT_KINDS, { error: `must be one of ${CORRUPT_KINDS.join(', ')}` }).optional(),
  hugeBytes: z.number({ error: 'must be a number' }).int('must be a whole number').min(1).optional(),
}) satisfies z.ZodType<FaultConfig>;

/** SANDBOX_FAULTS: JSON like {"ethereum":{"delayMs":100},"*":{"jitterMs":20}}, keyed by service id. */
export const faultTableSetting = z
  .string()
  .transform((text, ctx): unknown => {
    try {
      return JSON.parse(text);
    } catch {
      ctx.addIssue({ code: 'custom', message: 'not JSON' });
      return z.NEVER;
    }
  })
  .pipe(z.record(z.string(), faultConfigSchema, { error: 'must be a JSON object keyed by service id' }));
