import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const FIXTURE = fileURLToPath(new URL('../test/support/lifecycle-fixture.ts', import.meta.url));

interface Run {
  lines: () => Record<string, unknown>[];
  waitFor: (msg: string) => Promise<void>;
  exit: Promise<number | null>;
  pid: number;
}

/** Starts the fixture as a real process (node --import tsx, as the supervisor runs the mains). */
function start(env: Record<string, string>): Run {
  const child = spawn(process.execPath, ['--import', 'tsx', FIXTURE], {
    env: { ...process.env, LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const waiters: { msg: string; resolve: () => void }[] = [];
  const parsed = () =>
    out
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as Record<string, unknown>);
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    out += chunk;
    for (const w of [...waiters]) if (parsed().some((l) => l.msg === w.msg)) w.resolve();
  });
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return {
    lines: parsed,
    pid: child.pid!,
    exit,
    waitFor: (msg) =>
      parsed().some((l) => l.msg === msg)
        ? Promise.resolve()
        : new Promise<void>((resolve, reject) => {
            waiters.push({ msg, resolve });
            void exit.then(() => reject(new Error(`exited before '${msg}':\n${out}`)));
          }),
  };
}

const messages = (run: Run) => run.lines().map((l) => l.msg);

describe('runProcess', () => {
  it('closes what main registered, in reverse order, on SIGTERM and exits 0', async () => {
    const run = start({});
    await run.waitFor('ready');
    process.kill(run.pid, 'SIGTERM');
    expect(await run.exit).toBe(0);
    const msgs = messages(run);
    expect(msgs.indexOf('closed second')).toBeLessThan(msgs.indexOf('closed first'));
    expect(msgs.at(-1)).toBe('stopped');
  });

  it('does the same on SIGINT', async () => {
    const run = start({});
    await run.waitFor('ready');
    process.kill(run.pid, 'SIGINT');
    expect(await run.exit).toBe(0);
    expect(messages(run)).toContain('closed first');
  });

  it('logs the effective configuration once at start, secrets redacted', async () => {
    const run = start({
      FIXTURE_DB_URL: 'postgres://namescope:s3cret@db:5432/namescope',
      FIXTURE_PASSWORD: 'hunter22',
    });
    await run.waitFor('ready');
    process.kill(run.pid, 'SIGTERM');
    await run.exit;
    const logged = run.lines().filter((l) => l.msg === 'effective configuration');
    expect(logged).toHaveLength(1);
    expect(logged[0]!.config).toEqual({
      mode: 'serve',
      databaseUrl: 'postgres://[redacted]@db:5432/[redacted]',
      adminPassword: '[redacted]',
    });
    expect(JSON.stringify(run.lines())).not.toMatch(/s3cret|hunter22/);
  });

  it('turns a failing main into a fatal log line, closes what was opened and exits 1', async () => {
    const run = start({ FIXTURE_MODE: 'fail' });
    expect(await run.exit).toBe(1);
    const fatal = run.lines().find((l) => l.level === 60)!;
    expect(fatal.msg).toBe('fixture failed');
    expect(JSON.stringify(fatal.err)).toMatch(/cannot open the store/);
    expect(messages(run)).toContain('closed first');
  });

  it('logs a config error as its message, naming the variable', async () => {
    const run = start({ FIXTURE_MODE: 'config' });
    expect(await run.exit).toBe(1);
    expect(run.lines().find((l) => l.level === 60)?.msg).toMatch(/PORT: not a whole number/);
  });

  it('exits 1 on an uncaught exception after start', async () => {
    const run = start({ FIXTURE_MODE: 'crash' });
    expect(await run.exit).toBe(1);
    expect(messages(run)).toContain('uncaught exception');
  });

  it('exits anyway when closing hangs past the grace period', async () => {
    const run = start({ FIXTURE_MODE: 'hang', FIXTURE_GRACE_MS: '300' });
    await run.waitFor('ready');
    process.kill(run.pid, 'SIGTERM');
    expect(await run.exit).toBe(1);
    expect(messages(run)).toContain('shutdown took too long; exiting');
  });

  it('stops by itself when its supervisor is gone', async () => {
    // A pid that is certainly not running: a process that already exited.
    const gone = spawn(process.execPath, ['-e', '0']);
    await new Promise((resolve) => gone.on('exit', resolve));
    const run = start({ NAMESCOPE_SUPERVISOR_PID: String(gone.pid) });
    expect(await run.exit).toBe(0);
    expect(messages(run)).toContain('supervisor is gone: stopping');
  });
});
