import { randomBytes } from 'node:crypto';
import { availableParallelism, loadavg } from 'node:os';
import { Redis } from 'ioredis';
import { DEFAULT_DATABASE_URL, DEFAULT_REDIS_URL } from '@namescope/runtime';
import { startSandbox } from '@namescope/sandbox';
import { startLookupWorkers } from '@namescope/lookup-worker/testing';
import { deleteKeys, SANDBOX_SERVICE_IDS } from '@namescope/api/testing';
import { startApiProcess } from './api-process.ts';
import { mainThreadCpuMs, processCpuMs, redisCpuMs, selfCpuMs } from './cpu.ts';
import { directLoad } from './direct-fanout.ts';
import { cachedLoad, sharedLoad, streamLoad, type StreamSample } from './load.ts';
import { ms, percentile } from './stats.ts';
import { measureUpstreams, sandboxAdapters } from './upstream-latency.ts';
import { report } from '../report.ts';

// Search latency and throughput, end to end: the in-process sandbox with a fixed delay on every upstream
// request, N real lookup worker processes, the API server in its own process, and this process as the
// client reading the SSE stream. Settings come from the environment (defaults in brackets):
//   BENCH_DELAY_MS [100]  BENCH_WORKERS [2]  BENCH_LOOKUP_CONCURRENCY [8 per worker, the shipped default]
//   BENCH_LEVELS [1,10,50]  BENCH_CACHED_CLIENTS [32]  BENCH_CACHED_SECONDS [5]  BENCH_DIRECT [1]
//   BENCH_WARMUP_SEARCHES [300] (fresh searches, 10 at a time, before anything is counted)
//   BENCH_SHARED_ROUNDS [3] (rounds of concurrent searches of one name, per level above 1)
//   BENCH_PROF_DIR (write V8 CPU profiles of the API and the workers there)
//   BENCH_WORKER_ARGS (extra node flags for the lookup workers, e.g. --max-semi-space-size=32)
const env = process.env;
const num = (name: string, fallback: number) => (env[name] ? Number(env[name]) : fallback);
const DELAY_MS = num('BENCH_DELAY_MS', 100);
const WORKERS = num('BENCH_WORKERS', 2);
const LOOKUP_CONCURRENCY = num('BENCH_LOOKUP_CONCURRENCY', 8);
const LEVELS = (env.BENCH_LEVELS ?? '1,10,50').split(',').map(Number);
const CACHED_CLIENTS = num('BENCH_CACHED_CLIENTS', 32);
const CACHED_SECONDS = num('BENCH_CACHED_SECONDS', 5);
const DIRECT = num('BENCH_DIRECT', 1) === 1;
const SHARED_ROUNDS = num('BENCH_SHARED_ROUNDS', 3);
const WARMUP_SEARCHES = num('BENCH_WARMUP_SEARCHES', 300);
const REDIS_URL = env.REDIS_URL || DEFAULT_REDIS_URL;
const DATABASE_URL = env.DATABASE_URL || DEFAULT_DATABASE_URL;
const TIMEOUT_MS = 4000;
// Enough samples for a p95 while keeping the whole run near a minute: 20 at 1, 50 at 10, 150 at 50.
const perClient = (level: number) => (level === 1 ? 20 : level <= 10 ? 5 : 3);
const prof = env.BENCH_PROF_DIR ? ['--cpu-prof', `--cpu-prof-dir=${env.BENCH_PROF_DIR}`] : [];
const workerArgs = [...prof, ...(env.BENCH_WORKER_ARGS ?? '').split(' ').filter(Boolean)];

const runId = randomBytes(3).toString('hex');
const prefix = `bench-${runId}`;
let serial = 0;
// Letters and digits only, never seeded in the sandbox: every service answers 'available' after a lookup.
const freshName = () => `nsbench${runId}x${(serial += 1)}`;

interface Row {
  level: number;
  samples: StreamSample[];
  /**
   * CPU ms per search: lookup workers, API, sandbox + client (this process), Redis; and how much of the
   * workers' and the API's was their background threads' (V8's compiler and concurrent GC).
   */
  cpu?: { workers: number; api: number; self: number; redis: number; workersBg: number; apiBg: number };
}

const loadAtStart = loadavg()[0]!;
const cpus = availableParallelism();
const sandbox = await startSandbox({ port: 0 });
for (const id of SANDBOX_SERVICE_IDS) sandbox.setFaults(id, { delayMs: DELAY_MS });
const stops: (() => Promise<void>)[] = [() => sandbox.close()];
const redis = new Redis(REDIS_URL);
try {
  const upstreams = await measureUpstreams(sandbox, freshName);
  const slowest = upstreams.reduce((a, b) => (b.ms > a.ms ? b : a));
  const fastest = upstreams.reduce((a, b) => (b.ms < a.ms ? b : a));

  const workers = await startLookupWorkers(
    WORKERS,
    {
      REDIS_URL,
      REDIS_PREFIX: prefix,
      SANDBOX_URL: sandbox.url,
      LOOKUP_TIMEOUT_MS: TIMEOUT_MS,
      LOOKUP_CONCURRENCY,
      // 'info' so the ready line shows (the workers also log one line per lookup job, with its request id).
    },
    { execArgv: workerArgs },
  );
  stops.unshift(() => workers.stop());
  const api = await startApiProcess(
    {
      NODE_ENV: 'development',
      LOG_LEVEL: env.BENCH_API_LOG_LEVEL ?? 'warn',
      UPSTREAMS: 'sandbox',
      REDIS_URL,
      REDIS_PREFIX: prefix,
      DATABASE_URL,
      LOOKUP_TIMEOUT_MS: String(TIMEOUT_MS),
      // Every simulated visitor comes from 127.0.0.1: lift the per-IP search budget and stream cap.
      SEARCH_BUDGET_POINTS: '100000000',
      STREAMS_PER_IP: '100000',
    },
    prof,
  );
  stops.unshift(() => api.stop());

  const cpuNow = async () => ({
    workers: workers.pids.reduce((n, pid) => n + processCpuMs(pid), 0),
    workersMain: workers.pids.reduce((n, pid) => n + mainThreadCpuMs(pid), 0),
    api: processCpuMs(api.pid),
    apiMain: mainThreadCpuMs(api.pid),
    self: selfCpuMs(),
    redis: await redisCpuMs(redis),
  });

  // Warm-up, not measured: connections, and V8's optimising compiler, which works on background threads
  // that the processes' CPU includes. A few searches leave the workers and the API compiling for the
  // first counted ones (about a third of the workers' CPU at 1 concurrent, on this VM); the figures are
  // meant for processes that have served a while, as in production. The background-thread lines below
  // show what compiling and GC still cost.
  await streamLoad(api.url, 10, Math.ceil(WARMUP_SEARCHES / 10), freshName);

  const rows: Row[] = [];
  for (const level of LEVELS) {
    const before = await cpuNow();
    const samples = await streamLoad(api.url, level, perClient(level), freshName);
    const after = await cpuNow();
    const per = (k: keyof typeof before) => (after[k] - before[k]) / samples.length;
    rows.push({
      level,
      samples,
      cpu: {
        workers: per('workers'),
        api: per('api'),
        self: per('self'),
        redis: per('redis'),
        workersBg: per('workers') - per('workersMain'),
        apiBg: per('api') - per('apiMain'),
      },
    });
  }

  const shared: Row[] = [];
  for (const level of LEVELS.filter((l) => l > 1))
    shared.push({ level, samples: await sharedLoad(api.url, level, SHARED_ROUNDS, freshName) });

  // One service alone (no contention from the other eleven): the pipeline's own cost per job, API ->
  // Redis -> worker -> adapter -> Redis -> API, against the same adapter called directly.
  const adapters = await sandboxAdapters(sandbox.url);
  const viaApi: number[] = [];
  const viaAdapter: number[] = [];
  for (let i = 0; i < 20; i += 1) {
    let t = performance.now();
    const res = await fetch(`${api.url}/api/nfd-lookup/${freshName()}`);
    if (!res.ok || !(await res.text()).includes('"status":"available"')) throw new Error('nfd lookup failed');
    viaApi.push(performance.now() - t);
    t = performance.now();
    await adapters.algo!.lookup(freshName(), AbortSignal.timeout(TIMEOUT_MS));
    viaAdapter.push(performance.now() - t);
  }

  const warm = freshName();
  await streamLoad(api.url, 1, 1, () => warm);
  const apiCpuBefore = processCpuMs(api.pid);
  const clientCpuBefore = selfCpuMs();
  const cached = await cachedLoad(api.url, warm, CACHED_CLIENTS, CACHED_SECONDS);
  const apiCpuPerCached = (processCpuMs(api.pid) - apiCpuBefore) / cached.count;
  // The clients share the cores: with the API's CPU, theirs bounds the figure on this machine.
  const clientCpuPerCached = (selfCpuMs() - clientCpuBefore) / cached.count;

  const direct: Row[] = [];
  if (DIRECT) {
    await directLoad(adapters, 10, 1, freshName);
    for (const level of LEVELS)
      direct.push({ level, samples: await directLoad(adapters, level, perClient(level), freshName) });
  }

  // ---- report ----
  const line = (label: string, row: Row) => {
    const first = row.samples.map((s) => s.first);
    const all = row.samples.map((s) => s.all);
    const failed = row.samples.reduce((n, s) => n + s.failed, 0);
    const cpu = row.cpu
      ? `  ${ms(row.cpu.workers, 7)} ${ms(row.cpu.api, 6)} ${ms(row.cpu.self, 6)} ${ms(row.cpu.redis, 6)}`
      : '';
    return (
      `${label.padEnd(9)}${String(row.level).padStart(4)}  ${String(row.samples.length).padStart(8)}  ` +
      `${ms(percentile(first, 50), 9)}  ${ms(percentile(first, 95), 9)}  ${ms(percentile(all, 50), 9)}  ` +
      `${ms(percentile(all, 95), 9)}  ${(percentile(all, 95) / slowest.ms).toFixed(2).padStart(9)}x  ` +
      `${String(failed).padStart(6)}${cpu}`
    );
  };
  console.log(
    `\nSearch fan-out: sandbox delay ${DELAY_MS} ms on every upstream request; ${WORKERS} lookup worker ` +
      `processes x LOOKUP_CONCURRENCY ${LOOKUP_CONCURRENCY}${workerArgs.length ? ` (${workerArgs.join(' ')})` : ''}; ` +
      `API in its own process; client over SSE. Load average at start ${loadAtStart.toFixed(2)} on ${cpus} cores.`,
  );
  console.log(
    '\nUpstream lookup latency (one adapter call straight to the sandbox, best of 3 after a warm-up, fresh names; requests per ' +
      'lookup; adapter + sandbox CPU ms per lookup):',
  );
  for (let i = 0; i < upstreams.length; i += 6)
    console.log(
      '  ' +
        upstreams
          .slice(i, i + 6)
          .map((u) => `.${u.extension} ${u.ms.toFixed(1)} ms/${u.requests}req/${u.cpuMs.toFixed(1)}cpu`)
          .join(', '),
    );
  console.log(
    `  fastest .${fastest.extension} ${fastest.ms.toFixed(1)} ms; slowest .${slowest.extension} ${slowest.ms.toFixed(1)} ms`,
  );
  console.log(
    '\n(ms)     conc  searches  first p50  first p95  all12 p50  all12 p95  p95/slowest  failed' +
      '  | CPU ms per search: workers    api  sbx+cli  redis',
  );
  for (const row of rows) console.log(line('pipeline', row));
  for (const row of shared) console.log(line('shared', row));
  for (const row of direct) console.log(line('direct', row));
  console.log(
    '  pipeline: client -> API -> BullMQ -> lookup workers -> sandbox, every search a different fresh name.\n' +
      `  shared: the same, but all the concurrent searches of a round are of one fresh name (${SHARED_ROUNDS} rounds).\n` +
      '  direct: the twelve adapters called in parallel in this process (no API, Redis or BullMQ).\n' +
      `  failed: lookups answered unavailable (limit ${TIMEOUT_MS} ms). sbx+cli: this process (sandbox and client).`,
  );
  for (const row of rows) {
    const cpu = row.cpu!;
    const perSearch = cpu.workers + cpu.api + cpu.self + cpu.redis;
    const ceiling = (cpus * 1000) / perSearch;
    console.log(
      `  at ${row.level}: ${perSearch.toFixed(0)} ms CPU per search -> at most ${ceiling.toFixed(1)} searches/s on ` +
        `${cpus} cores -> ${row.level} concurrent searches take >= ${((row.level * perSearch) / cpus).toFixed(0)} ms each; ` +
        `background threads: workers ${cpu.workersBg.toFixed(1)} ms, API ${cpu.apiBg.toFixed(1)} ms ` +
        `(/proc counts 10 ms ticks per thread: +-${(10 / row.samples.length).toFixed(1)} ms a search)`,
    );
  }
  console.log(
    `\nCached full searches (GET /api/search/{term}, ${CACHED_CLIENTS} keep-alive clients, ${CACHED_SECONDS} s): ` +
      `${cached.count} searches, ${cached.perSecond.toFixed(0)}/s, p50 ${percentile(cached.latencies, 50).toFixed(1)} ms, ` +
      `p95 ${percentile(cached.latencies, 95).toFixed(1)} ms, API CPU ${apiCpuPerCached.toFixed(2)} ms per search, ` +
      `clients' CPU (this process) ${clientCpuPerCached.toFixed(2)} ms`,
  );

  const overhead = percentile(viaApi, 50) - percentile(viaAdapter, 50);
  console.log(
    `One service alone (.algo, 20 sequential fresh names): GET /api/nfd-lookup p50 ${percentile(viaApi, 50).toFixed(1)} ms, ` +
      `adapter called directly p50 ${percentile(viaAdapter, 50).toFixed(1)} ms: pipeline cost per job ${overhead.toFixed(1)} ms`,
  );

  const top = rows.find((r) => r.level === Math.max(...LEVELS))!;
  const ratio =
    percentile(
      top.samples.map((s) => s.all),
      95,
    ) / slowest.ms;
  const solo = rows.find((r) => r.level === Math.min(...LEVELS))!;
  const firstP50 = percentile(
    solo.samples.map((s) => s.first),
    50,
  );
  const verdict = (ok: boolean) => (ok ? 'met' : 'MISSED');
  console.log('\nTargets:');
  console.log(
    `  all-twelve p95 at ${top.level} concurrent <= 1.1x slowest upstream: ${ratio.toFixed(2)}x  ${verdict(ratio <= 1.1)}`,
  );
  const topCpu = top.cpu!.workers + top.cpu!.api + top.cpu!.self + top.cpu!.redis;
  const budget = (cpus * 1.1 * slowest.ms) / top.level;
  console.log(
    `    (${top.level} searches within 1.1x ${slowest.ms.toFixed(0)} ms on ${cpus} cores leave at most ${budget.toFixed(1)} ms ` +
      `of CPU per search, sandbox included; measured ${topCpu.toFixed(0)} ms)`,
  );
  const sharedTop = shared.find((r) => r.level === top.level);
  if (sharedTop) {
    const sharedRatio =
      percentile(
        sharedTop.samples.map((s) => s.all),
        95,
      ) / slowest.ms;
    console.log(
      `    with all ${top.level} searching one name at once (shared upstream calls): ${sharedRatio.toFixed(2)}x  ` +
        verdict(sharedRatio <= 1.1),
    );
  }
  console.log(
    `  first result p50 at ${solo.level} concurrent within 10 ms of the fastest upstream (${fastest.ms.toFixed(1)} ms): ` +
      `${firstP50.toFixed(1)} ms (+${(firstP50 - fastest.ms).toFixed(1)})  ${verdict(firstP50 - fastest.ms <= 10)}`,
  );
  console.log(
    `  cached full searches >= 1000/s: ${cached.perSecond.toFixed(0)}/s  ${verdict(cached.perSecond >= 1000)}`,
  );

  // The figures of issue 18's table, for make bench's summary. Product CPU: workers, API and Redis.
  const product = (row: Row) => row.cpu!.workers + row.cpu!.api + row.cpu!.redis;
  const soloAll = percentile(
    solo.samples.map((s) => s.all),
    95,
  );
  report({
    metric: 'cached full searches',
    measured: cached.perSecond,
    unit: '/s',
    goal: { atLeast: 10_000 },
  });
  report({
    metric: 'API CPU per cached search',
    measured: apiCpuPerCached,
    unit: 'ms',
    goal: { atMost: 0.1 },
  });
  report({
    metric: `product CPU per fresh search at ${solo.level}`,
    measured: product(solo),
    unit: 'ms',
    goal: { atMost: 25 },
  });
  report({
    metric: `product CPU per fresh search at ${top.level}`,
    measured: product(top),
    unit: 'ms',
    goal: { atMost: 15 },
  });
  report({ metric: 'queue cost per job', measured: overhead, unit: 'ms', goal: { atMost: 1 } });
  // The bound of these two: the direct row, the twelve adapters called at once in this process, with no API,
  // Redis or queue between the client and the upstreams.
  const directSolo = direct.find((r) => r.level === solo.level);
  const directOf = (pick: (s: StreamSample) => number, p: number) =>
    directSolo && percentile(directSolo.samples.map(pick), p);
  const directFirst = directOf((s) => s.first, 50);
  const directAll = directOf((s) => s.all, 95);
  report({
    metric: 'first result after the fastest upstream',
    measured: firstP50 - fastest.ms,
    unit: 'ms',
    goal: { atMost: 5 },
    bound: directFirst === undefined ? undefined : directFirst - fastest.ms,
  });
  report({
    metric: `all twelve p95 / slowest upstream at ${solo.level}`,
    measured: soloAll / slowest.ms,
    unit: 'x',
    goal: { atMost: 1.2 },
    bound: directAll === undefined ? undefined : directAll / slowest.ms,
  });
} finally {
  for (const stop of stops) await stop().catch(() => undefined);
  await deleteKeys(redis, `${prefix}:*`);
  await redis.quit();
}
