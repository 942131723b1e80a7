import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedAdmin } from '@namescope/db';
import { SESSION_COOKIE } from '../src/middleware/session.ts';
import { openTestStores, startApp, type RunningApp, type TestStores } from './support/test-app.ts';
import { TestClient } from './support/test-client.ts';

// Issue 11, secrets: the session cookie is never readable by scripts, and SESSION_KEYS can be rotated:
// 'new,old' still accepts a cookie signed with 'old' (and re-signs it with 'new'), and signs new cookies
// with 'new'. Several API processes on one Redis, each with its own SESSION_KEYS, as during a rollout.
const PASSWORD = 'rotation-test-password-1234';
const OLD = 'o'.repeat(40);
const NEW = 'n'.repeat(40);

let stores: TestStores;
const apps: RunningApp[] = [];
let oldOnly: RunningApp;
let rotated: RunningApp;
let newOnly: RunningApp;

beforeAll(async () => {
  stores = await openTestStores();
  await seedAdmin(stores.orm.em.fork(), PASSWORD);
  for (const keys of [OLD, `${NEW},${OLD}`, NEW])
    apps.push(await startApp(stores.deps({ SESSION_KEYS: keys })));
  [oldOnly, rotated, newOnly] = apps as [RunningApp, RunningApp, RunningApp];
});
afterAll(async () => {
  await Promise.all(apps.map((a) => a.close()));
  await stores?.close();
});

/** The same client (cookies, IP) talking to another API process. */
const moveTo = (client: TestClient, app: RunningApp): TestClient => {
  const moved = new TestClient(app.url, client.ip);
  for (const [k, v] of client.cookies) moved.cookies.set(k, v);
  return moved;
};
const isAdmin = async (c: TestClient) => (await c.get('/api/admin/check')).json.isAdmin as boolean;

async function login(app: RunningApp, headers: Record<string, string> = {}) {
  const c = app.client();
  const res = await c.post('/api/admin/login', { password: PASSWORD }, headers);
  expect(res.status).toBe(200);
  return { client: c, res };
}

describe('session cookie flags', () => {
  it('sets the id and its signature httpOnly, SameSite=Strict, path /, and Secure only over https', async () => {
    const plain = await login(oldOnly);
    const overHttps = await login(oldOnly, { 'X-Forwarded-Proto': 'https' });
    for (const { res, secure } of [
      { res: plain.res, secure: false },
      { res: overHttps.res, secure: true },
    ]) {
      const names = [SESSION_COOKIE, `${SESSION_COOKIE}.sig`];
      for (const name of names) {
        const line = res.setCookies.find((l) => l.startsWith(`${name}=`));
        expect(line, name).toBeDefined();
        const attrs = line!.split(';').map((a) => a.trim().toLowerCase());
        expect(attrs).toContain('httponly');
        expect(attrs).toContain('samesite=strict');
        expect(attrs).toContain('path=/');
        expect(attrs.includes('secure')).toBe(secure);
      }
    }
  });
});

describe('session key rotation', () => {
  it('accepts a cookie signed with the old key and re-signs it with the new one', async () => {
    const { client } = await login(oldOnly);
    const oldSig = client.cookies.get(`${SESSION_COOKIE}.sig`);
    // A process that knows only the new key refuses the old signature.
    expect(await isAdmin(moveTo(client, newOnly))).toBe(false);

    const during = moveTo(client, rotated);
    expect(await isAdmin(during)).toBe(true);
    const newSig = during.cookies.get(`${SESSION_COOKIE}.sig`);
    expect(newSig).toBeDefined();
    expect(newSig).not.toBe(oldSig);
    // The re-signed cookie is valid where only the new key is known, and still the same session.
    expect(await isAdmin(moveTo(during, newOnly))).toBe(true);
    expect(during.cookies.get(SESSION_COOKIE)).toBe(client.cookies.get(SESSION_COOKIE));
  });

  it('signs new sessions with the first key', async () => {
    const { client } = await login(rotated);
    expect(await isAdmin(moveTo(client, newOnly))).toBe(true);
    expect(await isAdmin(moveTo(client, oldOnly))).toBe(false);
  });

  it('refuses a cookie whose signature no key made', async () => {
    const { client } = await login(rotated);
    const forged = moveTo(client, rotated);
    forged.cookies.set(`${SESSION_COOKIE}.sig`, 'AAAAAAAAAAAAAAAAAAAAAAAAAAA');
    expect(await isAdmin(forged)).toBe(false);
  });
});
