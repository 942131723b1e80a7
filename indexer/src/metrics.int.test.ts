import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_REDIS_URL } from '@namescope/runtime';
import { freePort, stopChild } from '@namescope/runtime/testing';
import { createHarness, type Harness } from '../test/support/harness.ts';

// The real indexer process (indexer/src/main.ts) against the sandbox chains, scraped on its own
// metrics port while new registrations arrive.
const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url));
const OWNER = '0x1111111111111111111111111111111111111111';

let h: Harness;
let child: ChildProcess;
let metricsUrl: string;
const output: string[] = [];

beforeAll(async () => {
  h = await createHarness();
  const port = await freePort();
  metricsUrl = `http://127.0.0.1:${port}/metrics`;
  const start = Math.max(0, h.sandbox.targets.evm.chains.ethereum.head() - 5);
  child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      UPSTREAMS: 'sandbox',
      SANDBOX_URL: h.sandbox.server.url,
      DATABASE_URL: h.db.url,
      REDIS_URL: process.env.REDIS_URL ?? DEFAULT_REDIS_URL,
      INDEXER_SOURCES: 'ens,basenames',
      INDEXER_START: String(start),
      REDIS_PREFIX: h.prefix,
      INDEXER_CONFIRMATIONS: '0',
      INDEXER_POLL_CRON: '* * * * * *',
      INDEXER_METRICS_PORT: String(port),
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
});

afterAll(async () => {
  if (child) await stopChild(child);
  await h?.close();
});

describe('indexer /metrics', () => {
  it('reports leadership, per-service lag, rows ingested and the last successful run', async () => {
    const ready = await until(async () => {
      const text = await fetch(metricsUrl).then(
        (r) => r.text(),
        () => '',
      );
      const ok = /namescope_indexer_last_success_timestamp_seconds\{service="eth"\}/.test(text);
      return ok && /namescope_indexer_leader 1/.test(text) ? text : undefined;
    });
    expect(ready).toMatch(/^# TYPE namescope_indexer_rows_ingested_total counter$/m);

    const name = `zqmetrics${randomBytes(4).toString('hex')}`;
    h.sandbox.targets.evm.register('eth', name, OWNER);
    const text = await until(async () => {
      const t = await fetch(metricsUrl).then((r) => r.text());
      return value(t, 'namescope_indexer_rows_ingested_total', 'eth') >= 1 ? t : undefined;
    });

    expect(value(text, 'namescope_indexer_rows_ingested_total', 'eth')).toBe(1);
    expect(value(text, 'namescope_indexer_lag_blocks', 'eth')).toBeGreaterThanOrEqual(0);
    expect(value(text, 'namescope_indexer_lag_blocks', 'base')).toBeGreaterThanOrEqual(0);
    const lagSeconds = value(text, 'namescope_indexer_lag_seconds', 'eth');
    expect(lagSeconds).toBeGreaterThanOrEqual(0);
    // Caught up every second: the covered position is minutes fresh at worst on a very busy machine.
    expect(lagSeconds).toBeLessThan(300);
    const lastSuccess = value(text, 'namescope_indexer_last_success_timestamp_seconds', 'eth');
    expect(Math.abs(lastSuccess - Date.now() / 1000)).toBeLessThan(300);
    expect(text).toMatch(/^process_cpu_user_seconds_total \d/m);
    // Two waits of up to a minute each: a child process started under tsx on a busy machine is slow.
  }, 150_000);
});

/** The value of `metric{service="<service>"}` in a scrape, or NaN when absent. */
function value(text: string, metric: string, service: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${metric}{service="${service}"} `));
  return line ? Number(line.split(' ').at(-1)) : NaN;
}

/** Polls `check` until it gives a value; the process prints its output if it never does. */
async function until<T>(check: () => Promise<T | undefined>, timeoutMs = 60_000): Promise<T> {
  try {
    return await vi.waitFor(
      async () => {
        const got = await check();
        if (got === undefined) throw new Error('not yet');
        return got;
      },
      { timeout: timeoutMs, interval: 200 },
    );
  } catch {
    throw new Error(`indexer metrics never showed it:\n${output.join('').slice(-4000)}`);
  }
}
