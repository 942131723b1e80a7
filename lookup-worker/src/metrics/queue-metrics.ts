import { Counter, Gauge, type Registry } from 'prom-client';

/** The part of a BullMQ Queue the gauges read. */
export interface CountableQueue {
  readonly name: string;
  getJobCounts(...types: string[]): Promise<Record<string, number>>;
}

/** What the lookup worker counts of its queues besides what the gauges read at scrape. */
export interface QueueMetrics {
  /** Counts a job BullMQ found stalled (its worker stopped renewing the lock, e.g. it crashed). */
  stalled(queue: string): void;
}

const STATES = ['waiting', 'active', 'delayed', 'failed', 'prioritized'] as const;

/**
 * `namescope_queue_jobs{queue, state}`: the queue's job counts, read from Redis at each scrape (one
 * round trip), so they are the fleet's figures, the same from every process that reports them; and
 * `namescope_queue_stalled_jobs_total{queue}`, the stalled jobs this process found.
 */
export function createQueueMetrics(registry: Registry, queues: readonly CountableQueue[]): QueueMetrics {
  new Gauge({
    name: 'namescope_queue_jobs',
    help: 'Jobs in each BullMQ queue by state (waiting, active, delayed, failed, prioritized), read at scrape',
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const queue of queues) {
        // Redis down: no figures rather than a failed scrape (the process's other metrics still count).
        const counts = await queue.getJobCounts(...STATES).catch(() => undefined);
        if (!counts) continue;
        for (const state of STATES) this.set({ queue: queue.name, state }, counts[state] ?? 0);
      }
    },
  });
  const stalled = new Counter({
    name: 'namescope_queue_stalled_jobs_total',
    help: 'Jobs BullMQ found stalled and moved back to waiting (or failed) while this worker checked',
    labelNames: ['queue'] as const,
    registers: [registry],
  });
  return { stalled: (queue) => stalled.inc({ queue }) };
}
