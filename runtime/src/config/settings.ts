import cron from 'node-cron';
import { z } from 'zod';

// Builders of one setting each, read from an environment variable's text. Every message says what is wrong
// in words an operator reads next to the variable's name ('LOOKUP_TIMEOUT_MS: not a whole number'), never
// zod's own ('expected number, received NaN'). Empty variables never reach them: parseProcessConfig drops
// them first, so a default applies.

interface Bounds {
  min?: number;
  max?: number;
}

const bounded = ({ min = 0, max = Number.MAX_SAFE_INTEGER }: Bounds) =>
  z.number().min(min, `must be at least ${min}`).max(max, `must be at most ${max}`);

/** A whole number (counts, milliseconds, seconds, bytes), at least 0 unless `min` says otherwise. */
export const wholeNumber = (bounds: Bounds = {}) =>
  z
    .string()
    .trim()
    .regex(/^-?\d+$/, 'not a whole number')
    .transform(Number)
    .pipe(bounded(bounds));

/** A number that may have a fraction (a rate per second), at least 0 unless `min` says otherwise. */
export const decimal = (bounds: Bounds = {}) =>
  z
    .string()
    .trim()
    .regex(/^-?(\d+\.?\d*|\.\d+)$/, 'not a number')
    .transform(Number)
    .pipe(bounded(bounds));

/** A TCP port; 0 means 'any free port' (or 'off', where the variable says so). */
export const port = () => wholeNumber({ min: 0, max: 65_535 });

/** An interface to listen on, or a host name. */
export const host = () =>
  z
    .string()
    .trim()
    .regex(/^[\w.:[\]-]+$/, 'not a host name or address');

/** true or false (1 or 0). */
export const flag = () =>
  z
    .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
    .transform((v) => v === 'true' || v === '1');

/** One of a fixed set of words. */
export const choice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: `must be one of ${values.join(', ')}` });

/** A URL with one of the given schemes, e.g. url(['postgres', 'postgresql']). */
export const url = (schemes: readonly [string, ...string[]]) =>
  z.url({
    protocol: new RegExp(`^(${schemes.join('|')})$`),
    error: `must be a ${schemes.map((s) => `${s}://`).join(' or ')} URL`,
  });

/** A node-cron schedule, with or without its seconds field: what the indexer's scheduler accepts. */
export const cronExpression = () =>
  z
    .string()
    .trim()
    .refine((expression) => isCron(expression), 'not a cron expression');

function isCron(expression: string): boolean {
  try {
    return cron.validate(expression);
  } catch {
    return false;
  }
}

/** An email address. */
export const email = () => z.email({ error: 'not an email address' });

/** A comma-separated list of words, blanks dropped: 'a, b,,c' -> ['a', 'b', 'c']. */
export const list = () =>
  z.string().transform((v) =>
    v
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  );
