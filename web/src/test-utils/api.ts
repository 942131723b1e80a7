import { vi } from 'vitest';

export type Handler = (init: RequestInit & { url: string }) => unknown;

/**
 * Answers the app's HTTP calls in DOM tests: keys are 'METHOD /api/path' (query string ignored), values a
 * JSON body, a Response, or a function returning either. Anything else answers 404 JSON. fetch is the
 * browser's API, not one of ours, so this is the seam the component tests use.
 */
export function stubApi(routes: Record<string, unknown | Handler>) {
  const calls: { method: string; path: string; body?: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = new URL(input, 'http://localhost');
      const method = init.method ?? 'GET';
      const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      calls.push({ method, path: url.pathname, body });
      const route = routes[`${method} ${url.pathname}`];
      if (route === undefined)
        return new Response('{"message":"not found","code":"not_found"}', {
          status: 404,
          statusText: 'Not Found',
        });
      const value =
        typeof route === 'function' ? await (route as Handler)({ ...init, url: url.href }) : route;
      if (value instanceof Response) return value;
      return new Response(JSON.stringify(value ?? {}), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return calls;
}

export const META = { upstreams: 'sandbox', contactEmail: 'hello@namescope.example' };
