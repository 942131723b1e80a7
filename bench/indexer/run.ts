/**
 * Indexer benchmark: ingest rate from a sandbox backlog into PostgreSQL, then the lag from a registration
 * appearing in the sandbox to its row being served by GET /api/registrations. Default indexer settings
 * throughout (only the start block and the REDIS_PREFIX, which holds the lock and the stats, are the bench's own).
 *
 *   npx tsx bench/indexer/run.ts [backlog=200000] [lagSamples=12]
 */
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import { pino } from 'pino';
import { redisKeys } from '@namescope/protocol';
import { DEFAULT_REDIS_URL } from '@namescope/runtime';
import { freePort } from '@namescope/runtime/testing';
import { openOrm } from '@namescope/db';
import { createTestDatabase, prepareTemplateDatabase } from '@namescope/db/testing';
import { createIndexer, loadIndexerConfig } from '@namescope/indexer';
import { spawnTs, stopChild } from './spawn.ts';
import { measureWritePath } from './write-path.ts';
import { parseCostPerLog } from './parse-cost.ts';
import { rpc } from './rpc.ts';
import { report } from '../report.ts';

const BACKLOG = Number(process.argv[2] ?? 200_000);
const LAG_SAMPLES = Number(process.argv[3] ?? 12);
const EVM_EXTS = ['eth', 'base', 'bnb', 'arb', 'crypto', 'blockchain'] as const;
const EXT_CHAIN = {
  eth: 'ethereum',
  base: 'base',
  bnb: 'bsc',
  arb: 'arbitrum',
  crypto: 'polygon',
  blockchain: 'polygon',
} as const;
const root = (p: string) => fileURLToPath(new URL(`../../${p}`, import.meta.url));

/** The indexer's default batch size, as its config would parse it. */
function config0BatchSize(): number {
  return loadIndexerConfig({ UPSTREAMS: 'sandbox' }).batchSize;
}

/** CPU seconds (user + system) a child process has used so far, from /proc (Linux); undefined elsewhere. */
function childCpuSec(pid: number | undefined): number | undefined {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in clock ticks (USER_HZ 100)
  } catch {
    return undefined;
  }
}

/**
 * CPU seconds used so far by every local PostgreSQL process (their `comm` is 'postgres'), or undefined
 * when none is visible (a server elsewhere, or not Linux). A backend started meanwhile counts from zero.
 */
function postgresCpuSec(): number | undefined {
  let total: number | undefined;
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() !== 'postgres') continue;
    } catch {
      continue;
    }
    total = (total ?? 0) + (childCpuSec(Number(pid)) ?? 0);
  }
  return total;
}

await prepareTemplateDatabase();
const writeRate = await measureWritePath(BACKLOG, config0BatchSize());
console.log(
  `write path: ${BACKLOG.toLocaleString()} rows with cursors into PostgreSQL = ${Math.round(writeRate).toLocaleString()} events/s`,
);
const db = await createTestDatabase();
const redisUrl = process.env.REDIS_URL ?? DEFAULT_REDIS_URL;
const prefix = `bench-indexer-${randomUUID()}`;

console.log(`generating a backlog of ${BACKLOG.toLocaleString()} registrations in the sandbox ...`);
const sandbox = await spawnTs(
  root('sandbox/src/main.ts'),
  {
    SANDBOX_PORT: '0',
    SANDBOX_HOST: '127.0.0.1',
    SANDBOX_FEED_BACKLOG: String(BACKLOG),
    SANDBOX_FEED_RATE: '0',
    SANDBOX_FAULTS: '',
    LOG_LEVEL: 'info',
  },
  /sandbox listening/,
);
const sandboxInfo = JSON.parse(sandbox.line) as { url: string; startMs: number };
console.log(`  sandbox up in ${(sandboxInfo.startMs / 1000).toFixed(1)} s at ${sandboxInfo.url}`);
// Read at once: on a busy machine the API below can take minutes to start, while the chains move on.
const head = Number(await rpc<string>(`${sandboxInfo.url}/evm/ethereum`, 'eth_blockNumber'));

// The backlog spans the day before the sandbox generated it, as it started (43,200 blocks of 2 s): start
// just before it, however long the start took.
const startBlock = head - 43_200 - 100 - Math.ceil(sandboxInfo.startMs / 2000);

const apiPort = await freePort();
const api = await spawnTs(
  root('api/src/server.ts'),
  {
    PORT: String(apiPort),
    HOST: '127.0.0.1',
    DATABASE_URL: db.url,
    REDIS_URL: redisUrl,
    REDIS_PREFIX: prefix,
    LOG_LEVEL: 'info',
    NODE_ENV: 'development',
  },
  /api listening/,
).catch(async (error: unknown) => {
  await stopChild(sandbox.child);
  throw error;
});
const apiUrl = `http://127.0.0.1:${apiPort}`;

const config = loadIndexerConfig({
  UPSTREAMS: 'sandbox',
  SANDBOX_URL: sandboxInfo.url,
  DATABASE_URL: db.url,
  REDIS_URL: redisUrl,
  INDEXER_START: String(startBlock),
  INDEXER_SOURCES: EVM_EXTS.length ? 'ens,basenames,spaceid-bnb,spaceid-arb,unstoppable' : '',
  REDIS_PREFIX: prefix,
});
const orm = await openOrm({ databaseUrl: db.url, poolMax: 4 });
const redis = new Redis(redisUrl);
let inserted = 0;
const indexer = createIndexer({
  config,
  knex: orm.em.getConnection().getKnex(),
  redis,
  logger: pino({ level: 'warn' }),
  onCommit: (c) => {
    inserted += c.inserted;
  },
});

try {
  console.log('ingesting ...');
  const t0 = performance.now();
  const cpu0 = process.cpuUsage();
  const sandboxCpu0 = childCpuSec(sandbox.child.pid);
  const postgresCpu0 = postgresCpuSec();
  await indexer.start();
  while (inserted < BACKLOG) {
    await new Promise((r) => setTimeout(r, 20));
    if (performance.now() - t0 > 600_000) throw new Error(`ingest stalled at ${inserted} rows`);
  }
  const seconds = (performance.now() - t0) / 1000;
  const cpu = process.cpuUsage(cpu0);
  const sandboxCpu = childCpuSec(sandbox.child.pid);
  const postgresCpu = postgresCpuSec();
  console.log(
    `ingest: ${inserted.toLocaleString()} events in ${seconds.toFixed(2)} s = ${Math.round(inserted / seconds).toLocaleString()} events/s`,
  );
  const sandboxSec =
    sandboxCpu !== undefined && sandboxCpu0 !== undefined ? sandboxCpu - sandboxCpu0 : undefined;
  const postgresSec =
    postgresCpu !== undefined && postgresCpu0 !== undefined ? postgresCpu - postgresCpu0 : undefined;
  // CPU time spent meanwhile: on a shared machine, wall time alone hides whose cores were busy.
  console.log(
    `  cpu during ingest: indexer ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s` +
      (sandboxSec !== undefined ? `, sandbox ${sandboxSec.toFixed(1)} s` : '') +
      (postgresSec !== undefined ? `, PostgreSQL ${postgresSec.toFixed(1)} s` : '') +
      `, machine load ${os.loadavg()[0]!.toFixed(1)} on ${os.availableParallelism()} cores`,
  );
  // The most these cores allow: the upstream's and PostgreSQL's CPU for these events, plus the least an
  // indexer must spend, parsing the JSON-RPC answers, shared by every core of the machine. At least one log
  // a registration is read (some sources read two: UNS, SPACE ID), at most every log of the range.
  const parse = await parseCostPerLog(
    Object.values(EXT_CHAIN)
      .filter((c, i, all) => all.indexOf(c) === i)
      .map((c) => `${sandboxInfo.url}/evm/${c}`),
    startBlock,
    2_000, // the indexer's first range (FIRST_RANGE)
  );
  const cores = os.availableParallelism();
  const most = (logs: number) =>
    sandboxSec !== undefined && postgresSec !== undefined
      ? (cores * inserted) / (sandboxSec + postgresSec + (parse.microseconds * logs) / 1e6)
      : undefined;
  const ceiling = most(inserted);
  const ceilingAllLogs = most(parse.logs);
  console.log(
    `  parsing eth_getLogs answers alone: ${parse.microseconds.toFixed(1)} µs a log, ` +
      `${parse.logs.toLocaleString()} logs in the backlog's blocks` +
      (ceiling !== undefined && ceilingAllLogs !== undefined
        ? `; with the sandbox's and PostgreSQL's CPU, ${cores} cores allow at most ` +
          `${Math.round(ceiling).toLocaleString()} events/s reading one log a registration, ` +
          `${Math.round(ceilingAllLogs).toLocaleString()} reading every log`
        : ''),
  );
  report({
    metric: 'indexer ingest from a backlog',
    measured: inserted / seconds,
    unit: 'events/s',
    goal: { atLeast: 100_000 },
    bound: ceiling,
  });

  // A registration is read once its block has `confirmations` blocks on top: block B counts as confirmed
  // when the chain reaches B + confirmations, B's time plus that many block times. Issue 18's goal is the
  // time from there to GET /api/registrations serving it; the total from the registration is shown too.
  const [latest, previous] = await Promise.all(
    [head, head - 1].map((n) =>
      rpc<{ timestamp: string }>(`${sandboxInfo.url}/evm/ethereum`, 'eth_getBlockByNumber', [
        `0x${n.toString(16)}`,
        false,
      ]),
    ),
  );
  const blockTimeMs = (Number(latest!.timestamp) - Number(previous!.timestamp)) * 1000;
  console.log(`lag: ${LAG_SAMPLES} live registrations, each until GET /api/registrations serves it ...`);
  const lags: number[] = [];
  const beyond: number[] = [];
  for (let i = 0; i < LAG_SAMPLES; i++) {
    const ext = EVM_EXTS[i % EVM_EXTS.length]!;
    const reg = (await (
      await fetch(`${sandboxInfo.url}/feed/register?extension=${ext}`, { method: 'POST' })
    ).json()) as {
      name: string;
      at: number;
    };
    const tld = ext === 'base' ? '.base.eth' : `.${ext}`;
    const full = `${reg.name}${tld}`;
    for (;;) {
      const res = await fetch(`${apiUrl}/api/registrations?tld=${encodeURIComponent(tld)}&limit=50`);
      const body = (await res.json()) as { registrations: { domainName: string; blockTimestamp: string }[] };
      const row = body.registrations.find((r) => r.domainName === full);
      if (row) {
        const servedAt = Date.now();
        const confirmedAt =
          Date.parse(row.blockTimestamp) + config.confirmations[EXT_CHAIN[ext]] * blockTimeMs;
        lags.push((servedAt - reg.at) / 1000);
        beyond.push((servedAt - confirmedAt) / 1000);
        break;
      }
      if (Date.now() - reg.at > 120_000) throw new Error(`${full} never served`);
      await new Promise((r) => setTimeout(r, 100));
    }
    process.stdout.write(
      `  ${full}: ${lags.at(-1)!.toFixed(1)} s, ${beyond.at(-1)!.toFixed(2)} s beyond confirmations\n`,
    );
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  console.log(
    `lag: median ${median(lags).toFixed(1)} s, max ${Math.max(...lags).toFixed(1)} s (target < 30 s); ` +
      `beyond confirmations median ${median(beyond).toFixed(2)} s, max ${Math.max(...beyond).toFixed(2)} s`,
  );
  report({
    metric: 'new registration to GET /api/registrations, beyond confirmations (median)',
    measured: median(beyond),
    unit: 's',
    goal: { atMost: 2 },
  });
} finally {
  await indexer.stop();
  await redis.del(redisKeys(prefix).registrationStats, redisKeys(prefix).indexerLock);
  await redis.quit();
  await orm.close();
  await stopChild(api.child);
  await stopChild(sandbox.child);
  await db.drop();
}
