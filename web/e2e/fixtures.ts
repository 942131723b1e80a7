import { EXTENSIONS, fullName, type LookupResult } from '@namescope/common';
import type { BrowserContext } from 'playwright-core';

/**
 * Sample API answers for looking at screens without a running stack (the screenshot script only; the
 * browser tests always run against the real stack).
 */
const now = Date.now();
const iso = (days: number) => new Date(now + days * 86_400_000).toISOString();

function result(
  key: (typeof EXTENSIONS)[number]['key'],
  name: string,
  over: Partial<LookupResult>,
): LookupResult {
  const ext = EXTENSIONS.find((e) => e.key === key)!;
  return {
    extension: key,
    domain: fullName(name, key),
    service: ext.service,
    available: false,
    status: 'taken',
    owner: '0x1234567890abcdef1234567890abcdef12345678',
    address: '0x1234567890abcdef1234567890abcdef12345678',
    primaryName: null,
    originationDate: iso(-400),
    expirationDate: iso(300),
    avatar: null,
    email: null,
    twitter: 'namescope',
    discord: null,
    linkedin: null,
    website: null,
    checkedAt: new Date(now - 40_000).toISOString(),
    cached: false,
    ...over,
  };
}

export function sampleResults(name: string): LookupResult[] {
  return [
    result('eth', name, {
      avatar: 'https://example.invalid/broken.png',
      email: 'alice@example.com',
      website: 'alice.xyz',
    }),
    result('sol', name, { status: 'for-sale' }),
    result('crypto', name, {
      status: 'protected',
      available: false,
      owner: null,
      address: null,
      twitter: null,
    }),
    result('bnb', name, { expirationDate: iso(20) }),
    result('arb', name, {
      available: true,
      status: 'available',
      owner: null,
      address: null,
      twitter: null,
      expirationDate: null,
    }),
    result('avax', name, {}),
    result('algo', name, { expirationDate: null, version: '1' }),
    result('base', name, {
      expirationDate: `${new Date(now - 86_400_000 * 30).toISOString().slice(0, 10)} - expired`,
    }),
    result('sats', name, {}),
    result('btc', name, { available: true, status: 'available', owner: null, address: null, twitter: null }),
    result('sui', name, {
      status: 'unavailable',
      owner: null,
      address: null,
      twitter: null,
      error: 'Unable to check availability',
    }),
    result('blockchain', name, { status: 'reserved', owner: null, address: null, twitter: null }),
  ];
}

function sse(name: string): string {
  const events = [`event: start\ndata: ${JSON.stringify({ term: name, name, expected: 12 })}\n\n`];
  for (const r of sampleResults(name)) events.push(`event: result\ndata: ${JSON.stringify(r)}\n\n`);
  events.push(`event: done\ndata: ${JSON.stringify({ term: name, count: 12 })}\n\n`);
  return events.join('');
}

/** Answers /api/* from the samples above. */
export async function useFixtures(context: BrowserContext): Promise<void> {
  await context.route('**/api/**', async (route) => {
    const url = new URL(route.request().url());
    const path = url.pathname.replace(/^\/api\//, '');
    const json = (body: unknown) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(body) });
    if (path === 'meta') return json({ upstreams: 'sandbox', contactEmail: 'hello@namescope.example' });
    if (path.startsWith('search/') && path.endsWith('/stream')) {
      const name = decodeURIComponent(path.split('/')[1]!);
      return route.fulfill({ status: 200, contentType: 'text/event-stream', body: sse(name) });
    }
    if (path.startsWith('user-search-history/'))
      return json({
        history: [
          { id: 1, searchTerm: 'alice', createdAt: iso(0) },
          { id: 2, searchTerm: 'vitalik', createdAt: iso(0) },
        ],
      });
    if (path === 'authenticated-domains')
      return json({ domains: [{ id: 1, domainName: 'alice.eth', authenticationDate: '01-15-2025' }] });
    if (path === 'cybersquatted-domains') return json({ domains: [{ id: 1, domainName: 'alice.bnb' }] });
    if (path === 'registration-stats')
      return json({
        stats: {
          tlds: {
            eth: { count: 2841234 },
            sol: { count: '412,345' },
            bnb: { count: 1200 },
            arb: { count: 300 },
          },
        },
      });
    if (path === 'registrations')
      return json({
        registrations: EXTENSIONS.slice(0, 6).map((e, i) => ({
          id: i + 1,
          domainName: `fresh${i}${e.tld}`,
          tld: e.tld,
          service: e.service,
          registrant: '0xabcdef0123456789abcdef0123456789abcdef01',
          transactionHash: `0x${'ab'.repeat(32)}`,
          blockTimestamp: iso(-i / 24),
        })),
      });
    if (path === 'admin/check') return json({ isAdmin: url.searchParams.has('admin') });
    return json({});
  });
}
