import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { Providers } from '../app/providers.tsx';
import { createQueryClient } from '../app/query-client.ts';

/** Renders inside the app's providers with a fresh QueryClient (retries off, as in the app) and a router. */
export function renderWithProviders(ui: ReactElement, { route = '/' } = {}): RenderResult {
  const client = createQueryClient();
  return render(
    <Providers client={client}>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </Providers>,
  );
}
