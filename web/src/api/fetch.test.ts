import { historyListResponseSchema } from '@namescope/common';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiPath, errorText, fetchJson, fetchJsonOrNullOn401, request } from './fetch.ts';

// fetch is the platform's, not ours: stubbing it lets these tests see exactly what goes over the wire.
function answer(status: number, body: string, statusText = '', headers: Record<string, string> = {}) {
  const calls: [string, RequestInit][] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push([url, init]);
      return new Response(body || null, { status, statusText, headers });
    }),
  );
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('apiPath', () => {
  it('joins encoded segments under /api with single slashes', () => {
    expect(apiPath('user-search-history', 'abc-1', 7)).toBe('/api/user-search-history/abc-1/7');
    expect(apiPath('admin', 'authenticated-domain', 'a b.eth')).toBe(
      '/api/admin/authenticated-domain/a%20b.eth',
    );
  });
});

describe('request', () => {
  it('sends credentials and JSON bodies', async () => {
    const calls = answer(200, '{}');
    await request('/api/newsletter', { method: 'POST', body: { email: 'a@b.co' } });
    const [url, init] = calls[0]!;
    expect(url).toBe('/api/newsletter');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include', body: '{"email":"a@b.co"}' });
    expect(init.headers).toMatchObject({ 'Content-Type': 'application/json' });
  });
  it('adds only defined query parameters', async () => {
    const calls = answer(200, '{}');
    await request('/api/registrations', { query: { tld: '.eth', other: undefined } });
    expect(calls[0]![0]).toBe('/api/registrations?tld=.eth');
  });
  it('keeps the seconds a 429 asks to wait (Retry-After), and ignores a Retry-After that is not seconds', async () => {
    answer(429, '{"message":"later","code":"rate_limited"}', 'Too Many Requests', { 'Retry-After': '120' });
    expect(((await request('/api/x').catch((e: unknown) => e)) as ApiError).retryAfterS).toBe(120);
    answer(429, '', 'Too Many Requests', { 'Retry-After': 'Wed, 21 Oct 2015 07:28:00 GMT' });
    expect(((await request('/api/x').catch((e: unknown) => e)) as ApiError).retryAfterS).toBeUndefined();
    answer(500, '');
    expect(((await request('/api/x').catch((e: unknown) => e)) as ApiError).retryAfterS).toBeUndefined();
  });
  it('fails with `${status}: ${body || statusText}`', async () => {
    answer(400, '{"message":"bad term","code":"invalid_input"}', 'Bad Request');
    const err = await request('/api/x').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).message).toBe('400: {"message":"bad term","code":"invalid_input"}');
    expect((err as ApiError).serverMessage).toBe('bad term');
    expect(errorText(err)).toBe('bad term');
    answer(503, '', 'Service Unavailable');
    await expect(request('/api/x')).rejects.toThrow(/^503: Service Unavailable$/);
  });
});

describe('fetchJson', () => {
  it('parses with the common schema', async () => {
    answer(200, '{"history":[{"id":1,"searchTerm":"alice","createdAt":"2025-01-01T00:00:00Z"}]}');
    const body = await fetchJson(historyListResponseSchema, '/api/user-search-history/s');
    expect(body.history[0]!.searchTerm).toBe('alice');
  });
  it('yields null on 401 only when asked', async () => {
    answer(401, '{"message":"sign in","code":"unauthorized"}');
    expect(await fetchJsonOrNullOn401(historyListResponseSchema, '/api/x')).toBeNull();
    await expect(fetchJson(historyListResponseSchema, '/api/x')).rejects.toThrow(/^401: /);
  });
});
