// The seeded names and the identities behind them, for tests and benchmarks that assert on sandbox answers.
export * from './evm/fixtures.ts';
export * from './other/fixtures.ts';
export * from './other/ids.ts';
// The seeded addresses and what an address search must find for each (primary names, names held).
export * from './address-search-fixtures.ts';
