export { createApp } from './app.ts';
export { parseConfig, type Config } from './config.ts';
export type { AppDeps } from './deps.ts';
export { createLogger } from './logger.ts';
export { openRedis } from './redis.ts';
export { BullmqSearchGateway } from './search/bullmq-gateway.ts';
