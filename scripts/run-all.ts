import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { startStack, waitForHttp } from './stack.ts';

// `make start`: runs every process of the site in the foreground until Ctrl-C.
const PID_FILE = '.data/run-all.pid';
mkdirSync('.data', { recursive: true });
writeFileSync(PID_FILE, String(process.pid));

const port = process.env.PORT || '8080';
const stack = startStack();
let stopping = false;

async function stop(code: number): Promise<never> {
  if (!stopping) {
    stopping = true;
    console.log('[run-all] stopping...');
    await stack.stop();
    rmSync(PID_FILE, { force: true });
  }
  process.exit(code);
}

process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));
void stack.exited.then(({ name, code }) => {
  console.error(`[run-all] ${name} exited with code ${code}; stopping the others`);
  void stop(1);
});

waitForHttp(`http://127.0.0.1:${port}/api/readyz`, 120_000).then(
  () => console.log(`[run-all] NameScope is up: http://localhost:${port}  (Ctrl-C stops everything)`),
  (error: unknown) => console.error(`[run-all] ${String(error)}`),
);
