// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { WatchlistItem } from '@namescope/common';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../test-utils/api.ts';
import { renderWithProviders } from '../../test-utils/render.tsx';
import { makeResult } from '../search/test-results.ts';
import { WatchToggle, bareOf } from './watch-toggle.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const SESSION = '1700000000000-abcdefghij';
const watched = (id: number): WatchlistItem => ({
  id,
  extension: 'base',
  name: 'alice',
  domain: 'alice.base.eth',
  service: 'Basenames',
  status: 'taken',
  lifecycle: null,
  expirationDate: null,
  lastCheckedAt: null,
  createdAt: '2026-01-01T00:00:00Z',
});

/** A fake watchlist API holding items in memory, like the server would. */
function fakeWatchlist() {
  let items: WatchlistItem[] = [];
  const calls = stubApi({
    [`GET /api/watchlist/${SESSION}`]: () => ({ token: null, max: 200, items }),
    'POST /api/watchlist': () => {
      items = [watched(7)];
      return items[0];
    },
    [`DELETE /api/watchlist/${SESSION}/7`]: () => {
      items = [];
      return { deleted: 1 };
    },
  });
  return calls;
}

describe('WatchToggle', () => {
  it('watches the bare name on its service, then stops watching it', async () => {
    localStorage.setItem('namescope-session-id', SESSION);
    const calls = fakeWatchlist();
    renderWithProviders(<WatchToggle result={makeResult('base', { domain: 'alice.base.eth' })} />);
    const star = await screen.findByRole('button', { name: 'Watch alice.base.eth' });
    expect(star.getAttribute('aria-pressed')).toBe('false');

    fireEvent.click(star);
    await waitFor(() => expect(star.getAttribute('aria-pressed')).toBe('true'));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      sessionId: SESSION,
      extension: 'base',
      name: 'alice',
    });

    fireEvent.click(star);
    await waitFor(() => expect(star.getAttribute('aria-pressed')).toBe('false'));
    expect(calls.some((c) => c.method === 'DELETE' && c.path === `/api/watchlist/${SESSION}/7`)).toBe(true);
  });

  it('offers no star on a result the service rejected', async () => {
    localStorage.setItem('namescope-session-id', SESSION);
    const calls = fakeWatchlist();
    renderWithProviders(
      <WatchToggle result={makeResult('eth', { error: 'Minimum 3 characters required' })} />,
    );
    await waitFor(() => expect(calls.length).toBe(1));
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('bareOf', () => {
  it('strips the extension of the result, even a two-label one', () => {
    expect(bareOf({ domain: 'alice.base.eth', extension: 'base' })).toBe('alice');
    expect(bareOf({ domain: 'alice.eth', extension: 'eth' })).toBe('alice');
  });
});
