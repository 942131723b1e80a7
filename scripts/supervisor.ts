import { type ChildProcess, spawn } from 'node:child_process';
import {
  createLogger,
  nodeArgs,
  redactUrlsIn,
  REPO_ROOT,
  SUPERVISOR_PID_VAR,
  type Logger,
  type RunMode,
} from '@namescope/runtime';

/**
 * One supervised process: a TypeScript main run as `node --import tsx <main>` (or its compiled dist/ file with
 * plain node, in the compiled mode), or any command (tests).
 */
export interface ProcessSpec {
  name: string;
  /** Module path from the repository root, e.g. 'api/src/server.ts'. */
  main?: string;
  /** argv to run instead of a main (argv[0] is the executable). */
  command?: readonly string[];
}

export interface Backoff {
  /** Delay before the first restart; doubles with each restart that follows a short run. */
  baseMs: number;
  /** The cap. */
  maxMs: number;
  /** A process that ran at least this long before exiting restarts after baseMs again. */
  resetAfterMs: number;
}

export const DEFAULT_BACKOFF: Backoff = { baseMs: 1_000, maxMs: 30_000, resetAfterMs: 60_000 };

export interface SupervisorOptions {
  processes: readonly ProcessSpec[];
  env?: NodeJS.ProcessEnv;
  /**
   * Where each output line goes (default stdout): every one a JSON object with the emitting process's name in
   * `role`, the supervisor's own lines ('supervisor') included, so the combined log stays machine-readable.
   */
  write?: (line: string) => void;
  backoff?: Backoff;
  /** After SIGTERM, how long a process group gets before SIGKILL (above the processes' own 10 s grace). */
  graceMs?: number;
  /** Called with each process's pid (its process group id) whenever it is (re)started. */
  onSpawn?: (name: string, pid: number) => void;
  /** How a spec's main runs: its TypeScript under tsx (the default) or its compiled JavaScript. */
  mode?: RunMode;
}

export interface Supervisor {
  /** The current pid of each process, undefined while it waits for a restart. */
  pids(): Record<string, number | undefined>;
  /** Stops every process group (SIGTERM, then SIGKILL after the grace period); no restart after this. */
  stop(): Promise<void>;
}

/** Signals a whole process group; false when nothing of it is left. */
export function signalGroup(pgid: number, signal: NodeJS.Signals | 0): boolean {
  try {
    process.kill(-pgid, signal);
    return true;
  } catch {
    return false;
  }
}

/**
 * A child's output line as one JSON log line, its process's name in `role`: a JSON object line is passed
 * through (with `role` added if it lacks one); any other text (a crash's stack trace, a library's notice)
 * is wrapped as the message of an info line, or an error line when it came on stderr.
 */
export function jsonLine(role: string, line: string, fromStderr: boolean): string {
  if (line.startsWith('{')) {
    try {
      const parsed: unknown = JSON.parse(line);
      if (parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)) {
        return 'role' in parsed ? line : JSON.stringify({ role, ...parsed });
      }
    } catch {
      // Not JSON after all: wrapped below.
    }
  }
  const level = fromStderr ? 50 : 30;
  return JSON.stringify({ level, time: new Date().toISOString(), role, msg: redactUrlsIn(line) });
}

/** The supervisor's own JSON logger, writing whole lines to `write`. */
export function supervisorLogger(write: (line: string) => void): Logger {
  return createLogger('supervisor', 'info', { write: (chunk: string) => write(chunk.replace(/\n$/, '')) });
}

/** Waits for an event-free condition by polling (stop-all has no ChildProcess to listen to). */
export async function waitUntil(check: () => boolean, timeoutMs: number, everyMs = 100): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() >= deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  return true;
}

/**
 * Runs each process in its own process group (detached), so a signal to the group reaches everything the
 * process started (tsx's esbuild service, say) and a Ctrl-C on the terminal reaches only the supervisor,
 * which stops them in order. A process that exits when it was not asked to is restarted after an
 * exponential backoff, with a log line; the others keep serving meanwhile.
 */
export function startSupervisor(options: SupervisorOptions): Supervisor {
  const write = options.write ?? ((line: string) => process.stdout.write(`${line}\n`));
  const backoff = options.backoff ?? DEFAULT_BACKOFF;
  const graceMs = options.graceMs ?? 15_000;
  const env = { ...process.env, ...options.env, [SUPERVISOR_PID_VAR]: String(process.pid) };
  const logger = supervisorLogger(write);

  interface Slot {
    spec: ProcessSpec;
    child?: ChildProcess;
    startedAt: number;
    restarts: number;
    timer?: NodeJS.Timeout;
  }
  const slots: Slot[] = options.processes.map((spec) => ({ spec, startedAt: 0, restarts: 0 }));
  let stopping = false;

  const launch = (slot: Slot) => {
    const { spec } = slot;
    const argv = spec.command ?? [process.execPath, ...nodeArgs(spec.main!, options.mode ?? 'tsx')];
    const child = spawn(argv[0]!, argv.slice(1), {
      cwd: REPO_ROOT,
      env,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    slot.child = child;
    slot.startedAt = Date.now();
    child.on('error', (error) =>
      logger.error({ child: spec.name, err: error }, `${spec.name} could not start: ${error.message}`),
    );
    if (child.pid === undefined) return;
    logger.info({ child: spec.name, pid: child.pid }, `${spec.name} started (pid ${child.pid})`);
    options.onSpawn?.(spec.name, child.pid);
    for (const stream of [child.stdout, child.stderr]) {
      const fromStderr = stream === child.stderr;
      const emit = (line: string) => {
        if (line.trim()) write(jsonLine(spec.name, line, fromStderr));
      };
      let buffered = '';
      stream?.setEncoding('utf8');
      stream?.on('data', (chunk: string) => {
        buffered += chunk;
        const lines = buffered.split('\n');
        buffered = lines.pop() ?? '';
        for (const line of lines) emit(line);
      });
      // A last line without its newline (a process killed mid-write) is still a line.
      stream?.on('end', () => emit(buffered));
    }
    child.on('exit', (code, signal) => {
      // Whatever the process left in its group (a child it spawned) goes with it.
      signalGroup(child.pid!, 'SIGKILL');
      if (stopping) return;
      const ranMs = Date.now() - slot.startedAt;
      if (ranMs >= backoff.resetAfterMs) slot.restarts = 0;
      const delay = Math.min(backoff.maxMs, backoff.baseMs * 2 ** slot.restarts);
      slot.restarts += 1;
      slot.child = undefined;
      logger.warn(
        { child: spec.name, pid: child.pid, code, signal, delayMs: delay, restart: slot.restarts },
        `${spec.name} (pid ${child.pid}) exited unexpectedly (${signal ?? `code ${code}`}) after ` +
          `${Math.round(ranMs / 1000)} s; restarting in ${delay} ms (restart ${slot.restarts})`,
      );
      slot.timer = setTimeout(() => {
        slot.timer = undefined;
        if (!stopping) launch(slot);
      }, delay);
    });
  };

  const stopSlot = (slot: Slot) =>
    new Promise<void>((resolve) => {
      clearTimeout(slot.timer);
      const child = slot.child;
      if (!child?.pid || child.exitCode !== null || child.signalCode !== null) return resolve();
      const pgid = child.pid;
      const timer = setTimeout(() => {
        logger.warn(
          { child: slot.spec.name, pid: pgid },
          `${slot.spec.name} (pid ${pgid}) did not stop within ${graceMs} ms: SIGKILL`,
        );
        signalGroup(pgid, 'SIGKILL');
      }, graceMs);
      child.once('exit', () => {
        clearTimeout(timer);
        resolve();
      });
      signalGroup(pgid, 'SIGTERM');
    });

  for (const slot of slots) launch(slot);

  return {
    pids: () => Object.fromEntries(slots.map((s) => [s.spec.name, s.child?.pid])),
    async stop() {
      stopping = true;
      await Promise.all(slots.map(stopSlot));
    },
  };
}
