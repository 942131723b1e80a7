import {
  AuthenticatedDomain,
  ContactSubmission,
  CybersquattedDomain,
  DomainRegistration,
  NewsletterSubscription,
  SearchAnalytics,
  SearchHistoryItem,
  seedAdmin,
} from '@namescope/db';
import { startSearchStack, type SearchStack } from '../search-stack.ts';
import { startApp, type RunningApp } from '../support/test-app.ts';
import { appRoutes, type FuzzRoute } from './fuzz-routes.ts';
import { separateIdRanges, snapshotStores, type StoreSnapshot } from './store-snapshot.ts';

const ADMIN_PASSWORD = 'fuzz-admin-password-1234';

/** The real app under fuzz: its URL, its routes, an admin session, and a way to read its stores. */
export interface FuzzTarget {
  url: string;
  /** The app's log lines (a 5xx logs its cause there). */
  logs: string[];
  routes: FuzzRoute[];
  adminCookie: string;
  snapshot(): Promise<StoreSnapshot>;
  close(): Promise<void>;
}

/**
 * Starts the whole search path (sandbox, a real lookup worker process, BullMQ, PostgreSQL and Redis) and
 * an app on it with limits raised out of the fuzzer's way (a 429 would hide the route behind it), seeds a
 * row in every table and the stats hash, and signs in as the admin.
 */
export async function startFuzzTarget(): Promise<FuzzTarget> {
  const stack: SearchStack = await startSearchStack({ timeoutMs: 4000, workers: 1, concurrency: 64 });
  let app: RunningApp | undefined;
  const logs: string[] = [];
  try {
    const { stores } = stack;
    app = await startApp(
      {
        ...stores.deps({
          WRITE_RATE_LIMIT_POINTS: '100000000',
          SEARCH_BUDGET_POINTS: '100000000',
          STREAMS_PER_IP: '100000',
          BULK_BUDGET_POINTS: '100000000',
        }),
        search: stack.gateway,
      },
      logs,
    );
    const em = stores.orm.em.fork();
    await seedAdmin(em, ADMIN_PASSWORD);
    em.create(AuthenticatedDomain, { domainName: 'fuzz-seed-auth.eth', authenticationDate: '01-15-2025' });
    em.create(CybersquattedDomain, { domainName: 'fuzz-seed-squat.sol' });
    em.create(SearchHistoryItem, { sessionId: 'fuzz-seed-session-0001', searchTerm: 'seeded' });
    em.create(SearchAnalytics, { searchTerm: 'seeded', sessionId: 'fuzz-seed-session-0001' });
    em.create(ContactSubmission, {
      name: 'Seed',
      email: 'seed@example.com',
      company: 'Seed',
      interest: 'Seed',
    });
    em.create(NewsletterSubscription, { email: 'fuzz-seed@example.com' });
    em.create(DomainRegistration, {
      domainName: 'fuzzseed.eth',
      tld: '.eth',
      service: 'ENS',
      registrant: '0xseed',
      transactionHash: '0xfuzzseed',
      blockTimestamp: new Date('2025-01-01T00:00:00Z'),
      blockNumber: 1,
    });
    await em.flush();
    await stores.redis.hset(
      stores.statsKey,
      'eth',
      JSON.stringify({ count: 42, updatedAt: '2025-01-01T00:00:00Z' }),
    );
    await separateIdRanges(stores.orm);

    const admin = app.client();
    const login = await admin.post('/api/admin/login', { password: ADMIN_PASSWORD });
    if (login.status !== 200) throw new Error(`admin login failed: ${login.status} ${login.text}`);
    const running = app;
    return {
      url: running.url,
      logs,
      routes: appRoutes(running.app as never),
      adminCookie: admin.cookieHeader(),
      snapshot: () => snapshotStores(stores.orm, stores.redis, [stores.statsKey]),
      async close() {
        await running.close();
        await stack.close();
      },
    };
  } catch (error) {
    await app?.close();
    await stack.close();
    throw error;
  }
}
