import { type ConnectionOptions, Queue, Worker } from 'bullmq';
import { Redis } from 'ioredis';

/**
 * BullMQ alone, shaped as a search's job is: `searches` jobs, `concurrency` in flight, a worker whose
 * processor only announces `perSearch` results on a pub/sub channel that the adding side waits on, as the
 * lookup worker announces a search's lookups. No cache, no claims, no adapters, no gateway: what is left is
 * the floor any BullMQ queue between two parties costs on this machine, for the queue path's own figure to
 * be read against.
 */
export async function bareQueueRun(options: {
  connection: ConnectionOptions;
  redisUrl: string;
  prefix: string;
  searches: number;
  perSearch: number;
  concurrency: number;
  workerConcurrency: number;
}): Promise<{ results: number; latencies: number[] }> {
  const { connection, prefix } = options;
  const name = 'bare';
  const channel = `${prefix}:bare-finished`;
  const queue = new Queue(name, { connection, prefix, defaultJobOptions: { removeOnComplete: true } });
  const publisher = new Redis(options.redisUrl, { maxRetriesPerRequest: null });
  const subscriber = new Redis(options.redisUrl, { maxRetriesPerRequest: null });
  const worker = new Worker(
    name,
    async (job) => {
      for (let i = 0; i < options.perSearch; i += 1) void publisher.publish(channel, `${job.id!}-${i}`);
    },
    { connection, prefix, concurrency: options.workerConcurrency },
  );
  const waiting = new Map<string, () => void>();
  subscriber.on('message', (_channel: string, id: string) => waiting.get(id)?.());
  await subscriber.subscribe(channel);
  await worker.waitUntilReady();

  let serial = 0;
  let started = 0;
  const latencies: number[] = [];
  try {
    await Promise.all(
      Array.from({ length: options.concurrency }, async () => {
        while (started < options.searches) {
          started += 1;
          const jobId = `j${(serial += 1)}`;
          const ids = Array.from({ length: options.perSearch }, (_, i) => `${jobId}-${i}`);
          const t = performance.now();
          const done = Promise.all(ids.map((id) => new Promise<void>((resolve) => waiting.set(id, resolve))));
          await queue.add(name, {}, { jobId });
          await done;
          for (const id of ids) waiting.delete(id);
          latencies.push(performance.now() - t);
        }
      }),
    );
    return { results: options.searches * options.perSearch, latencies };
  } finally {
    await worker.close();
    await queue.obliterate({ force: true });
    await queue.close();
    await Promise.all([publisher.quit(), subscriber.quit()]);
  }
}
