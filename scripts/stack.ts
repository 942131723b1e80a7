import { type ChildProcess, spawn } from 'node:child_process';

/** One long-running process of the site, as `make start` and the browser tests run it. */
export interface ProcessSpec {
  name: string;
  /** npm script at the repo root (see package.json), e.g. 'start:api'. */
  script: string;
}

export const SITE_PROCESSES: ProcessSpec[] = [
  { name: 'sandbox', script: 'start:sandbox' },
  { name: 'api', script: 'start:api' },
  { name: 'lookup-worker', script: 'start:lookup-worker' },
  { name: 'indexer', script: 'start:indexer' },
];

export interface Stack {
  /** Resolves when any process exits on its own (with its name and code). */
  exited: Promise<{ name: string; code: number | null }>;
  stop(): Promise<void>;
}

export interface StackOptions {
  env?: NodeJS.ProcessEnv;
  processes?: ProcessSpec[];
  /** Where each output line goes, prefixed with the process name. */
  write?: (line: string) => void;
}

/** Starts the site's processes, each in its own process group so stop() ends their children too. */
export function startStack(options: StackOptions = {}): Stack {
  const write = options.write ?? ((line: string) => process.stdout.write(`${line}\n`));
  const env = { ...process.env, ...options.env };
  const specs = (options.processes ?? SITE_PROCESSES).filter(
    (spec) => spec.name !== 'sandbox' || (env.UPSTREAMS ?? 'mainnet') === 'sandbox',
  );
  const children: { spec: ProcessSpec; child: ChildProcess }[] = [];
  let stopping = false;
  let onExit: (value: { name: string; code: number | null }) => void = () => {};
  const exited = new Promise<{ name: string; code: number | null }>((resolve) => (onExit = resolve));

  for (const spec of specs) {
    const child = spawn('npm', ['run', '--silent', spec.script], {
      env,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const pipe = (stream: NodeJS.ReadableStream | null) => {
      let buffered = '';
      stream?.setEncoding('utf8');
      stream?.on('data', (chunk: string) => {
        buffered += chunk;
        const lines = buffered.split('\n');
        buffered = lines.pop() ?? '';
        for (const line of lines) if (line.trim()) write(`[${spec.name}] ${line}`);
      });
    };
    pipe(child.stdout);
    pipe(child.stderr);
    child.on('exit', (code) => {
      if (!stopping) onExit({ name: spec.name, code });
    });
    children.push({ spec, child });
  }

  return {
    exited,
    async stop() {
      stopping = true;
      await Promise.all(
        children.map(
          ({ child }) =>
            new Promise<void>((resolve) => {
              if (child.exitCode !== null || child.signalCode !== null) return resolve();
              const kill = (signal: NodeJS.Signals) => {
                try {
                  process.kill(-child.pid!, signal);
                } catch {
                  // Already gone.
                }
              };
              const timer = setTimeout(() => kill('SIGKILL'), 10_000);
              child.once('exit', () => {
                clearTimeout(timer);
                resolve();
              });
              kill('SIGTERM');
            }),
        ),
      );
    },
  };
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
