import { randomBytes } from 'node:crypto';
import { EXTENSION_KEYS, type ExtensionKey } from '@namescope/common';
import { Redis } from 'ioredis';
import { LookupCache, LookupCacheReader, redisKeys } from '@namescope/protocol';
import { createLookupRecorder, createLookupWorker } from '@namescope/lookup-worker';
import { emptyFields } from '@namescope/common';
import { DEFAULT_REDIS_URL } from '@namescope/runtime';
import { createProcessRegistry } from '@namescope/runtime/metrics';
import { BullmqSearchGateway } from '@namescope/api';
import { deleteKeys } from '@namescope/api/testing';
import { bareQueueRun } from './bare-queue.ts';
import { redisCpuMs, selfCpuMs } from './cpu.ts';
import { percentile } from './stats.ts';

// The queue path's own CPU per lookup, without upstreams: the API's BullMQ gateway and a lookup worker (the
// real ones, in this process) around adapters that answer at once. CPU is this process (gateway and worker)
// and Redis, per lookup (a search's job asks twelve). Settings: BENCH_QUEUE_SEARCHES [300] fresh full
// searches, BENCH_QUEUE_CONCURRENCY [20] at once, BENCH_QUEUE_WORKER_CONCURRENCY [8]. Then the same jobs
// through BullMQ alone (bare-queue.ts), for the floor. Run:
//   npx tsx bench/search/queue-cpu.ts
const env = process.env;
const SEARCHES = Number(env.BENCH_QUEUE_SEARCHES ?? 300);
const CONCURRENCY = Number(env.BENCH_QUEUE_CONCURRENCY ?? 20);
const WORKER_CONCURRENCY = Number(env.BENCH_QUEUE_WORKER_CONCURRENCY ?? 8);
const REDIS_URL = env.REDIS_URL || DEFAULT_REDIS_URL;

const prefix = `bench-queue-${randomBytes(3).toString('hex')}`;
const keys = redisKeys(prefix);
const url = new URL(REDIS_URL);
const connection = {
  host: url.hostname,
  port: Number(url.port || 6379),
  db: Number(url.pathname.slice(1) || 0),
  maxRetriesPerRequest: null,
};
const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: null });
const workerRedis = new Redis(REDIS_URL, { maxRetriesPerRequest: null });
// Adapters that answer 'available' at once: the figure is the queue's cost, not an upstream's.
const adapters = Object.fromEntries(
  EXTENSION_KEYS.map((extension) => [
    extension,
    {
      extension,
      lookup: async (name: string) => ({
        ...emptyFields(extension, name),
        available: true,
        status: 'available' as const,
      }),
    },
  ]),
) as Record<ExtensionKey, { extension: ExtensionKey; lookup: (name: string) => Promise<never> }>;
const worker = createLookupWorker({
  keys,
  adapters,
  cache: new LookupCache(workerRedis, { keys, ttlSeconds: 60, availableTtlSeconds: 60 }),
  // As in production: each outcome counted in Prometheus and in the status page's minute buckets.
  recorder: createLookupRecorder({ registry: createProcessRegistry(), redis: workerRedis, keys }),
  concurrency: WORKER_CONCURRENCY,
  timeoutMs: 4000,
});
const gateway = await BullmqSearchGateway.create({
  connection,
  keys,
  cache: new LookupCacheReader(redis, keys),
  timeoutMs: 4000,
});
await worker.waitUntilReady();
const bareShape = {
  connection,
  redisUrl: REDIS_URL,
  prefix,
  perSearch: EXTENSION_KEYS.length,
  concurrency: CONCURRENCY,
  workerConcurrency: WORKER_CONCURRENCY,
};
let serial = 0;
const run = async (searches: number) => {
  let started = 0;
  let failed = 0;
  const latencies: number[] = [];
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (started < searches) {
        started += 1;
        const t = performance.now();
        await gateway.search(`nsqueue${prefix.slice(-6)}x${(serial += 1)}`, (r) => {
          if (r.error) failed += 1;
        });
        latencies.push(performance.now() - t);
      }
    }),
  );
  return { failed, latencies };
};
try {
  await run(50); // warm-up
  const cpu = selfCpuMs();
  const redisCpu = await redisCpuMs(redis);
  const t = performance.now();
  const { failed, latencies } = await run(SEARCHES);
  const wall = performance.now() - t;
  const asked = SEARCHES * EXTENSION_KEYS.length;
  const perLookup = (ms: number) => (ms / asked).toFixed(3);
  console.log(
    `Queue path, ${SEARCHES} fresh searches (${asked} lookups), ${CONCURRENCY} at once, worker concurrency ` +
      `${WORKER_CONCURRENCY}: gateway+worker CPU ${perLookup(selfCpuMs() - cpu)} ms per lookup, ` +
      `Redis ${perLookup((await redisCpuMs(redis)) - redisCpu)} ms per lookup; ` +
      `${(wall / SEARCHES).toFixed(1)} ms wall per search; ${failed} failed`,
  );
  // With upstreams that answer at once, this is the queue's own share of a search's time at this
  // concurrency: what a target of 'within 1.1x the slowest upstream' must leave room for.
  console.log(
    `All twelve results of a search, queue alone: p50 ${percentile(latencies, 50).toFixed(1)} ms, ` +
      `p95 ${percentile(latencies, 95).toFixed(1)} ms at ${CONCURRENCY} concurrent searches`,
  );
  // The same shape through BullMQ with nothing of ours around it: the floor the figures above sit on.
  await bareQueueRun({ ...bareShape, searches: 50 }); // warm-up
  const bareCpu = selfCpuMs();
  const bareRedisCpu = await redisCpuMs(redis);
  const bare = await bareQueueRun({ ...bareShape, searches: SEARCHES });
  console.log(
    `BullMQ alone, the same ${SEARCHES} jobs (results announced, nothing else): process CPU ` +
      `${((selfCpuMs() - bareCpu) / bare.results).toFixed(3)} ms per result, Redis ` +
      `${(((await redisCpuMs(redis)) - bareRedisCpu) / bare.results).toFixed(3)} ms per result; twelve results ` +
      `p50 ${percentile(bare.latencies, 50).toFixed(1)} ms, p95 ${percentile(bare.latencies, 95).toFixed(1)} ms`,
  );
  // One job at a time, as bench/search/run.ts times 'queue cost per job' (one service's lookup alone):
  // through the gateway and the worker (in this process, no HTTP), then through BullMQ alone.
  const lookups: number[] = [];
  for (let i = 0; i < 200; i += 1) {
    const t = performance.now();
    await gateway.lookup('algo', `nsqueue${prefix.slice(-6)}y${i}`);
    lookups.push(performance.now() - t);
  }
  console.log(
    `Queue path, one lookup at a time (${lookups.length}): p50 ${percentile(lookups, 50).toFixed(2)} ms, ` +
      `p95 ${percentile(lookups, 95).toFixed(2)} ms`,
  );
  const single = await bareQueueRun({ ...bareShape, searches: 200, perSearch: 1, concurrency: 1 });
  console.log(
    `BullMQ alone, one job at a time (${single.results} jobs): added to announced p50 ` +
      `${percentile(single.latencies, 50).toFixed(2)} ms, p95 ${percentile(single.latencies, 95).toFixed(2)} ms`,
  );
} finally {
  await worker.close();
  await gateway.close();
  await deleteKeys(redis, `${prefix}:*`);
  await Promise.all([redis.quit(), workerRedis.quit()]);
}
