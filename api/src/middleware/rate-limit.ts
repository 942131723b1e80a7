import type { Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { Config } from '../config.ts';
import type { AppMiddleware } from '../context.ts';
import { AppError } from '../errors.ts';

export interface RateLimiters {
  /** Admin login attempts per IP; a successful login refunds them, so it effectively counts failures. */
  login: RateLimiterRedis;
  /** Public writes (newsletter, contact, history, analytics) per IP. */
  write: RateLimiterRedis;
}

/** Redis-backed limiters, so every API process counts against the same totals. */
export function createRateLimiters(
  redis: Redis,
  config: Pick<Config, 'redisPrefix' | 'loginRateLimit' | 'writeRateLimit'>,
): RateLimiters {
  const make = (name: string, limit: { points: number; windowS: number }) =>
    new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: `${config.redisPrefix}rl:${name}`,
      points: limit.points,
      duration: limit.windowS,
    });
  return { login: make('login', config.loginRateLimit), write: make('write', config.writeRateLimit) };
}

/** Takes one point for `key`; answers 429 with Retry-After when none is left. Store errors propagate (503). */
export async function consumePoint(limiter: RateLimiterRedis, key: string): Promise<void> {
  try {
    await limiter.consume(key);
  } catch (error) {
    if (error instanceof RateLimiterRes) throw AppError.rateLimited(error.msBeforeNext / 1000);
    throw error;
  }
}

/** Middleware limiting a route per client IP. */
export function limitByIp(limiter: RateLimiterRedis): AppMiddleware {
  return async (ctx, next) => {
    await consumePoint(limiter, ctx.ip);
    await next();
  };
}
