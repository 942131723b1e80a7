import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { redisKeys } from '@namescope/protocol';
import type { Config } from '../config.ts';
import type { AppMiddleware } from '../context.ts';
import { AppError } from '../errors.ts';

export interface RateLimiters {
  /** Admin login attempts per IP; a successful login refunds them, so it effectively counts failures. */
  login: RateLimiterRedis;
  /** Public writes (newsletter, contact, history, analytics) per IP; per process while Redis is down. */
  write: RateLimiterRedis;
  /** Service lookups that need upstream work, per IP (Config.searchBudget). */
  search: RateLimiterRedis;
  /** Fresh service lookups of bulk searches, per IP (Config.bulk). */
  bulk: RateLimiterRedis;
}

type Limit = { points: number; windowS: number };

/**
 * Logs once when a limiter first falls back to memory during a Redis outage, and once when Redis is back,
 * rather than once per request.
 */
function outageLog(redis: Redis, logger: Logger): () => void {
  let degraded = false;
  redis.on('ready', () => {
    if (!degraded) return;
    degraded = false;
    logger.info('redis is back: rate limits are shared again');
  });
  return () => {
    if (degraded) return;
    degraded = true;
    logger.warn('redis unavailable: rate limits fall back to per-process memory limits');
  };
}

/** The insurance limiter: the same limit counted in this process alone, reporting each use. */
class FallbackLimiter extends RateLimiterMemory {
  constructor(
    limit: Limit,
    private readonly onUse: () => void,
  ) {
    super({ points: limit.points, duration: limit.windowS });
  }

  override consume(key: string | number, points?: number, options?: Record<string, unknown>) {
    this.onUse();
    return super.consume(key, points, options);
  }
}

/**
 * Redis-backed limiters, so every API process counts against the same totals. The write limiter has an
 * insurance limiter in memory: PostgreSQL-only writes keep working while Redis is down (each process then
 * allows the limit on its own, so N processes allow N times as much until Redis is back). Login and the
 * search budget have none: sessions and searches need Redis anyway, so those answer 503.
 * `rejectIfRedisNotReady` answers at once while disconnected instead of queueing commands until a reconnect.
 */
export function createRateLimiters(
  redis: Redis,
  config: Pick<Config, 'redisPrefix' | 'loginRateLimit' | 'writeRateLimit' | 'searchBudget' | 'bulk'>,
  logger: Logger,
): RateLimiters {
  const onFallback = outageLog(redis, logger);
  const keys = redisKeys(config.redisPrefix);
  const make = (name: string, limit: Limit, insured = false) =>
    new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: keys.rateLimit(name),
      points: limit.points,
      duration: limit.windowS,
      rejectIfRedisNotReady: true,
      insuranceLimiter: insured ? new FallbackLimiter(limit, onFallback) : undefined,
    });
  return {
    login: make('login', config.loginRateLimit),
    write: make('write', config.writeRateLimit, true),
    search: make('search', config.searchBudget),
    bulk: make('bulk', config.bulk),
  };
}

/**
 * Takes `points` for `key`; answers 429 with Retry-After when not enough are left, and 503 when the store
 * cannot be reached (and there is no insurance limiter).
 */
export async function consumePoint(limiter: RateLimiterRedis, key: string, points = 1): Promise<void> {
  try {
    await limiter.consume(key, points);
  } catch (error) {
    if (error instanceof RateLimiterRes) throw AppError.rateLimited(error.msBeforeNext / 1000);
    throw AppError.unavailable();
  }
}

/** Middleware limiting a route per client IP. */
export function limitByIp(limiter: RateLimiterRedis): AppMiddleware {
  return async (ctx, next) => {
    await consumePoint(limiter, ctx.ip);
    await next();
  };
}
