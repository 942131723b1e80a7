// Test support of the API for benchmarks and other packages' tests (the `@namescope/api/testing` entry).
export {
  deleteKeys,
  SANDBOX_SERVICE_IDS,
  startSearchStack,
  type SearchStack,
  type SearchStackOptions,
} from '../search-stack.ts';
export { sampleCases } from '../fuzz/fuzz-cases.ts';
export {
  countByStatus,
  describeCase,
  legitimateAdds,
  prototypeKeys,
  replyProblem,
} from '../fuzz/fuzz-check.ts';
export { sendAll } from '../fuzz/fuzz-send.ts';
export { startFuzzTarget } from '../fuzz/fuzz-target.ts';
export { snapshotChanges } from '../fuzz/store-snapshot.ts';
