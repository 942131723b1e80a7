import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DomainRegistration } from '@namescope/db';
import { TLDS } from '@namescope/common';
import { openTestStores, startApp, type RunningApp, type TestStores } from './support/test-app.ts';

let stores: TestStores;
let app: RunningApp;
const DAY_MS = 86_400_000;
const today = Math.floor(Date.now() / DAY_MS) * DAY_MS;
const dayKey = (daysAgo: number) => new Date(today - daysAgo * DAY_MS).toISOString().slice(0, 10);

beforeAll(async () => {
  stores = await openTestStores();
  app = await startApp(stores.deps());
  const em = stores.orm.em.fork();
  // [name, tld, days ago, minutes into that UTC day]: two .eth today (one at 00:00 sharp, one at 23:59 of
  // yesterday, which must count for yesterday), three .sol five days ago, and rows outside the 30 days.
  const rows: [string, string, number, number][] = [
    ['a.eth', '.eth', 0, 0],
    ['b.eth', '.eth', 0, 30],
    ['c.eth', '.eth', 1, 23 * 60 + 59],
    ['a.sol', '.sol', 5, 60],
    ['b.sol', '.sol', 5, 61],
    ['c.sol', '.sol', 5, 600],
    ['old.eth', '.eth', 30, 600],
    ['older.sol', '.sol', 200, 0],
  ];
  for (const [domainName, tld, daysAgo, minutes] of rows) {
    em.create(DomainRegistration, {
      domainName,
      tld,
      service: 'test',
      registrant: '0x1234567890abcdef1234567890abcdef12345678',
      transactionHash: `0xtx-${domainName}`,
      blockTimestamp: new Date(today - daysAgo * DAY_MS + minutes * 60_000),
      blockNumber: 1,
    });
  }
  await em.flush();
});
afterAll(async () => {
  await app?.close();
  await stores?.close();
});

describe('GET /api/registrations/daily', () => {
  it('counts new registrations per UTC day over the last 30 days, one series per extension', async () => {
    const res = await app.client().get('/api/registrations/daily');
    expect(res.status).toBe(200);
    expect(res.json.days).toHaveLength(30);
    expect(res.json.days[0]).toBe(dayKey(29));
    expect(res.json.days[29]).toBe(dayKey(0));
    expect(res.json.series.map((s: { tld: string }) => s.tld)).toEqual(TLDS);
    const eth = res.json.series.find((s: { tld: string }) => s.tld === '.eth');
    const sol = res.json.series.find((s: { tld: string }) => s.tld === '.sol');
    expect(eth.total).toBe(3);
    expect(eth.counts[29]).toBe(2);
    expect(eth.counts[28]).toBe(1);
    expect(sol.total).toBe(3);
    expect(sol.counts[24]).toBe(3);
    expect(res.json.series.find((s: { tld: string }) => s.tld === '.sui').total).toBe(0);
  });

  it('follows the tld filter and the days parameter', async () => {
    const res = await app.client().get(`/api/registrations/daily?tld=${encodeURIComponent('.sol')}&days=7`);
    expect(res.status).toBe(200);
    expect(res.json.days).toHaveLength(7);
    expect(res.json.series).toEqual([{ tld: '.sol', total: 3, counts: [0, 3, 0, 0, 0, 0, 0] }]);
    const longer = await app.client().get('/api/registrations/daily?tld=.eth&days=31');
    expect(longer.json.series[0].total).toBe(4);
  });

  it.each(['tld=.com', 'days=0', 'days=91', 'days=abc', 'days=1.5'])(
    'answers 400 JSON to %s',
    async (query) => {
      const res = await app.client().get(`/api/registrations/daily?${query}`);
      expect(res.status).toBe(400);
      expect(res.json).toMatchObject({ message: expect.any(String), code: expect.any(String) });
    },
  );
});
