// Sandbox internals that tests in other packages check against published schemas (the Sui GraphQL root).
export { NameBook } from './other/book.ts';
export { suiGraphqlRoot } from './other/sui/sui-service.ts';
export type { Node } from './other/sui/mini-graphql.ts';
export { SUINS_PAYMENT_EVENT } from './other/sui/events.ts';
