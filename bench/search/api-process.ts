import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, stopChild } from '@namescope/runtime/testing';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The API server (api/src/server.ts, as `npm run start:api` runs it) in a child process of its own. */
export interface ApiProcess {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

/** Starts the API on a free port with the given environment and waits until /api/healthz answers. */
export async function startApiProcess(
  env: Record<string, string>,
  execArgv: readonly string[] = [],
): Promise<ApiProcess> {
  const port = await freePort();
  const output: string[] = [];
  const child = spawn(process.execPath, [...execArgv, '--import', 'tsx', 'api/src/server.ts'], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (b: Buffer) => output.push(b.toString()));
  child.stderr!.on('data', (b: Buffer) => output.push(b.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`API exited early:\n${output.join('')}`);
    try {
      if ((await fetch(`${url}/api/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stopChild(child);
      throw new Error(`API did not start:\n${output.join('')}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { url, pid: child.pid!, stop: () => stopChild(child) };
}
