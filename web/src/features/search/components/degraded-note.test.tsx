// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EXTENSION_KEYS, type ServiceState, type StatusResponse } from '@namescope/common';
import { stubApi } from '../../../test-utils/api.ts';
import { renderWithProviders } from '../../../test-utils/render.tsx';
import { DegradedNote } from './degraded-note.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function statusWith(states: Partial<Record<string, ServiceState>>): StatusResponse {
  return {
    generatedAt: '2026-11-24T12:00:00.000Z',
    windowMinutes: 60,
    recentMinutes: 5,
    timeLimitMs: 4000,
    services: EXTENSION_KEYS.map((extension) => ({
      extension,
      state: states[extension] ?? 'operational',
      lookups: 10,
      successRate: 1,
      p50Ms: 50,
      p95Ms: 90,
      recent: { lookups: 10, successRate: 1, p95Ms: 90 },
      latency: [],
    })),
  };
}

describe('DegradedNote', () => {
  it('marks only the degraded services, from one status request for all the cards', async () => {
    const api = stubApi({ 'GET /api/status': statusWith({ algo: 'degraded', sui: 'no-data' }) });
    renderWithProviders(
      <>
        {EXTENSION_KEYS.map((key) => (
          <div key={key} data-testid={`card-${key}`}>
            <DegradedNote extension={key} />
          </div>
        ))}
      </>,
    );
    const note = await screen.findByTestId('degraded-note');
    expect(note.textContent).toBe('Service degraded');
    expect(note.closest('[data-testid="card-algo"]')).toBeTruthy();
    expect(note.getAttribute('href')).toBe('/status');
    expect(screen.getAllByTestId('degraded-note')).toHaveLength(1);
    expect(api.filter((c) => c.path === '/api/status')).toHaveLength(1);
  });

  it('shows nothing when the status cannot be read', async () => {
    const api = stubApi({});
    renderWithProviders(<DegradedNote extension="algo" />);
    await vi.waitFor(() => expect(api).toHaveLength(1));
    expect(screen.queryByTestId('degraded-note')).toBeNull();
  });
});
