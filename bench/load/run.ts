import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import path from 'node:path';
import autocannon, { type Request, type Result } from 'autocannon';
import { setup, teardown } from '../../scripts/test/e2e-global-setup.ts';

// Issue 11, load: a mixed load against the whole started stack (sandbox, API, lookup worker, indexer, started
// as the browser tests start it: own ports and stores), run twice. Prints throughput, p50/p99 per kind,
// answers by status, and each process's resident memory before, between and after the runs; exits 1 on any
// answer other than 2xx or 429, or when the second run grows memory by more than 20%.
//   LOAD_SECONDS     length of each run (default 60)
//   LOAD_KEEP_LIMITS 1 keeps the per-IP limits; by default they are raised, since every request here comes
//                    from one IP and would otherwise measure the 429 path, not the work
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const KEEP_LIMITS = process.env.LOAD_KEEP_LIMITS === '1';
const MAX_GROWTH = 0.2;
/** Marks the stack's processes so their memory can be found in /proc. */
const MARKER = `LOAD_BENCH_RUN=${randomBytes(6).toString('hex')}`;

const fresh = () => `zqload${randomBytes(6).toString('hex')}`;
const LOOKUP_PATHS = [
  'ens-lookup',
  'sns-lookup',
  'nfd-lookup',
  'suins-lookup',
  'bns-lookup',
  'basename-lookup',
];

interface Kind {
  name: string;
  connections: number;
  requests: Request[];
}

const KINDS: Kind[] = [
  // Seeded names, answered from the cache after the warm-up.
  { name: 'cached search', connections: 8, requests: [{ method: 'GET', path: '/api/search/alice' }] },
  {
    name: 'fresh search',
    connections: 4,
    requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: `/api/search/${fresh()}` }) }],
  },
  {
    name: 'service lookup',
    connections: 4,
    requests: [
      {
        method: 'GET',
        setupRequest: (req) => {
          const route = LOOKUP_PATHS[Math.floor(Math.random() * LOOKUP_PATHS.length)]!;
          return { ...req, path: `/api/${route}/${fresh()}` };
        },
      },
    ],
  },
  {
    name: 'history write',
    connections: 4,
    requests: [
      {
        method: 'POST',
        path: '/api/user-search-history',
        headers: { 'content-type': 'application/json' },
        setupRequest: (req) => ({
          ...req,
          body: JSON.stringify({
            searchTerm: fresh(),
            sessionId: `sess-load-${randomBytes(6).toString('hex')}`,
          }),
        }),
      },
    ],
  },
  {
    name: 'registrations',
    connections: 4,
    requests: [{ method: 'GET', path: '/api/registrations?tld=.eth' }],
  },
  { name: 'stats', connections: 4, requests: [{ method: 'GET', path: '/api/registration-stats' }] },
];

/** Resident memory (MB) of each node process of the stack, by what it runs. */
function memory(): Map<string, number> {
  const out = new Map<string, number>();
  for (const pid of readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
    try {
      if (!readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0').includes(MARKER)) continue;
      const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      const entry = args.find((a) => /\.ts$/.test(a));
      // npm and the tsx launcher carry the marker too; the process doing the work is node running --import tsx.
      if (!entry || !args.some((a) => a.includes('tsx/dist/loader') || a === '--import')) continue;
      const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
      const workspace = path.basename(readlinkSync(`/proc/${pid}/cwd`));
      if (rss) out.set(`${workspace} ${path.basename(entry)} (${pid})`, Number(rss[1]) / 1024);
    } catch {
      // Gone, or not ours to read.
    }
  }
  return out;
}

async function runKind(baseUrl: string, kind: Kind): Promise<Result> {
  return autocannon({
    url: baseUrl,
    connections: kind.connections,
    duration: SECONDS,
    requests: kind.requests,
    timeout: 30,
  });
}

function report(label: string, results: { kind: Kind; result: Result }[]): number {
  console.log(`\n${label}: ${SECONDS} s`);
  console.log('kind             req/s   p50 ms  p99 ms  answers by status');
  let bad = 0;
  for (const { kind, result } of results) {
    const statuses = Object.entries(result.statusCodeStats ?? {})
      .map(([status, { count }]) => `${status}: ${count}`)
      .join(', ');
    for (const [status, { count }] of Object.entries(result.statusCodeStats ?? {}))
      if (!/^2/.test(status) && status !== '429') bad += count ?? 0;
    bad += result.errors + result.timeouts;
    const socket =
      result.errors + result.timeouts > 0 ? `; ${result.errors} errors, ${result.timeouts} timeouts` : '';
    console.log(
      `${kind.name.padEnd(15)} ${result.requests.average.toFixed(1).padStart(6)} ${String(result.latency.p50).padStart(8)} ${String(result.latency.p99).padStart(7)}  ${statuses}${socket}`,
    );
  }
  const total = results.reduce((sum, { result }) => sum + result.requests.average, 0);
  console.log(`total ${total.toFixed(1)} req/s; answers other than 2xx and 429, errors and timeouts: ${bad}`);
  return bad;
}

async function run(baseUrl: string, label: string): Promise<number> {
  const results = await Promise.all(
    KINDS.map(async (kind) => ({ kind, result: await runKind(baseUrl, kind) })),
  );
  return report(label, results);
}

function printMemory(snapshots: [string, Map<string, number>][]): number {
  console.log('\nresident memory (MB)');
  console.log(`${'process'.padEnd(44)} ${snapshots.map(([l]) => l.padStart(10)).join(' ')}  2nd run`);
  let worst = 0;
  for (const proc of snapshots[0]![1].keys()) {
    const values = snapshots.map(([, m]) => m.get(proc));
    const [, between, after] = values;
    const growth = between && after ? (after - between) / between : NaN;
    if (Number.isFinite(growth)) worst = Math.max(worst, growth);
    console.log(
      `${proc.padEnd(44)} ${values.map((v) => (v === undefined ? '-' : v.toFixed(0)).padStart(10)).join(' ')}  ${Number.isFinite(growth) ? `${(growth * 100).toFixed(1)}%` : '-'}`,
    );
  }
  return worst;
}

const [key, value] = MARKER.split('=') as [string, string];
process.env[key] = value;
if (!KEEP_LIMITS) {
  process.env.SEARCH_BUDGET_POINTS = '100000000';
  process.env.WRITE_RATE_LIMIT_POINTS = '100000000';
}
// Quiet logs: a line per request would cost more CPU than the request.
process.env.LOG_LEVEL = 'warn';
await setup();
let failed = false;
try {
  const baseUrl = process.env.E2E_BASE_URL!;
  // Warm-up: code loaded, clients built, the cached name in the cache.
  for (let i = 0; i < 3; i += 1) await fetch(`${baseUrl}/api/search/alice`).then((r) => r.text());
  const before = memory();
  const first = await run(baseUrl, 'run 1');
  const between = memory();
  const second = await run(baseUrl, 'run 2');
  const after = memory();
  const growth = printMemory([
    ['before', before],
    ['after 1st', between],
    ['after 2nd', after],
  ]);
  console.log(`\nlargest memory growth over the second run: ${(growth * 100).toFixed(1)}% (limit 20%)`);
  failed = first + second > 0 || growth > MAX_GROWTH;
} finally {
  await teardown();
}
process.exit(failed ? 1 : 0);
