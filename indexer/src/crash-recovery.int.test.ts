import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../test/support/harness.ts';

const BACKLOG = 12_000;
const SOURCES = ['ens', 'basenames', 'spaceid-bnb', 'spaceid-arb', 'unstoppable'];
const CHILD = fileURLToPath(new URL('../test/support/ingest-child.ts', import.meta.url));
let h: Harness;
let env: Record<string, string>;

beforeAll(async () => {
  h = await createHarness({ feed: { ratePerSec: 0, backlog: BACKLOG, backlogWindowSec: 3600 } });
  const head = h.sandbox.targets.evm.chains.ethereum.head();
  env = {
    ...(process.env as Record<string, string>),
    UPSTREAMS: 'sandbox',
    SANDBOX_URL: h.sandbox.server.url,
    DATABASE_URL: h.db.url,
    INDEXER_SOURCES: SOURCES.join(','),
    INDEXER_START: String(head - 2000), // the backlog spans the last hour (1,800 blocks of 2 s)
    INDEXER_CONFIRMATIONS: '0',
    INDEXER_MAX_BLOCK_RANGE: '50',
    INDEXER_BATCH_SIZE: '200',
    INDEXER_POLL_CRON: '* * * * * *',
    REDIS_PREFIX: h.prefix,
    INDEXER_LOCK_LEASE_MS: '1500',
  };
}, 120_000);
afterAll(() => h.close());

function startChild(): { child: ChildProcess; commits: (source?: string) => number } {
  const child = spawn(process.execPath, ['--import', 'tsx', CHILD], {
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const commits = new Map<string, number>();
  createInterface({ input: child.stdout! }).on('line', (line) => {
    if (!line.startsWith('{"commit"')) return;
    const { commit } = JSON.parse(line) as { commit: string };
    commits.set(commit, (commits.get(commit) ?? 0) + 1);
  });
  const total = () => [...commits.values()].reduce((a, b) => a + b, 0);
  return { child, commits: (source) => (source === undefined ? total() : (commits.get(source) ?? 0)) };
}

async function until(check: () => Promise<boolean> | boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out (rows: ${await h.rowCount()})`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe('crash safety', () => {
  it('a process SIGKILLed between batches loses and duplicates nothing after a restart', async () => {
    const first = startChild();
    await until(() => first.commits() >= 10, 60_000);
    first.child.kill('SIGKILL');
    await new Promise((r) => first.child.once('exit', r));
    const partial = await h.rowCount();
    expect(partial).toBeGreaterThan(0);
    expect(partial).toBeLessThan(BACKLOG);

    // The restart waits out the dead holder's lease, takes the lock and resumes from the stored cursors.
    const second = startChild();
    try {
      await until(async () => (await h.rowCount()) >= BACKLOG, 90_000);
      // Further ticks must not add anything: wait until every source has committed twice more (a tick
      // commits each batch it reads, empty ones too, as the chains move on).
      const seen = SOURCES.map((source) => second.commits(source));
      await until(() => SOURCES.every((source, i) => second.commits(source) >= seen[i]! + 2), 30_000);
      expect(await h.rowCount()).toBe(BACKLOG);
      const dupes = await h.knex.raw<{ rows: unknown[] }>(
        'select domain_name from domain_registrations group by tld, domain_name having count(*) > 1',
      );
      expect(dupes.rows).toEqual([]);
    } finally {
      second.child.kill('SIGTERM');
      await new Promise((r) => second.child.once('exit', r));
    }
  }, 180_000);
});
