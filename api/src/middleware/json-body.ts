import type { Next } from 'koa';
import type { AppContext, AppMiddleware } from '../context.ts';
import { AppError } from '../errors.ts';
import { ERROR_CODES } from '@namescope/common';

/** Largest accepted body: the biggest form (contact, 5,000-character message) fits with room to spare. */
export const BODY_LIMIT_BYTES = 32 * 1024;

const tooLarge = () =>
  new AppError(413, ERROR_CODES.payloadTooLarge, `Request body must be at most ${BODY_LIMIT_BYTES} bytes`);

/**
 * Reads the body up to `limit` bytes. Past the limit it stops collecting but lets the rest drain (and the
 * answer closes the connection): destroying the request instead would lose the 413 answer itself.
 */
function readLimited(ctx: AppContext, limit: number): Promise<Buffer> {
  const req = ctx.req;
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const cleanup = () => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) return void chunks.push(chunk);
      cleanup();
      ctx.set('Connection', 'close');
      req.resume();
      reject(tooLarge());
    };
    const onEnd = () => {
      cleanup();
      resolve(Buffer.concat(chunks));
    };
    const onError = (error: Error) => {
      cleanup();
      reject(error);
    };
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
  });
}

/**
 * Parses a JSON body into `ctx.state.body` for methods that carry one. A body that is not JSON answers
 * 415, malformed JSON or bad UTF-8 400, a body past the limit 413 (before reading it when the length is
 * declared). A request without a body leaves `ctx.state.body` undefined for the schema to reject.
 */
export function jsonBody(limit = BODY_LIMIT_BYTES): AppMiddleware {
  return (ctx, next) => {
    ctx.state.body = undefined;
    if (
      !['POST', 'PUT', 'PATCH', 'DELETE'].includes(ctx.method) ||
      (!ctx.request.length && !ctx.get('Transfer-Encoding'))
    ) {
      return next();
    }
    return parseBody(ctx, limit, next);
  };
}

/** Reads, checks and parses the body of a request that has one, then goes on with the request. */
async function parseBody(ctx: AppContext, limit: number, next: Next): Promise<void> {
  if (!ctx.is('application/json')) {
    throw new AppError(
      415,
      ERROR_CODES.unsupportedMediaType,
      'Request body must be JSON (Content-Type: application/json)',
    );
  }
  if (ctx.request.length > limit) {
    ctx.set('Connection', 'close');
    throw tooLarge();
  }
  const raw = await readLimited(ctx, limit);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(raw);
  } catch {
    throw AppError.invalidInput('Request body is not valid UTF-8');
  }
  try {
    ctx.state.body = JSON.parse(text);
  } catch {
    throw AppError.invalidInput('Request body is not valid JSON');
  }
  await next();
}
