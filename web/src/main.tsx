import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { Providers } from './app/providers.tsx';
import { createQueryClient } from './app/query-client.ts';
import { AppRoutes } from './app/routes.tsx';

const client = createQueryClient();

const app = (
  <StrictMode>
    <Providers client={client}>
      {/* Navigations commit at once, not as transitions: a search's URL is its state, and a transition that
          its own streamed answers keep interrupting lets the URL, the title and the cards disagree (a Back
          pressed before the submitted URL committed was lost). A lazy page shows the layout's spinner. */}
      <BrowserRouter useTransitions={false}>
        <AppRoutes />
      </BrowserRouter>
    </Providers>
  </StrictMode>
);

// The build renders / into index.html (src/prerender) and the server sends that page for / alone: there React
// takes over the markup already on screen, with whatever the visitor typed meanwhile. Any other page starts
// from the empty shell. render-home.tsx renders the same tree.
const container = document.getElementById('root')!;
if (window.location.pathname === '/' && container.firstElementChild) hydrateRoot(container, app);
else createRoot(container).render(app);
