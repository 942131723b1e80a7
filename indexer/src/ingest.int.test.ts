import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CursorConflictError } from './ingest/cursor-conflict-error.ts';
import { createIngestStore, type IngestStore } from './ingest/store.ts';
import { createHarness, type Harness } from '../test/support/harness.ts';
import { syntheticRegistration } from '../test/support/synthetic-registration.ts';

let h: Harness;
let store: IngestStore;
beforeAll(async () => {
  h = await createHarness();
  store = createIngestStore(h.knex);
});
afterAll(() => h.close());

describe('ingest store', () => {
  it('writes a batch and its cursor together, idempotently', async () => {
    const batch = Array.from({ length: 1000 }, (_, i) => syntheticRegistration(i));
    expect(await store.commit('unit', undefined, 'c1', batch)).toBe(1000);
    expect(await store.readCursor('unit')).toBe('c1');
    // A replay of the same rows (and duplicates inside one batch) inserts nothing.
    expect(await store.commit('unit', 'c1', 'c2', [...batch, ...batch.slice(0, 10)])).toBe(0);
    expect(await h.rowCount()).toBe(1000);
  });

  it('rolls the rows back when another writer moved the cursor', async () => {
    await expect(store.commit('unit', 'c1', 'c3', [syntheticRegistration(5000)])).rejects.toBeInstanceOf(
      CursorConflictError,
    );
    await expect(store.commit('fresh', undefined, 'x', [])).resolves.toBe(0);
    await expect(store.commit('fresh', undefined, 'y', [syntheticRegistration(5001)])).rejects.toBeInstanceOf(
      CursorConflictError,
    );
    expect(await h.rowCount()).toBe(1000);
    expect(await store.readCursor('unit')).toBe('c2');
  });

  it('stores names as they are, in chain order, whatever characters they hold', async () => {
    const names = ['tab\there.eth', 'line\nbreak\r.eth', 'back\\slash\\t.eth', 'ünïcødé🦊.eth'];
    // Handed over out of chain order: the rows' ids still follow the chain.
    const batch = names
      .map((domainName, i) => ({ ...syntheticRegistration(9000 + i), domainName }))
      .reverse();
    expect(await store.commit('names', undefined, 'n1', batch)).toBe(names.length);
    const rows = await h.knex.raw<{ rows: { domain_name: string }[] }>(
      `select domain_name from domain_registrations where block_number >= 9100 order by id`,
    );
    expect(rows.rows.map((r) => r.domain_name)).toEqual(names);
  });

  it('gives each connection back idle after a COPY the unique key refused', async () => {
    const batch = [syntheticRegistration(3)];
    // More replays than the pool's four connections: one kept, or kept in a transaction, would show.
    let cursor = 'c2';
    for (let i = 0; i < 6; i++) {
      expect(await store.commit('unit', cursor, `r${i}`, batch)).toBe(0);
      cursor = `r${i}`;
    }
    const sessions = await h.knex.raw<{ rows: { state: string }[] }>(
      `select state from pg_stat_activity where datname = current_database() and backend_type = 'client backend' and pid <> pg_backend_pid()`,
    );
    expect(sessions.rows.filter((s) => s.state !== 'idle')).toEqual([]);
    expect(await h.rowCount()).toBe(1004);
  });

  it('keeps nothing of a batch whose connection broke under its COPY, and hands that connection out no more', async () => {
    // A lock that COPY must wait for, so the COPY's backend can be found and ended mid-statement.
    const blocker = await h.knex.transaction();
    await blocker.raw('lock table domain_registrations in share mode');
    const pending = store.commit('broken', undefined, 'b1', [syntheticRegistration(7000)]);
    pending.catch(() => {});
    const pid = await vi.waitFor(
      async () => {
        const res = await h.knex.raw<{ rows: { pid: number }[] }>(
          `select pid from pg_stat_activity
           where datname = current_database() and wait_event_type = 'Lock' and query like 'copy %'`,
        );
        expect(res.rows).toHaveLength(1);
        return res.rows[0]!.pid;
      },
      { timeout: 30_000, interval: 50 },
    );
    await h.knex.raw('select pg_terminate_backend(?)', [pid]);
    await expect(pending).rejects.toThrow();
    await blocker.rollback();
    expect(await store.readCursor('broken')).toBeUndefined();
    // As many batches at once as the pool has connections: each gets a working one.
    const sources = ['broken', 'other1', 'other2', 'other3'];
    const counts = await Promise.all(
      sources.map((s, i) => store.commit(s, undefined, 'b1', [syntheticRegistration(7000 + i)])),
    );
    expect(counts).toEqual([1, 1, 1, 1]);
    expect(await store.readCursor('broken')).toBe('b1');
  });
});
