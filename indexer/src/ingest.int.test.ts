import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
});
