import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createIndexer, type Indexer } from './create-indexer.ts';
import { createHarness, type Harness } from '../test/support/harness.ts';

let h: Harness;
let indexer: Indexer | undefined;
const OWNER = '0x2222222222222222222222222222222222222222';

beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await indexer?.stop();
  await h.close();
});

describe('polling at the chains’ block time', () => {
  it('reads a new block without waiting for the cron schedule', async () => {
    indexer = createIndexer({
      // A schedule that never comes during the test (midnight on 1 January): only the block-time poll runs.
      config: h.config({ INDEXER_SOURCES: 'ens,unstoppable', INDEXER_POLL_CRON: '0 0 0 1 1 *' }),
      knex: h.knex,
      redis: h.redis,
      logger: h.logger,
      counters: {},
    });
    await indexer.start();
    await indexer.whenLeader();
    // After the first (immediate) tick has read up to the head.
    await vi.waitFor(
      async () => {
        const res = await h.knex.raw<{ rows: unknown[] }>('select 1 from indexer_cursors');
        expect(res.rows).toHaveLength(2);
      },
      { timeout: 30_000, interval: 100 },
    );
    h.sandbox.targets.evm.register('eth', 'polledname', OWNER);
    h.sandbox.targets.evm.register('crypto', 'polledname', OWNER);
    await vi.waitFor(
      async () => {
        const res = await h.knex.raw<{ rows: { domain_name: string }[] }>(
          'select domain_name from domain_registrations order by domain_name',
        );
        expect(res.rows.map((r) => r.domain_name)).toEqual(['polledname.crypto', 'polledname.eth']);
      },
      { timeout: 30_000, interval: 100 },
    );
  }, 60_000);
});
