import { describe, expect, it } from 'vitest';
import { snapshotChanges, type StoreSnapshot } from './fuzz/store-snapshot.ts';

// The fuzzer's "nothing stored changes" check must be able to fail: each kind of change it must catch.
const row = (value: Record<string, unknown>) => JSON.stringify(value);
const snapshot = (rows: string[], hash: Record<string, string> = { eth: '1' }): StoreSnapshot => ({
  tables: new Map([['newsletter_subscriptions', rows]]),
  hashes: new Map([['stats', hash]]),
});
const seeded = row({ id: 1, email: 'seed@example.com' });
const noAdds = { ids: new Set<string>(), values: new Set<string>() };

describe('snapshotChanges', () => {
  it('accepts identical stores', () => {
    expect(snapshotChanges(snapshot([seeded]), snapshot([seeded]), noAdds)).toEqual([]);
  });

  it('reports a changed or removed row, and a changed hash', () => {
    const changed = row({ id: 1, email: 'other@example.com' });
    expect(snapshotChanges(snapshot([seeded]), snapshot([changed]), noAdds)).toHaveLength(2);
    expect(snapshotChanges(snapshot([seeded]), snapshot([]), noAdds)).toHaveLength(1);
    expect(snapshotChanges(snapshot([seeded]), snapshot([seeded], { eth: '2' }), noAdds)).toEqual([
      'redis hash stats changed',
    ]);
  });

  it('allows a row added by a successful write (by the id it answered or a value it sent), not another', () => {
    const added = row({ id: 20_000_000, email: 'new@example.com' });
    const after = snapshot([seeded, added]);
    expect(snapshotChanges(snapshot([seeded]), after, noAdds)).toHaveLength(1);
    expect(snapshotChanges(snapshot([seeded]), after, { ...noAdds, ids: new Set(['20000000']) })).toEqual([]);
    expect(
      snapshotChanges(snapshot([seeded]), after, { ...noAdds, values: new Set(['new@example.com']) }),
    ).toEqual([]);
  });
});
