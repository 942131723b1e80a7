import { describe, expect, it } from 'vitest';
import { avvyNameHash, avvyNameHashUnder } from './avvy-hash.ts';

describe('avvyNameHashUnder', () => {
  it('hashes a name under a precomputed parent as avvyNameHash hashes the full name', () => {
    const under = avvyNameHashUnder('avax');
    for (const name of ['alice', 'a', 'sub.alice', 'x-1', 'z'.repeat(62)])
      expect(under(name)).toBe(avvyNameHash(`${name}.avax`));
    expect(() => under('Bad')).toThrow();
  });
});
