import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { Providers } from './app/providers.tsx';
import { createQueryClient } from './app/query-client.ts';
import { AppRoutes } from './app/routes.tsx';

const client = createQueryClient();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers client={client}>
      {/* Navigations commit at once, not as transitions: a search's URL is its state, and a transition that
          its own streamed answers keep interrupting lets the URL, the title and the cards disagree (a Back
          pressed before the submitted URL committed was lost). A lazy page shows the layout's spinner. */}
      <BrowserRouter useTransitions={false}>
        <AppRoutes />
      </BrowserRouter>
    </Providers>
  </StrictMode>,
);
