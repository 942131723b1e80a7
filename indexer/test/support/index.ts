// Test support of the indexer, for its own tests and other packages' (the `@namescope/indexer/testing` entry).
export { createHarness, type Harness } from './harness.ts';
export { syntheticRegistration } from './synthetic-registration.ts';
// The SuiNS events queries, which the lookup worker's tests check against the published Sui GraphQL schema
// along with the SuiNS adapter's.
export {
  BACKWARD as SUINS_EVENTS_BACKWARD,
  FORWARD as SUINS_EVENTS_FORWARD,
} from '../../src/sources/suins.ts';
