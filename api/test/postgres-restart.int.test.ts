import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { migrate, NewsletterSubscription, openOrm, type Orm } from '@namescope/db';
import { openRedis } from '../src/redis.ts';
import { startPrivatePostgres, type PrivatePostgres } from './support/private-postgres.ts';
import { startApp, TEST_REDIS_URL, testConfig, type RunningApp } from './support/test-app.ts';

// Issue 11, PostgreSQL restarted: the API against a PostgreSQL server of this test's own, which the test
// kills (immediate shutdown, as a crash) and starts again while the API keeps running. Writes answer JSON
// 503 while it is down, every write acknowledged before, during or after is there afterwards, and the API
// recovers by itself.
let pg: PrivatePostgres;
let orm: Orm;
let redis: Redis;
let app: RunningApp;
const prefix = `test-pgr-${randomBytes(5).toString('hex')}`;

beforeAll(async () => {
  pg = await startPrivatePostgres();
  await pg.createDatabase('namescope');
  const databaseUrl = pg.url('namescope');
  orm = await openOrm({ databaseUrl, poolMax: 4 });
  await migrate(orm);
  redis = openRedis(TEST_REDIS_URL);
  const config = testConfig(databaseUrl, prefix);
  app = await startApp({ config, orm, redis });
}, 120_000);
afterAll(async () => {
  await app?.close();
  const keys = (await redis?.keys(`${prefix}*`)) ?? [];
  if (keys.length > 0) await redis.del(...keys);
  await redis?.quit();
  await orm?.close();
  await pg?.close();
});

describe('PostgreSQL restarted', () => {
  it('answers JSON 503 for writes while it is down, loses nothing acknowledged and recovers by itself', async () => {
    const c = app.client();
    const acknowledged: string[] = [];
    let serial = 0;
    const subscribe = async () => {
      const email = `pg-${(serial += 1)}-${randomBytes(3).toString('hex')}@example.com`;
      const res = await c.post('/api/newsletter', { email });
      if (res.status === 201) acknowledged.push(email);
      return res;
    };

    for (let i = 0; i < 5; i += 1) expect((await subscribe()).status).toBe(201);

    await pg.stop();
    for (const res of [
      await subscribe(),
      await c.post('/api/contact', {
        name: 'Ada',
        email: 'ada@example.com',
        company: 'Acme',
        interest: 'pg',
      }),
      await c.post('/api/user-search-history', { searchTerm: 'outage', sessionId: 'sess-pg-down-0001' }),
    ]) {
      expect(res.status).toBe(503);
      expect(res.headers.get('content-type')).toMatch(/application\/json/);
      expect(res.json).toMatchObject({ code: 'unavailable', message: expect.any(String) });
    }
    expect((await c.get('/api/readyz')).status).toBe(503);

    await pg.start();
    // No process is restarted: the pool makes new connections once the server answers again.
    const back = Date.now();
    const statuses: number[] = [];
    await vi.waitFor(
      async () => {
        const { status } = await subscribe();
        statuses.push(status);
        expect(status).toBe(201);
      },
      { timeout: 30_000, interval: 100 },
    );
    // While it came back, every answer was either the write or a clear 503.
    expect(statuses.filter((s) => s !== 201 && s !== 503)).toEqual([]);
    const refused = statuses.length - 1;
    console.log(
      `postgres restart: first write acknowledged ${Date.now() - back} ms after PostgreSQL was back (${refused} answered 503 meanwhile)`,
    );
    for (let i = 0; i < 5; i += 1) expect((await subscribe()).status).toBe(201);
    expect((await c.get('/api/readyz')).status).toBe(200);

    const stored = await orm.em.fork().find(NewsletterSubscription, { email: { $in: acknowledged } });
    expect(stored.map((s) => s.email).sort()).toEqual([...acknowledged].sort());
    expect(acknowledged.length).toBeGreaterThanOrEqual(11);
  }, 120_000);
});
