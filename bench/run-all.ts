import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startTestSite } from '@namescope/scripts/testing';
import { printReport } from './report.ts';

// `make bench`: every benchmark in turn, each printing its own figures. The search and indexer benchmarks
// start what they measure; the web benchmark runs against the whole stack, started here as the browser
// tests start it (own ports and stores). Each records its headline figures (report.ts), and the run ends
// with one table of them against their goals.
const reportFile = path.join(mkdtempSync(path.join(tmpdir(), 'namescope-bench-')), 'figures.jsonl');
function run(script: string, env: NodeJS.ProcessEnv = {}): void {
  console.log(`\n=== ${script} ===`);
  const result = spawnSync('npx', ['tsx', script], {
    stdio: 'inherit',
    env: { ...process.env, BENCH_REPORT: reportFile, ...env },
  });
  if (result.status !== 0) console.error(`${script} exited with ${result.status}`);
}

run('bench/startup/run.ts');
run('bench/search/wake-cost.ts');
run('bench/search/run.ts');
run('bench/search/adapter-cpu.ts');
run('bench/search/queue-cpu.ts', { BENCH_QUEUE_CONCURRENCY: '50' });
run('bench/indexer/run.ts');
run('bench/load/run.ts');
const site = await startTestSite();
try {
  run('bench/web/run.ts', { E2E_BASE_URL: site.baseUrl });
} finally {
  await site.stop();
}
printReport(reportFile);
