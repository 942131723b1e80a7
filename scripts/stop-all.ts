import { existsSync, readFileSync } from 'node:fs';

// `make stop`: asks a `make start` running in another terminal to stop its processes.
const PID_FILE = '.data/run-all.pid';
if (existsSync(PID_FILE)) {
  const pid = Number(readFileSync(PID_FILE, 'utf8'));
  try {
    process.kill(pid, 'SIGTERM');
    console.log(`[stop] asked make start (pid ${pid}) to stop`);
  } catch {
    console.log('[stop] make start was not running');
  }
}
