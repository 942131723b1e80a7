import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { signalGroup, waitUntil } from './supervisor.ts';

// `make stop`: asks a `make start` running in another terminal to stop (SIGTERM to its supervisor), waits
// for it, then ends whatever is left of the process groups it recorded: nothing survives, even when the
// supervisor itself had been killed outright.
const STATE_FILE = path.resolve(process.env.RUN_ALL_STATE_FILE ?? '.data/run-all.json');
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

if (!existsSync(STATE_FILE)) {
  console.log('[stop] make start is not running');
  process.exit(0);
}
const state = JSON.parse(readFileSync(STATE_FILE, 'utf8')) as { pid: number; groups: Record<string, number> };
if (alive(state.pid)) {
  process.kill(state.pid, 'SIGTERM');
  console.log(`[stop] asked make start (pid ${state.pid}) to stop`);
  // The supervisor gives each process 15 s before SIGKILL; allow for that and a little more.
  if (!(await waitUntil(() => !alive(state.pid), 30_000))) {
    console.log(`[stop] make start (pid ${state.pid}) did not stop: SIGKILL`);
    process.kill(state.pid, 'SIGKILL');
  }
}
for (const [name, pgid] of Object.entries(state.groups)) {
  if (!signalGroup(pgid, 0)) continue;
  console.log(`[stop] ${name} (process group ${pgid}) is still running: stopping it`);
  signalGroup(pgid, 'SIGTERM');
  if (!(await waitUntil(() => !signalGroup(pgid, 0), 15_000))) signalGroup(pgid, 'SIGKILL');
}
rmSync(STATE_FILE, { force: true });
console.log('[stop] stopped');
