import { afterEach, describe, expect, it } from 'vitest';
import { jsonLine, startSupervisor, waitUntil, type Supervisor } from './supervisor.ts';
import { survivors } from './test/process-tree.ts';

// Real small child processes, so signals, process groups and restarts are the kernel's, not a mock's.
const node = (code: string) => [process.execPath, '-e', code];
const FOREVER = 'setInterval(() => {}, 60_000);';

let supervisor: Supervisor | undefined;
afterEach(async () => {
  await supervisor?.stop();
  supervisor = undefined;
});

function collect() {
  const lines: string[] = [];
  return { lines, write: (line: string) => void lines.push(line) };
}

describe('startSupervisor', () => {
  it('restarts a process that exits, with a growing delay up to the cap, logging each restart', async () => {
    const out = collect();
    supervisor = startSupervisor({
      processes: [{ name: 'flaky', command: node('process.exit(3)') }],
      backoff: { baseMs: 20, maxMs: 80, resetAfterMs: 60_000 },
      write: out.write,
    });
    const restarts = () => out.lines.filter((l) => l.includes('flaky') && l.includes('restarting in'));
    expect(await waitUntil(() => restarts().length >= 4, 20_000)).toBe(true);
    const delays = restarts()
      .slice(0, 4)
      .map((l) => Number(/restarting in (\d+) ms/.exec(l)![1]));
    expect(delays).toEqual([20, 40, 80, 80]);
    expect(restarts()[0]).toMatch(/exited unexpectedly \(code 3\)/);
  });

  it('keeps the other processes running while one restarts', async () => {
    const out = collect();
    supervisor = startSupervisor({
      processes: [
        { name: 'steady', command: node(FOREVER) },
        { name: 'victim', command: node(FOREVER) },
      ],
      backoff: { baseMs: 50, maxMs: 50, resetAfterMs: 60_000 },
      write: out.write,
    });
    expect(await waitUntil(() => Object.values(supervisor!.pids()).every(Boolean), 10_000)).toBe(true);
    const { steady, victim } = supervisor.pids();
    process.kill(victim!, 'SIGKILL');
    expect(await waitUntil(() => (supervisor!.pids().victim ?? victim) !== victim, 10_000)).toBe(true);
    expect(supervisor.pids().steady).toBe(steady);
    expect(out.lines.some((l) => l.includes(`victim (pid ${victim}) exited unexpectedly (SIGKILL)`))).toBe(
      true,
    );
  });

  it('stops every process group, grandchildren included, and SIGKILLs one that ignores SIGTERM', async () => {
    const out = collect();
    // A parent that spawns a grandchild in its group (as tsx starts esbuild), and one that ignores SIGTERM.
    const parent = `require('child_process').spawn(process.execPath, ['-e', ${JSON.stringify(FOREVER)}], { stdio: 'ignore' }); ${FOREVER}`;
    const stubborn = `process.on('SIGTERM', () => console.log('ignoring SIGTERM')); console.log('handler set'); ${FOREVER}`;
    supervisor = startSupervisor({
      processes: [
        { name: 'parent', command: node(parent) },
        { name: 'stubborn', command: node(stubborn) },
      ],
      graceMs: 300,
      write: out.write,
    });
    expect(await waitUntil(() => Object.values(supervisor!.pids()).every(Boolean), 10_000)).toBe(true);
    const groups = Object.values(supervisor.pids()) as number[];
    // The grandchild is up once the parent's group has two members.
    expect(await waitUntil(() => survivors([groups[0]!]).length === 2, 10_000)).toBe(true);
    // Only once its handler is set does the stubborn one ignore SIGTERM (a busy machine starts it slowly).
    expect(await waitUntil(() => out.lines.some((l) => l.includes('handler set')), 10_000)).toBe(true);
    await supervisor.stop();
    expect(await waitUntil(() => survivors(groups).length === 0, 5_000)).toBe(true);
    expect(out.lines.some((l) => l.includes('stubborn') && l.includes('SIGKILL'))).toBe(true);
    expect(out.lines.some((l) => l.includes('restarting'))).toBe(false);
  });

  it("writes every line as JSON with the process's name in role, the supervisor's own lines included", async () => {
    const out = collect();
    const talker = [
      `console.log(JSON.stringify({ level: 30, msg: 'from pino-like' }));`,
      `console.log(JSON.stringify({ level: 30, role: 'api', msg: 'has its role' }));`,
      `console.log('plain text');`,
      `console.error('Error: boom\\n    at somewhere (https://rpc.example/v2/KEY123)');`,
      `process.stdout.write('no newline at the end');`,
      FOREVER,
    ].join(' ');
    supervisor = startSupervisor({
      processes: [{ name: 'talker', command: node(talker) }],
      write: out.write,
    });
    const parsed = () => out.lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(await waitUntil(() => parsed().some((l) => l.msg === 'plain text'), 10_000)).toBe(true);
    await supervisor.stop();
    // The last, unterminated line is written when its stream ends (which may follow the exit).
    expect(await waitUntil(() => parsed().some((l) => l.msg === 'no newline at the end'), 10_000)).toBe(true);
    const lines = parsed();
    expect(lines).toContainEqual(
      expect.objectContaining({
        role: 'supervisor',
        child: 'talker',
        msg: expect.stringMatching(/^talker started \(pid \d+\)$/),
      }),
    );
    expect(lines).toContainEqual({ role: 'talker', level: 30, msg: 'from pino-like' });
    expect(lines).toContainEqual({ level: 30, role: 'api', msg: 'has its role' });
    expect(lines).toContainEqual(expect.objectContaining({ role: 'talker', level: 30, msg: 'plain text' }));
    const stack = lines.find((l) => String(l.msg).startsWith('Error: boom'));
    expect(stack).toMatchObject({ role: 'talker', level: 50 });
    expect(JSON.stringify(stack)).not.toContain('KEY123');
    expect(lines).toContainEqual(expect.objectContaining({ role: 'talker', msg: 'no newline at the end' }));
  });
});

describe('jsonLine', () => {
  it('wraps text, passes JSON objects through with a role, and treats JSON that is not an object as text', () => {
    expect(JSON.parse(jsonLine('api', '{"msg":"x"}', false))).toEqual({ role: 'api', msg: 'x' });
    expect(jsonLine('api', '{"role":"api","msg":"x"}', false)).toBe('{"role":"api","msg":"x"}');
    expect(JSON.parse(jsonLine('api', '[1,2]', true))).toMatchObject({
      role: 'api',
      level: 50,
      msg: '[1,2]',
    });
    expect(JSON.parse(jsonLine('api', '{not json', false))).toMatchObject({ role: 'api', msg: '{not json' });
  });
});
