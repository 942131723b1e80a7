import { type ConnectionOptions, Worker } from 'bullmq';
import { type ExtensionKey, type LookupJob, type LookupResult, lookupJobSchema } from '@namescope/common';
import type { LookupAdapter } from '../lookups/types.ts';
import type { LookupCache } from './lookup-cache.ts';
import type { LookupMetrics } from './lookup-metrics.ts';
import { LOOKUP_QUEUE } from './names.ts';
import { runLookup } from './run-lookup.ts';
import { UnrecoverableError } from 'bullmq';

export interface LookupWorkerOptions {
  connection: ConnectionOptions;
  prefix: string;
  adapters: Partial<Record<ExtensionKey, LookupAdapter>>;
  cache: LookupCache;
  metrics: LookupMetrics;
  /** Jobs run at once per process; lookups wait on the network, so this can be well above the core count. */
  concurrency: number;
  timeoutMs: number;
  onError?: (error: Error) => void;
}

/** The BullMQ worker that runs lookup jobs: one adapter call per job, result cached and returned. */
export function createLookupWorker(options: LookupWorkerOptions): Worker<LookupJob, LookupResult> {
  const worker = new Worker<LookupJob, LookupResult>(
    LOOKUP_QUEUE,
    async (job) => {
      const parsed = lookupJobSchema.safeParse(job.data);
      if (!parsed.success) throw new UnrecoverableError(`bad lookup job: ${parsed.error.message}`);
      const { extension, name } = parsed.data;
      const adapter = options.adapters[extension];
      if (!adapter) throw new UnrecoverableError(`no adapter configured for .${extension}`);
      const outcome = await runLookup(adapter, name, { timeoutMs: options.timeoutMs });
      await Promise.all([
        options.cache.put(name, outcome.result),
        options.metrics.record(extension, outcome),
      ]);
      return outcome.result;
    },
    {
      connection: options.connection,
      prefix: options.prefix,
      concurrency: options.concurrency,
      autorun: true,
    },
  );
  // Without a listener an 'error' event would crash the process; log it and keep serving.
  worker.on('error', (error) => options.onError?.(error));
  return worker;
}
