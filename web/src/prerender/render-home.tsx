import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { Providers } from '../app/providers.tsx';
import { createQueryClient } from '../app/query-client.ts';
import { AppRoutes } from '../app/routes.tsx';

/**
 * The home route (/) as the client first renders it, to HTML at build time (prerender-home.ts writes it into
 * dist/index.html, main.tsx hydrates it): the same providers and routes as main.tsx, so hydration finds the
 * same tree. Emotion, run outside a browser, puts each rule's <style data-emotion> tag beside the element it
 * styles; home-html.ts moves them into <head>.
 */
export async function renderHome(): Promise<string> {
  const { prelude } = await prerender(
    <StrictMode>
      <Providers client={createQueryClient()}>
        <StaticRouter location="/">
          <AppRoutes />
        </StaticRouter>
      </Providers>
    </StrictMode>,
    // Whole: React otherwise sends a large finished Suspense boundary (the page in the layout's) after the rest
    // with an inline script to move it in place, which the CSP refuses.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return new Response(prelude).text();
}
