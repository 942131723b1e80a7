import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestStores, startApp, type RunningApp, type TestStores } from './support/test-app.ts';

// The app's real page: the build's when there is one (make test builds first), else its source, whose head
// the build leaves as it is.
const WEB = path.resolve(import.meta.dirname, '../../web');
const INDEX_HTML = [path.join(WEB, 'dist/index.html'), path.join(WEB, 'index.html')].find((f) =>
  existsSync(f),
)!;

let stores: TestStores;
let app: RunningApp;
let dist: string;

beforeAll(async () => {
  stores = await openTestStores();
  dist = mkdtempSync(path.join(tmpdir(), 'namescope-preview-'));
  copyFileSync(INDEX_HTML, path.join(dist, 'index.html'));
  app = await startApp(stores.deps({ WEB_DIST: dist }));
});
afterAll(async () => {
  await app?.close();
  await stores?.close();
  if (dist) rmSync(dist, { recursive: true, force: true });
});

/** The content of the first <meta> whose property or name is `key`, unescaped as a browser would. */
function meta(html: string, key: string): string | undefined {
  const tag = html.match(new RegExp(`<meta\\s+(?:property|name)="${key}"\\s+content="([^"]*)"`));
  return tag?.[1]
    ?.replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}
const title = (html: string) => html.match(/<title>([^<]*)<\/title>/)?.[1];

describe('link previews of /search/{name}', () => {
  it('serves the app with title, description, Open Graph and Twitter tags naming the search', async () => {
    const res = await app.client().get('/search/alice');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(res.text).toContain('<div id="root">');
    expect(title(res.text)).toBe('alice: NameScope search');
    expect(meta(res.text, 'og:title')).toBe('alice: NameScope search');
    expect(meta(res.text, 'og:description')).toMatch(/^Is alice available\? See alice on all 12 /);
    expect(meta(res.text, 'description')).toBe(meta(res.text, 'og:description'));
    expect(meta(res.text, 'og:url')).toBe(`${app.url}/search/alice`);
    expect(meta(res.text, 'twitter:card')).toBe('summary');
    // One title and one description: the page's own were replaced, not doubled.
    expect(res.text.match(/<title>/g)).toHaveLength(1);
    expect(res.text.match(/name="description"/g)).toHaveLength(1);
  });

  it('names the bare name of a term with an extension, any case, and gives the canonical URL', async () => {
    const res = await app.client().get('/search/Alice.ETH');
    expect(res.status).toBe(200);
    expect(meta(res.text, 'og:title')).toBe('alice: NameScope search');
    expect(meta(res.text, 'og:url')).toBe(`${app.url}/search/alice.eth`);
  });

  it('escapes what the URL holds: no markup from a link reaches the page', async () => {
    const res = await app.client().get(`/search/${encodeURIComponent('"><script>alert(1)</script>')}`);
    expect(res.status).toBe(200);
    expect(res.text).not.toContain('<script>alert');
    // The search rule keeps letters, digits and dots: what is left is the name searched.
    expect(meta(res.text, 'og:title')).toBe('scriptalert1script: NameScope search');
  });

  it('still serves the page, with the general title, for names that are no valid search', async () => {
    const general = title(await (await fetch(`${app.url}/`)).text());
    for (const bad of [
      `/search/${'a'.repeat(200)}`,
      '/search/%F0%9F%98%80',
      '/search/%2E%2E',
      '/search/a..b',
    ]) {
      const res = await app.client().get(bad);
      expect(res.status, bad).toBe(200);
      expect(res.text, bad).toContain('<div id="root">');
      expect(title(res.text), bad).toBe(general);
      expect(meta(res.text, 'og:title'), bad).toBeUndefined();
    }
    // A malformed escape is taken as typed, as the app's router takes it: no 400 from the file server.
    const malformed = await app.client().get('/search/%E0%A4%A');
    expect(malformed.status).toBe(200);
    expect(meta(malformed.text, 'og:title')).toBe('e0a4a: NameScope search');
    // Deeper paths are no search page: the app's 404.
    expect((await app.client().get('/search/alice/more')).status).toBe(404);
  });

  it('redirects the old form /?q={name} to /search/{name}', async () => {
    const res = await fetch(`${app.url}/?q=Alice`, { redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/search/alice');
    // Without q, / is the home page.
    expect((await fetch(`${app.url}/`, { redirect: 'manual' })).status).toBe(200);
  });
});
