import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webCsp } from '../src/middleware/web-app.ts';
import { openTestStores, startApp, type RunningApp, type TestStores } from './support/test-app.ts';

// A build as web/prerender-home.ts leaves it: index.html with the home route rendered in its root, and the
// plain page beside it as shell.html.
const page = (root: string) =>
  `<!doctype html><html><head><title>NameScope: one name, twelve naming services</title>` +
  `<meta name="description" content="NameScope" /></head><body><div id="root">${root}</div></body></html>`;
const HOME = page('<h1>the prerendered hero</h1>');
const SHELL = page('');

let stores: TestStores;
const dists: string[] = [];
const apps: RunningApp[] = [];

async function serve(files: Record<string, string>): Promise<RunningApp> {
  const dist = mkdtempSync(path.join(tmpdir(), 'namescope-prerendered-'));
  dists.push(dist);
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dist, name), text);
  const app = await startApp(stores.deps({ WEB_DIST: dist }));
  apps.push(app);
  return app;
}

beforeAll(async () => {
  stores = await openTestStores();
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await stores?.close();
  for (const dist of dists) rmSync(dist, { recursive: true, force: true });
});

describe('the prerendered home page (dist/index.html) and the shell (dist/shell.html)', () => {
  let app: RunningApp;
  beforeAll(async () => {
    app = await serve({ 'index.html': HOME, 'shell.html': SHELL });
  });

  it('sends the prerendered page for / alone, with its query string too', async () => {
    for (const url of ['/', '/?utm_source=x']) {
      const res = await app.client().get(url);
      expect(res.status, url).toBe(200);
      expect(res.text, url).toBe(HOME);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(res.headers.get('content-security-policy')).toBe(webCsp());
    }
  });

  it('sends the shell for every other route, an unknown path (404) and a HEAD of it', async () => {
    for (const [url, status] of [
      ['/learn', 200],
      ['/learn/', 200],
      ['/Supported', 200],
      ['/address/0x0000000000000000000000000000000000000001', 200],
      ['/no-such-page', 404],
    ] as const) {
      const res = await app.client().get(url);
      expect({ url, status: res.status, shell: res.text === SHELL }).toEqual({ url, status, shell: true });
      expect(res.headers.get('content-security-policy')).toBe(webCsp());
    }
    const head = await fetch(`${app.url}/learn`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(Number(head.headers.get('content-length'))).toBe(Buffer.byteLength(SHELL));
  });

  it("names a search's page in the shell, never in the prerendered home", async () => {
    const res = await app.client().get('/search/alice');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<title>alice: NameScope search</title>');
    expect(res.text).toContain('<div id="root"></div>');
    expect(res.text).not.toContain('the prerendered hero');
  });

  it("redirects the form's GET of /?q= to the search's URL (the home form without JavaScript)", async () => {
    const res = await fetch(`${app.url}/?q=Alice.ETH`, { redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/search/alice.eth');
  });
});

describe("a build's inline scripts (dist/inline-scripts.json)", () => {
  const THEME = 'document.documentElement.className="dark"';
  const hash = `sha256-${createHash('sha256').update(THEME).digest('base64')}`;
  const themed = page('').replace('<title>', `<script>${THEME}</script><title>`);

  it('are allowed by their hashes in the CSP of every page, and nothing else inline', async () => {
    const app = await serve({
      'index.html': themed,
      'shell.html': themed,
      'inline-scripts.json': JSON.stringify({ scriptHashes: [hash] }),
    });
    for (const url of ['/', '/learn', '/search/alice', '/no-such-page']) {
      const csp = (await app.client().get(url)).headers.get('content-security-policy');
      expect(csp, url).toBe(webCsp([hash]));
      expect(csp, url).toContain(`script-src 'self' '${hash}' https://platform.twitter.com;`);
    }
  });

  it('stop the start when the list holds anything but sha256 hashes', async () => {
    for (const list of [{ scriptHashes: ["sha256-x' 'unsafe-inline"] }, { scriptHashes: 'sha256-' }, {}])
      await expect(
        serve({ 'index.html': themed, 'inline-scripts.json': JSON.stringify(list) }),
      ).rejects.toThrow(/inline-scripts\.json does not list sha256 script hashes/);
  });
});

describe('a build without shell.html', () => {
  it('sends its index.html for every route, as before the prerendering', async () => {
    const app = await serve({ 'index.html': SHELL });
    for (const url of ['/', '/learn', '/no-such-page'])
      expect((await app.client().get(url)).text, url).toBe(SHELL);
  });
});
