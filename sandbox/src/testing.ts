// Sandbox internals that tests in other packages check against published schemas (the Sui GraphQL root),
// and the sandbox's own Avvy name hash, which the indexer's tests use to name hidden Avvy registrations.
export { NameBook } from './other/book.ts';
export { suiGraphqlRoot } from './other/sui/sui-service.ts';
export type { Node } from './other/sui/mini-graphql.ts';
export { SUINS_PAYMENT_EVENT } from './other/sui/events.ts';
export { avvyNameHash } from './evm/avvy-hash.ts';
