import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@namescope/db/testing';
import { DEFAULT_REDIS_URL } from '@namescope/runtime';
import { freePort } from '@namescope/runtime/testing';
import { waitForHttp } from './stack.ts';
import { waitUntil } from './supervisor.ts';
import { liveProcesses, survivors } from './test/process-tree.ts';

/**
 * `make start`'s supervisor with the real stack (sandbox, API, lookup worker, indexer), on ports, a
 * database and a Redis database of its own: a kill -9 of the lookup worker's node process leaves the site
 * serving and the worker comes back; a Ctrl-C (SIGINT) leaves no process of the tree behind.
 */
const REDIS_DB = 11;
const root = path.resolve(import.meta.dirname, '..');

interface SearchBody {
  results: { extension: string; status: string }[];
}

let db: TestDatabase;
let supervisor: ChildProcess;
let exited: Promise<number | null>;
let base = '';
let stateFile = '';
const lines: string[] = [];
const parsed = () => lines.map((l) => JSON.parse(l) as Record<string, unknown>);
const started = (name: string) =>
  parsed().flatMap((l) =>
    l.role === 'supervisor' && l.child === name && String(l.msg).startsWith(`${name} started`)
      ? [l.pid as number]
      : [],
  );

beforeAll(async () => {
  db = await createTestDatabase();
  const redisUrl = `${(process.env.REDIS_URL || DEFAULT_REDIS_URL).replace(/\/\d+$/, '')}/${REDIS_DB}`;
  const redis = new Redis(redisUrl);
  await redis.flushdb();
  await redis.quit();
  const [port, sandboxPort] = [await freePort(), await freePort()];
  base = `http://127.0.0.1:${port}`;
  stateFile = path.join(mkdtempSync(path.join(tmpdir(), 'namescope-run-all-')), 'run-all.json');
  supervisor = spawn(process.execPath, ['--import', 'tsx', 'scripts/run-all.ts'], {
    cwd: root,
    // Its own group, like a terminal's foreground job; SIGINT is sent to the supervisor alone, as Ctrl-C
    // would reach it (its children run in groups of their own).
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      DATABASE_URL: db.url,
      REDIS_URL: redisUrl,
      REDIS_PREFIX: 'run-all-test',
      UPSTREAMS: 'sandbox',
      SANDBOX_PORT: String(sandboxPort),
      SANDBOX_URL: `http://127.0.0.1:${sandboxPort}`,
      SANDBOX_FEED_BACKLOG: '20',
      WEB_DIST: '',
      // Generous on a busy machine: the test is about processes, not latency.
      LOOKUP_TIMEOUT_MS: '20000',
      // 'info', so that every process writes at least its start-up line (at 'warn' the API may say nothing).
      LOG_LEVEL: 'info',
      RUN_ALL_STATE_FILE: stateFile,
    },
  });
  exited = new Promise((resolve) => supervisor.on('exit', (code) => resolve(code)));
  // Whole lines only: a pipe's chunk may end mid-line.
  for (const stream of [supervisor.stdout!, supervisor.stderr!]) {
    createInterface({ input: stream }).on('line', (line) => line && lines.push(line));
  }
  try {
    await waitForHttp(`${base}/api/readyz`, 150_000);
  } catch (error) {
    console.error(lines.slice(-80).join('\n'));
    throw error;
  }
}, 180_000);

afterAll(async () => {
  if (supervisor.exitCode === null && supervisor.signalCode === null) {
    supervisor.kill('SIGTERM');
    await exited;
  }
  await db?.drop();
}, 60_000);

async function search(name: string): Promise<SearchBody> {
  const res = await fetch(`${base}/api/search/${name}`);
  expect(res.status).toBe(200);
  return (await res.json()) as SearchBody;
}

describe('make start supervision', () => {
  it('runs each process with node directly and records its process groups', async () => {
    await waitUntil(
      () => ['sandbox', 'api', 'lookup-worker', 'indexer'].every((n) => started(n).length > 0),
      10_000,
    );
    const state = JSON.parse(readFileSync(stateFile, 'utf8')) as {
      pid: number;
      groups: Record<string, number>;
    };
    expect(state.pid).toBe(supervisor.pid);
    expect(Object.keys(state.groups).sort()).toEqual(['api', 'indexer', 'lookup-worker', 'sandbox']);
    for (const pid of Object.values(state.groups)) {
      // No npm or sh in between: the group leader is node itself, running a main under tsx.
      const argv = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      expect(argv[0]).toBe(process.execPath);
      expect(argv.slice(1, 3)).toEqual(['--import', 'tsx']);
    }
    expect((await search('alice')).results).toHaveLength(12);
  });

  it('restarts the lookup worker after a kill -9 while the API keeps answering', async () => {
    const [worker] = started('lookup-worker');
    process.kill(worker!, 'SIGKILL');
    // A search while the worker is down still answers all twelve (within its time limit).
    const during = search('expiring');
    let answered = 0;
    const back = () => started('lookup-worker').length > 1;
    while (!back()) {
      const res = await fetch(`${base}/api/healthz`);
      expect(res.status).toBe(200);
      answered += 1;
      await waitUntil(back, 200, 50);
    }
    expect(answered).toBeGreaterThan(0);
    expect((await during).results).toHaveLength(12);
    expect(lines.some((l) => l.includes(`lookup-worker (pid ${worker}) exited unexpectedly (SIGKILL)`))).toBe(
      true,
    );
    const [, again] = started('lookup-worker');
    expect(again).not.toBe(worker);
    // The new worker answers for real: a name free everywhere is available on all twelve.
    const fresh = await search('namescopefreename');
    expect(fresh.results.filter((r) => r.status !== 'available')).toEqual([]);
  }, 120_000);

  it('stops every process of its tree on Ctrl-C (SIGINT), leaving nothing behind', async () => {
    const state = JSON.parse(readFileSync(stateFile, 'utf8')) as { groups: Record<string, number> };
    const groups = Object.values(state.groups);
    const tree = liveProcesses().filter((p) => groups.includes(p.pgid));
    // The four nodes, plus whatever they started in their groups (tsx's esbuild service on a cache miss).
    expect(tree.length).toBeGreaterThanOrEqual(groups.length);
    process.kill(supervisor.pid!, 'SIGINT');
    expect(await exited).toBe(0);
    expect(
      await waitUntil(
        () => survivors(groups, [...tree.map((p) => p.pid), supervisor.pid!]).length === 0,
        5_000,
      ),
    ).toBe(true);
    expect(lines.some((l) => l.includes('restarting'))).toBe(true); // only the kill -9 of the test before
    expect(lines.filter((l) => l.includes('restarting'))).toHaveLength(1);
    // The combined log is machine-readable: every line, the supervisor's own included, is a JSON object
    // naming the process that wrote it (`[api] {...}` prefixes made it unparseable).
    const roles = new Set(parsed().map((l) => l.role));
    expect(parsed().every((l) => typeof l.role === 'string')).toBe(true);
    expect(roles).toContain('supervisor');
    expect(roles).toContain('api');
  }, 60_000);
});
