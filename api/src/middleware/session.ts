import type Koa from 'koa';
import createSession from 'koa-session';
import type { Redis } from 'ioredis';
import { redisKeys, type RedisKeys } from '@namescope/protocol';
import type { Config } from '../config.ts';
import type { AppContext, AppMiddleware } from '../context.ts';
import { AppError } from '../errors.ts';

/** Name of the session cookie (its signature travels in `<name>.sig`). */
export const SESSION_COOKIE = 'namescope.sid';

// koa-session generates ids with randomUUID; anything else never reaches Redis.
const SESSION_ID = /^[0-9a-f-]{36}$/;

/** What the API keeps in a session: only whether it belongs to the admin. */
export interface AdminSession {
  isAdmin?: boolean;
  /** Moves the data to a fresh id and deletes the old one (koa-session). */
  regenerate(): Promise<void>;
}

/** koa-session store in Redis: logout deletes the key, and every API process sees the same sessions. */
export function redisSessionStore(redis: Redis, keys: RedisKeys) {
  const key = (id: string) => keys.session(id);
  return {
    async get(id: string): Promise<Record<string, unknown> | undefined> {
      if (!SESSION_ID.test(id)) return undefined;
      const raw = await redis.get(key(id));
      return raw ? (JSON.parse(raw) as Record<string, unknown>) : undefined;
    },
    async set(id: string, data: unknown, maxAgeMs: number): Promise<void> {
      await redis.set(key(id), JSON.stringify(data), 'PX', Math.max(1, Math.round(maxAgeMs)));
    },
    async destroy(id: string): Promise<void> {
      await redis.del(key(id));
    },
  };
}

/**
 * Session middleware: an httpOnly, SameSite=Strict cookie signed with SESSION_KEYS (app.keys) holding only
 * a random id. `secure` is left unset so the cookie is Secure exactly when the request came over https
 * (behind a proxy: with TRUST_PROXY and X-Forwarded-Proto).
 */
export function sessions(
  app: Koa,
  redis: Redis,
  config: Pick<Config, 'redisPrefix' | 'sessionMaxAgeMs'>,
): AppMiddleware {
  return createSession(
    {
      key: SESSION_COOKIE,
      maxAge: config.sessionMaxAgeMs,
      httpOnly: true,
      sameSite: 'strict',
      signed: true,
      store: redisSessionStore(redis, redisKeys(config.redisPrefix)),
    },
    app,
  );
}

/** The request's session, or null after it was ended. Mount `sessions` before using it. */
export function sessionOf(ctx: AppContext): AdminSession | null {
  // koa-session adds `ctx.session` without declaring it in Koa's types.
  return (ctx as unknown as { session: AdminSession | null }).session;
}

/** Ends the session: its Redis key is deleted and the cookie cleared when the response is sent. */
export function endSession(ctx: AppContext): void {
  (ctx as unknown as { session: null }).session = null;
}

/** Answers 401 unless the session belongs to the admin. */
export function requireAdmin(): AppMiddleware {
  return async (ctx, next) => {
    if (sessionOf(ctx)?.isAdmin !== true) throw AppError.unauthorized();
    await next();
  };
}
