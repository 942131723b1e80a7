import {
  countByStatus,
  describeCase,
  legitimateAdds,
  prototypeKeys,
  replyProblem,
  sampleCases,
  sendAll,
  snapshotChanges,
  startFuzzTarget,
} from '@namescope/api/testing';

// The API fuzzer: random requests (fast-check) against every route of the real app on real PostgreSQL,
// Redis, BullMQ, a lookup worker process and the sandbox; prints the answers by status and by route, every
// problem (a 5xx, no answer, a 4xx that is not JSON with a message) and any change to what was stored.
// Exits 1 on any problem. Settings (defaults in brackets):
//   FUZZ_CASES [10000]  FUZZ_SEED [random, printed]  FUZZ_CONCURRENCY [8]
// Needs the worktree's stores: `make seed`, then `source .wt-env.sh && npx tsx bench/fuzz/run.ts`.
const CASES = Number(process.env.FUZZ_CASES ?? 10_000);
const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const CONCURRENCY = Number(process.env.FUZZ_CONCURRENCY ?? 8);

const target = await startFuzzTarget();
let failed = false;
try {
  console.log(`fuzz: ${CASES} cases, seed ${SEED}, ${CONCURRENCY} at a time, ${target.routes.length} routes`);
  const before = await target.snapshot();
  const prototypes = prototypeKeys();
  const cases = sampleCases(target.routes, CASES, SEED, { adminCookie: target.adminCookie });
  const started = performance.now();
  let done = 0;
  const replies = await sendAll(target.url, cases, CONCURRENCY, () => {
    done += 1;
    if (done % 1000 === 0) console.log(`  ${done} sent`);
  });
  const seconds = (performance.now() - started) / 1000;

  console.log(`\n${CASES} cases in ${seconds.toFixed(1)} s (${(CASES / seconds).toFixed(0)}/s)\nby status:`);
  for (const [status, count] of countByStatus(replies)) {
    console.log(`  ${status === 0 ? 'no answer' : status}  ${count}`);
  }

  const byRoute = new Map<string, Map<number, number>>();
  cases.forEach((c, i) => {
    const counts = byRoute.get(c.route) ?? new Map<number, number>();
    counts.set(replies[i]!.status, (counts.get(replies[i]!.status) ?? 0) + 1);
    byRoute.set(c.route, counts);
  });
  console.log('by route:');
  for (const [route, counts] of [...byRoute].sort(([a], [b]) => a.localeCompare(b))) {
    const text = [...counts]
      .sort(([a], [b]) => a - b)
      .map(([s, n]) => `${s}:${n}`)
      .join(' ');
    console.log(`  ${route.padEnd(58)} ${text}`);
  }

  const problems = replies.flatMap((reply, i) => {
    const problem = replyProblem(reply);
    return problem ? [`#${i} ${problem}\n    ${describeCase(cases[i]!, reply)}`] : [];
  });
  const fivexx = replies.filter((r) => r.status >= 500).length;
  console.log(`\n5xx: ${fivexx}; problems: ${problems.length}`);
  for (const p of problems.slice(0, 50)) console.log(p);
  const errors = target.logs.filter((l) => l.includes('"unhandled error"'));
  for (const line of errors.slice(0, 10)) console.log(`  log: ${line.slice(0, 600)}`);

  const changes = snapshotChanges(before, await target.snapshot(), legitimateAdds(cases, replies));
  console.log(`stored data changed: ${changes.length}`);
  for (const c of changes.slice(0, 20)) console.log(`  ${c}`);
  const polluted = prototypeKeys() !== prototypes;
  console.log(`built-in prototypes changed: ${polluted ? 'yes' : 'no'}`);
  failed = problems.length > 0 || changes.length > 0 || polluted;
} finally {
  await target.close();
}
process.exit(failed ? 1 : 0);
