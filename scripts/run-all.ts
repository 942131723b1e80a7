import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { loadEnv, runModeFrom } from '@namescope/runtime';
import { startStack, waitForHttp } from './stack.ts';
import { supervisorLogger } from './supervisor.ts';

// `make start`: runs every process of the site under supervision, in the foreground until Ctrl-C (or
// `make stop`, which signals this process). Its state file names this process and each process group, so
// `make stop` can clean up even after this supervisor was killed outright.
const STATE_FILE = path.resolve(process.env.RUN_ALL_STATE_FILE ?? '.data/run-all.json');
const groups: Record<string, number> = {};
const saveState = () => {
  mkdirSync(path.dirname(STATE_FILE), { recursive: true });
  writeFileSync(STATE_FILE, JSON.stringify({ pid: process.pid, groups }));
};
saveState();

// Every line of `make start` is JSON, its own included (role 'supervisor'), so the combined log can be shipped.
const logger = supervisorLogger((line) => process.stdout.write(`${line}\n`));
const port = loadEnv().PORT ?? '8080';
// RUN_MODE=compiled (`make start-prod`): the processes run their tsc output (dist/) with plain node.
const mode = runModeFrom(process.env.RUN_MODE);
logger.info(`running the processes ${mode === 'compiled' ? 'compiled (dist/, plain node)' : 'with tsx'}`);
const stack = startStack({
  mode,
  onSpawn: (name, pid) => {
    groups[name] = pid;
    saveState();
  },
});
let stopping = false;

async function stop(code: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  logger.info('stopping...');
  await stack.stop();
  rmSync(STATE_FILE, { force: true });
  logger.info('stopped');
  process.exit(code);
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => void stop(0));
process.on('uncaughtException', (error) => {
  logger.fatal({ err: error }, 'supervisor failed');
  void stop(1);
});

waitForHttp(`http://127.0.0.1:${port}/api/readyz`, 180_000).then(
  () => logger.info(`NameScope is up: http://localhost:${port}  (Ctrl-C stops everything)`),
  (error: unknown) => logger.error({ err: error }, 'the site did not become ready'),
);
