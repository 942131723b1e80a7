import { mergeEnv, readDotEnv } from '@namescope/runtime';
import { startSupervisor, type ProcessSpec, type Supervisor, type SupervisorOptions } from './supervisor.ts';

export type { ProcessSpec } from './supervisor.ts';

/** The long-running processes of the site, as `make start` and the browser tests run them. */
export const SITE_PROCESSES: readonly ProcessSpec[] = [
  { name: 'sandbox', main: 'sandbox/src/main.ts' },
  { name: 'api', main: 'api/src/server.ts' },
  { name: 'lookup-worker', main: 'lookup-worker/src/main.ts' },
  { name: 'indexer', main: 'indexer/src/main.ts' },
];

export type Stack = Supervisor;

export interface StackOptions extends Partial<Omit<SupervisorOptions, 'processes'>> {
  processes?: readonly ProcessSpec[];
}

/**
 * Starts the site's processes under the supervisor (each with node directly, in its own process group,
 * restarted when it dies). The sandbox runs only with UPSTREAMS=sandbox, read as the processes will read it.
 */
export function startStack(options: StackOptions = {}): Stack {
  const env = { ...process.env, ...options.env };
  const upstreams = mergeEnv(env, readDotEnv()).UPSTREAMS ?? 'mainnet';
  const processes = (options.processes ?? SITE_PROCESSES).filter(
    (spec) => spec.name !== 'sandbox' || upstreams === 'sandbox',
  );
  return startSupervisor({ ...options, env, processes });
}

/** Polls a URL until it answers 200 (or the time runs out). */
export async function waitForHttp(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
      last = `HTTP ${res.status}`;
    } catch (error) {
      last = String(error);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not become ready within ${timeoutMs} ms (${last})`);
}
