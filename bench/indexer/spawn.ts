import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';

/** Spawns a TypeScript entry point under tsx and resolves with the first stdout line matching `ready`. */
export function spawnTs(
  entry: string,
  env: Record<string, string | undefined>,
  ready: RegExp,
  timeoutMs = 180_000,
): Promise<{ child: ChildProcess; line: string }> {
  // BENCH_PROFILE_DIR writes a V8 CPU profile per child (NODE_OPTIONS may not carry --cpu-prof).
  const profile = process.env.BENCH_PROFILE_DIR
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`]
    : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', entry], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      // Not left behind: a sandbox holds a gigabyte and keeps the machine busy.
      child.kill('SIGKILL');
      reject(new Error(`${entry} not ready after ${timeoutMs} ms`));
    }, timeoutMs);
    // A child that exits says why on stdout (its log): the last lines go into the error.
    const last: string[] = [];
    child.once('exit', (code) =>
      reject(new Error(`${entry} exited with ${code}${last.length ? `:\n${last.join('\n')}` : ''}`)),
    );
    createInterface({ input: child.stdout! }).on('line', (line) => {
      if (last.push(line) > 5) last.shift();
      if (ready.test(line)) {
        clearTimeout(timer);
        resolve({ child, line });
      }
    });
  });
}

/** Stops a child and waits for it to exit. */
export async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}
