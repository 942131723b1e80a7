import type { WatchlistItem } from '@namescope/common';
import { describe, expect, it } from 'vitest';
import { byExpiry } from './sort-items.ts';

const item = (domain: string, expirationDate: string | null, createdAt: string): WatchlistItem => ({
  id: 1,
  extension: 'eth',
  name: domain,
  domain,
  service: 'ENS',
  status: 'taken',
  lifecycle: null,
  expirationDate,
  lastCheckedAt: null,
  createdAt,
});

describe('byExpiry', () => {
  it('puts the soonest expiry first and names without one last, newest first', () => {
    const items = [
      item('none-old', null, '2026-01-01T00:00:00Z'),
      item('late', '2028-01-01T00:00:00Z', '2026-01-01T00:00:00Z'),
      item('none-new', null, '2026-02-01T00:00:00Z'),
      item('soon', '2026-12-01T00:00:00Z', '2026-01-01T00:00:00Z'),
    ];
    expect(items.sort(byExpiry).map((i) => i.domain)).toEqual(['soon', 'late', 'none-new', 'none-old']);
  });
});
