import { ConnectionException, UniqueConstraintViolationException, DriverException } from '@mikro-orm/core';
import { ERROR_CODES, type ErrorBody } from '@namescope/common';
import type { AppMiddleware } from '../context.ts';
import { AppError } from '../errors.ts';

// Error codes of a store that cannot be reached (node sockets, PostgreSQL class 08 / 57P0x shutdowns).
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EPIPE',
  'EHOSTUNREACH',
]);
const PG_UNAVAILABLE = /^(08|57P0)/;
// ioredis gives up on a command with these messages while it has no connection.
const REDIS_UNAVAILABLE = /Connection is closed|Reached the max retries per request|Stream isn't writeable/;

function isUnavailable(error: unknown): boolean {
  if (error instanceof ConnectionException) return true;
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (CONNECTION_CODES.has(code) || PG_UNAVAILABLE.test(code))) return true;
  if (error instanceof DriverException && /ECONNREFUSED|ETIMEDOUT|ENOTFOUND|terminat/.test(error.message))
    return true;
  return REDIS_UNAVAILABLE.test(error.message);
}

/** Turns any error into an AppError; unexpected ones become a bare 500 without details. */
export function toAppError(error: unknown): AppError | null {
  if (error instanceof AppError) return error;
  // A unique violation that a pre-check could not see (a concurrent insert).
  if (error instanceof UniqueConstraintViolationException)
    return AppError.conflict('That entry already exists');
  if (isUnavailable(error)) return AppError.unavailable();
  // Errors Koa raises itself (ctx.throw, http-errors) carry a safe status and message when `expose` is set.
  const status = (error as { status?: unknown }).status;
  if (typeof status === 'number' && status >= 400 && status < 500 && (error as { expose?: boolean }).expose) {
    if (status === 404) return AppError.notFound((error as Error).message);
    return AppError.invalidInput((error as Error).message);
  }
  return null;
}

/**
 * What to log of an error. A driver exception's message starts with the SQL and its values (emails,
 * messages): only the database's reason and codes are kept.
 */
function loggable(error: unknown): unknown {
  if (!(error instanceof DriverException)) return error;
  const reason = error.message.split(' - ').at(-1);
  return {
    type: error.name,
    code: error.code,
    sqlState: error.sqlState,
    reason,
    stack: error.stack?.split('\n').slice(1).join('\n'),
  };
}

/**
 * The first middleware under the request log: every error becomes one JSON shape
 * `{message, code, field?}` with its status; stack traces and driver messages never reach the client.
 */
export function errorHandler(): AppMiddleware {
  return async (ctx, next) => {
    try {
      await next();
    } catch (error) {
      const known = toAppError(error);
      if (!known || known.status >= 500) {
        ctx.state.log?.error({ err: loggable(error) }, known ? 'store unavailable' : 'unhandled error');
      }
      const app = known ?? new AppError(500, ERROR_CODES.internal, 'Something went wrong');
      const body: ErrorBody = { message: app.message, code: app.code };
      if (app.field) body.field = app.field;
      ctx.status = app.status;
      ctx.set(app.headers);
      ctx.body = body;
    }
  };
}
