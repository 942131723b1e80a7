import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_URL, NOT_FOUND_LOGGED, launchChromium, newContext } from './browser.ts';
import { eventually, setSandboxFault } from './helpers.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => browser?.close());

/** What a first visit of / costs on the wire, per response and in all (encoded bodies plus headers). */
const FIRST_VISIT_BUDGET = 220 * 1024;

describe('serving the site', () => {
  it('sends the first visit compressed (brotli), within 220 KB, hashed assets immutable', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const responses: import('playwright-core').Response[] = [];
    page.on('response', (r) => responses.push(r));
    await page.goto('/', { waitUntil: 'networkidle' });
    await page.getByTestId('search-input').waitFor();

    const assets = responses.filter((r) => new URL(r.url()).pathname.startsWith('/assets/'));
    expect(assets.length).toBeGreaterThan(0);
    for (const r of assets) {
      const headers = await r.allHeaders();
      // Brotli, unless the file is under 1 KiB, too small to be worth compressing (the build keeps no copy).
      const brotliOrTiny = headers['content-encoding'] === 'br' || Number(headers['content-length']) < 1024;
      expect({ url: r.url(), brotliOrTiny }).toEqual({ url: r.url(), brotliOrTiny: true });
      expect(headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    const doc = responses.find((r) => r.request().resourceType() === 'document')!;
    expect((await doc.allHeaders())['cache-control']).toBe('no-cache');

    let transferred = 0;
    for (const r of responses) {
      const sizes = await r.request().sizes();
      transferred += sizes.responseBodySize + sizes.responseHeadersSize;
    }
    expect(transferred).toBeLessThanOrEqual(FIRST_VISIT_BUDGET);
    await context.close();
  });

  it('serves gzip to clients without brotli, and identity to those that accept neither', async () => {
    const context = await newContext(browser);
    const html = await (await context.request.get('/')).text();
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)![1]!;
    const get = (encoding: string) =>
      fetch(`${BASE_URL}${script}`, { headers: { 'Accept-Encoding': encoding } }).then(async (r) => ({
        encoding: r.headers.get('content-encoding'),
        vary: r.headers.get('vary'),
        type: r.headers.get('content-type'),
        body: await r.text(),
      }));
    const [gzip, identity, br] = [await get('gzip'), await get('identity'), await get('br, gzip')];
    expect([gzip.encoding, identity.encoding, br.encoding]).toEqual(['gzip', null, 'br']);
    // fetch decodes each: all three are the same script.
    expect(gzip.body).toBe(identity.body);
    expect(br.body).toBe(identity.body);
    expect(gzip.vary).toMatch(/Accept-Encoding/i);
    expect(gzip.type).toMatch(/javascript/);
    await context.close();
  });

  it('compresses JSON answers of the API', async () => {
    // All twelve results at once: several KB of JSON, whatever the indexer has stored so far.
    const res = await fetch(`${BASE_URL}/api/search/alice`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(((await res.json()) as { results: unknown[] }).results).toHaveLength(12);
  });

  it('still streams search results one by one, uncompressed and unbuffered', async () => {
    // A slow .algo lookup: the other results must reach the browser while it is still pending.
    await setSandboxFault('nfd', { delayMs: 5000 });
    const context = await newContext(browser);
    const page = await context.newPage();
    try {
      await page.goto('/services');
      const term = `stream${Date.now().toString(36)}`;
      await page.evaluate((t) => {
        const w = window as unknown as { __events: string[] };
        w.__events = [];
        const source = new EventSource(`/api/search/${t}/stream`);
        for (const type of ['start', 'result', 'done'])
          source.addEventListener(type, (e) => {
            const data = JSON.parse((e as MessageEvent<string>).data) as { extension?: string };
            w.__events.push(type === 'result' ? `result:${data.extension}` : type);
            if (type === 'done') source.close();
          });
      }, term);
      const events = () => page.evaluate(() => (window as unknown as { __events: string[] }).__events);
      // Results arrive while .algo is still being looked up: nothing holds the stream back.
      await eventually(async () => expect((await events()).length).toBeGreaterThanOrEqual(12));
      const before = await events();
      expect(before).not.toContain('result:algo');
      expect(before).not.toContain('done');
      await eventually(async () => expect(await events()).toContain('done'), 30_000);
      const all = await events();
      expect(all.indexOf('result:algo')).toBe(all.length - 2);
      // Sent as is, whatever the client accepts: compression would hold events back in zlib's buffer.
      const res = await fetch(`${BASE_URL}/api/search/${term}x/stream`, {
        headers: { 'Accept-Encoding': 'br, gzip' },
      });
      expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
      expect(res.headers.get('content-encoding')).toBeNull();
      await res.body?.cancel();
    } finally {
      await setSandboxFault('nfd', null);
    }
    await context.close();
  });
});

describe('unknown paths', () => {
  it('answer 404 with the Page Not Found page; known routes answer 200', async () => {
    // The browser logs the document's own 404 status: that is the point of this test.
    const context = await newContext(browser, { expectErrors: [NOT_FOUND_LOGGED] });
    const page = await context.newPage();
    const missing = await page.goto('/no-such-page');
    expect(missing!.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'Page Not Found', exact: true }).waitFor();
    const nested = await page.goto('/learn/nothing/here');
    expect(nested!.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'Page Not Found', exact: true }).waitFor();
    for (const path of [
      '/',
      '/supported',
      '/registrations',
      '/learn',
      '/authenticate',
      '/services',
      '/contact',
      '/admin',
      '/status',
    ]) {
      const res = await page.goto(path);
      expect({ path, status: res!.status() }).toEqual({ path, status: 200 });
    }
    // A missing file is a plain 404, not the app.
    expect((await context.request.get('/assets/missing.js')).status()).toBe(404);
    await context.close();
  });
});
