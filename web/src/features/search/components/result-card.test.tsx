// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Profiler } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { Providers } from '../../../app/providers.tsx';
import { createQueryClient } from '../../../app/query-client.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { META, stubApi } from '../../../test-utils/api.ts';
import { renderWithProviders } from '../../../test-utils/render.tsx';
import { makeResult } from '../test-results.ts';
import { ResultCard, type ResultCardProps } from './result-card.tsx';

beforeEach(() => stubApi({ 'GET /api/meta': META }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const now = new Date('2025-06-01T00:00:40Z');
function renderCard(over: Partial<ResultCardProps> = {}) {
  const props: ResultCardProps = {
    result: makeResult('eth', { owner: '0xowner', checkedAt: '2025-06-01T00:00:00Z' }),
    now,
    compact: false,
    textOnly: false,
    authenticated: false,
    cybersquatted: false,
    acknowledged: false,
    onAcknowledge: vi.fn(),
    ...over,
  };
  renderWithProviders(<ResultCard {...props} />);
  return props;
}

describe('ResultCard', () => {
  it('paints the answer before the parts that read other queries (watchlist, service status)', async () => {
    const client = createQueryClient();
    // The queries each commit had asked for, and whether the card's answer was on screen then.
    const commits: { keys: unknown[]; answer: boolean }[] = [];
    const onRender = () =>
      commits.push({
        keys: client
          .getQueryCache()
          .findAll()
          .map((q) => q.queryKey[0]),
        answer: screen.queryByTestId('status-badge')?.textContent === 'Taken',
      });
    render(
      <Providers client={client}>
        <MemoryRouter>
          <Profiler id="card" onRender={onRender}>
            <ResultCard
              result={makeResult('eth', { owner: '0xowner' })}
              now={now}
              compact={false}
              textOnly={false}
              authenticated={false}
              cybersquatted={false}
              acknowledged={false}
              onAcknowledge={vi.fn()}
            />
          </Profiler>
        </MemoryRouter>
      </Providers>,
    );
    expect(commits[0]).toMatchObject({ answer: true });
    expect(commits[0]!.keys).not.toContain('watchlist');
    expect(commits[0]!.keys).not.toContain('status');
    await waitFor(() =>
      expect(commits.at(-1)!.keys).toEqual(expect.arrayContaining(['watchlist', 'status'])),
    );
  });

  it('shows the name, service, chain, status in words and freshness', () => {
    renderCard();
    const card = screen.getByTestId('result-card-eth');
    expect(within(card).getByRole('heading', { name: 'alice.eth' })).toBeTruthy();
    expect(card.textContent).toContain('ENS');
    expect(within(card).getByTestId('chain-label').textContent).toBe('Ethereum');
    expect(within(card).getByTestId('status-badge').textContent).toBe('Taken');
    expect(within(card).getByTestId('checked-ago').textContent).toBe('checked 40 s ago');
    expect(within(card).getByRole('link', { name: /View Profile/ })).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Copy Owner of alice.eth' })).toBeTruthy();
  });

  it('says in one line when a name is in its grace period, and nothing for an active name', () => {
    // ENS: 90 days of grace after the expiry, by common's rules at the card's clock.
    renderCard({ result: makeResult('eth', { expirationDate: '2025-05-01T12:00:00.000Z' }) });
    expect(screen.getByTestId('lifecycle-note').textContent).toBe(
      'In grace period until Jul 30, 2025: only the current owner can renew',
    );
    cleanup();
    renderCard({ result: makeResult('eth', { expirationDate: '2026-06-01T12:00:00.000Z' }) });
    expect(screen.queryByTestId('lifecycle-note')).toBeNull();
  });

  it('applies the per-extension expiry and email rules', () => {
    renderCard({ result: makeResult('sats', { expirationDate: '2030-01-01' }) });
    const card = screen.getByTestId('result-card-sats');
    expect(card.textContent).toContain('None (perpetual ownership)');
    expect(card.textContent).toContain('No Native Email Support');
    expect((within(card).getByRole('button', { name: 'View Profile' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('replaces a broken avatar with a black placeholder, and Text Only hides avatars', () => {
    renderCard({ result: makeResult('eth', { avatar: 'https://example.invalid/a.png' }) });
    fireEvent.error(screen.getByRole('img', { name: 'Avatar of alice.eth' }));
    expect(screen.getByTestId('avatar-placeholder')).toBeTruthy();
    cleanup();
    renderCard({ result: makeResult('eth', { avatar: 'https://example.invalid/a.png' }), textOnly: true });
    expect(screen.queryByRole('img', { name: 'Avatar of alice.eth' })).toBeNull();
  });

  it('covers a cybersquatted card until acknowledged', () => {
    const props = renderCard({ cybersquatted: true });
    fireEvent.click(screen.getByRole('button', { name: 'I Acknowledge' }));
    expect(props.onAcknowledge).toHaveBeenCalledWith('alice.eth');
    cleanup();
    renderCard({ cybersquatted: true, acknowledged: true });
    expect(screen.queryByTestId('cybersquat-overlay')).toBeNull();
    expect(screen.getByText('CYBERSQUATTED')).toBeTruthy();
  });

  it('shows an available name without the records of an expired registration', () => {
    renderCard({
      result: makeResult('algo', {
        available: true,
        status: 'available',
        owner: 'OLDOWNER',
        originationDate: '2024-09-27T12:00:00.000Z',
        expirationDate: '2025-03-01T12:00:00.000Z',
      }),
    });
    const card = screen.getByTestId('result-card-algo');
    expect(within(card).getByTestId('status-badge').textContent).toBe('Available');
    expect(card.querySelector('dl')).toBeNull();
    expect(within(card).getByTestId('lifecycle-note').textContent).toMatch(
      /^Expired on Mar 1, 2025; free to/,
    );
    expect(within(card).getByRole('link', { name: /Register Domain/ })).toBeTruthy();
  });

  it('reserves an authenticated name its service reports free for its verified holder', () => {
    renderCard({ result: makeResult('eth', { available: true, status: 'available' }), authenticated: true });
    const card = screen.getByTestId('result-card-eth');
    expect(card.getAttribute('data-status')).toBe('reserved');
    expect(within(card).getByTestId('status-badge').textContent).toBe('Reserved');
    expect(within(card).getByTestId('reserved-note').textContent).toContain(
      'Reserved for its verified holder',
    );
    expect(within(card).queryByRole('link', { name: /Register Domain/ })).toBeNull();
  });

  it('offers registration for available names, with the .sol discount dialog first', async () => {
    renderCard({ result: makeResult('sol', { available: true, status: 'available' }) });
    fireEvent.click(screen.getByRole('button', { name: 'Register Domain' }));
    expect(await screen.findByTestId('sol-discount-code')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue to Registration' })).toBeTruthy();
  });
});
