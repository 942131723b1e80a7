import type { z } from 'zod';
import type { AppContext } from '../context.ts';
import { AppError } from '../errors.ts';

type Source = 'body' | 'query' | 'path';
const SOURCE_NAME: Record<Source, string> = { body: 'Request body', query: 'Query string', path: 'Path' };
const SOURCE_TEXT: Record<Source, string> = {
  body: 'Request body must be a JSON object',
  query: 'Query string is invalid',
  path: 'Path is invalid',
};

// PostgreSQL text cannot hold NUL; refusing it here keeps such input a 400 rather than a driver error.
// Walked with a stack of its own, not recursion: a body of thousands of nested arrays overflowed the call
// stack (a 500 the fuzzer found).
function hasNul(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === 'string') {
      if (next.includes('\0')) return true;
    } else if (Array.isArray(next)) {
      for (const item of next) pending.push(item);
    } else if (next && typeof next === 'object') {
      for (const [k, v] of Object.entries(next)) pending.push(k, v);
    }
  }
  return false;
}

/** Parses input with a common schema; the first problem answers 400 naming the field. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown, source: Source): z.output<S> {
  if (hasNul(value)) throw AppError.invalidInput(`${SOURCE_NAME[source]} must not contain NUL characters`);
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.map(String).join('.');
  if (!issue || !field) throw AppError.invalidInput(SOURCE_TEXT[source]);
  // Common schemas word their messages with the field name; others get it prefixed so it is never lost.
  const message = issue.message.includes(field) ? issue.message : `${field}: ${issue.message}`;
  throw AppError.invalidInput(message, field);
}

// Helpers rather than middleware so each route keeps the schema's output type without a cast.

/** The JSON body, validated. */
export const bodyOf = <S extends z.ZodType>(ctx: AppContext, schema: S): z.output<S> =>
  parseInput(schema, ctx.state.body, 'body');

/** The query string, validated. */
export const queryOf = <S extends z.ZodType>(ctx: AppContext, schema: S): z.output<S> =>
  parseInput(schema, ctx.query, 'query');

/** The router's path parameters, validated. */
export const paramsOf = <S extends z.ZodType>(
  ctx: AppContext & { params: Record<string, string> },
  schema: S,
) => parseInput(schema, ctx.params, 'path') as z.output<S>;
