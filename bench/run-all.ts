import { spawnSync } from 'node:child_process';
import { startTestSite } from '@namescope/scripts/testing';

// `make bench`: every benchmark in turn, each printing its own figures. The search and indexer benchmarks
// start what they measure; the web benchmark runs against the whole stack, started here as the browser
// tests start it (own ports and stores).
function run(script: string, env: NodeJS.ProcessEnv = {}): void {
  console.log(`\n=== ${script} ===`);
  const result = spawnSync('npx', ['tsx', script], { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) console.error(`${script} exited with ${result.status}`);
}

run('bench/startup/run.ts');
run('bench/search/run.ts');
run('bench/search/queue-cpu.ts', { BENCH_QUEUE_CONCURRENCY: '50' });
run('bench/indexer/run.ts');
run('bench/load/run.ts');
const site = await startTestSite();
try {
  run('bench/web/run.ts', { E2E_BASE_URL: site.baseUrl });
} finally {
  await site.stop();
}
