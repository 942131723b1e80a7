import { z } from 'zod';
import {
  type AddressKind,
  type AddressResult,
  addressDoneEventSchema,
  addressRegistrationsEventSchema,
  addressResponseSchema,
  addressResultSchema,
  addressStartEventSchema,
  EXTENSION_COUNT,
  EXTENSION_KEYS,
  recogniseAddress,
} from '@namescope/common';
import { AppError } from '../errors.ts';
import { freshLookupBudget } from '../middleware/search-limits.ts';
import { defineSearchRoute } from '../routes/route.ts';
import { eventStreamAnswer } from './event-stream.ts';
import { registrationsOf } from './address-registrations.ts';
import { streamSearch } from './search-stream.ts';

/** What a 400 says for text that is no address of any kind the services use. */
export const NOT_AN_ADDRESS_MESSAGE =
  'This is not a wallet address: enter an Ethereum (or other EVM), Solana, Sui, Stacks, Algorand or Bitcoin address.';

interface Subject {
  address: string;
  display: string;
  kind: AddressKind;
}

/**
 * Recognises the address once (common's recogniseAddress, the web's own rule): text that is no address, or
 * an address that fails its kind's rules, is a 400 with the message the visitor sees, and no job is added.
 */
function addressOrThrow(raw: string): Subject {
  const verdict = recogniseAddress(raw);
  if (verdict.status === 'valid') return verdict;
  throw AppError.invalidInput(
    verdict.status === 'malformed' ? verdict.message : NOT_AN_ADDRESS_MESSAGE,
    'address',
  );
}

const subjectOf = ({ address, display, kind }: Subject) => ({ address, display, kind });
const catalogueOrder = (a: AddressResult, b: AddressResult) =>
  EXTENSION_KEYS.indexOf(a.extension) - EXTENSION_KEYS.indexOf(b.extension);

const addressParams = z.object({
  address: z
    .string()
    .min(1)
    .describe(
      'A wallet address: EVM (0x + 40 hex; mixed case must match its EIP-55 checksum), Solana, Sui, Stacks, ' +
        'Algorand or Bitcoin (docs/features/address-search.md). Anything else answers 400',
    ),
});
const errors = {
  400: 'Not a wallet address, or one that fails its kind’s rules (checksum, length, network); the message says which',
  429: 'The per-IP budget of fresh lookups is spent',
} as const;

/** GET /api/address/{address} and its SSE stream: what each service calls the address, and what it holds. */
export const addressRoutes = [
  defineSearchRoute({
    method: 'get',
    path: '/api/address/:address',
    summary: 'What the twelve services say about a wallet address, as JSON',
    tag: 'lookups',
    description:
      'Each service’s primary name for the address and the names it holds where the service can list them ' +
      '(services that do not use this kind of address answer `unsupported`), in catalogue order, and the ' +
      'registrations our indexer saw this address make (newest first, at most 50).',
    rawParams: addressParams,
    errors,
    responses: { 200: { description: 'Every service’s answer', schema: addressResponseSchema } },
    handler:
      ({ search, limiters }) =>
      async (ctx) => {
        const subject = addressOrThrow(ctx.params.address ?? '');
        const results: AddressResult[] = [];
        const searched = search.searchAddress(subject, (r) => results.push(r), {
          requestId: ctx.state.requestId,
          admit: freshLookupBudget(limiters.search, ctx.ip),
        });
        const registrations = registrationsOf(ctx.state.em, subject);
        // Both settle before either's failure answers, so no query outlives its request unheard.
        await Promise.allSettled([searched, registrations]);
        await searched;
        ctx.body = {
          ...subjectOf(subject),
          results: results.sort(catalogueOrder),
          registrations: await registrations,
        };
      },
  }),
  defineSearchRoute({
    method: 'get',
    path: '/api/address/:address/stream',
    summary: 'What the twelve services say about a wallet address, as Server-Sent Events',
    tag: 'lookups',
    rawParams: addressParams,
    description:
      'A `text/event-stream`: one `start` event (the recognised address and how many results to expect), one ' +
      '`result` event per service (AddressResult) as each answers, unsupported ones at once, one ' +
      '`registrations` event once the database answered (absent if it failed), then `done`. Each event’s ' +
      '`data` is JSON. The event payload schemas are listed under `x-sse-events`.',
    errors: { ...errors, 429: 'The per-IP budget of fresh lookups is spent, or too many open streams' },
    responses: eventStreamAnswer(['start', 'result', 'registrations', 'done']),
    sseEvents: {
      start: addressStartEventSchema,
      result: addressResultSchema,
      registrations: addressRegistrationsEventSchema,
      done: addressDoneEventSchema,
    },
    handler: (services) => async (ctx) => {
      const subject = addressOrThrow(ctx.params.address ?? '');
      let count = 0;
      await streamSearch(
        ctx,
        services,
        ({ send, signal, admit }) => {
          send('start', { ...subjectOf(subject), expected: EXTENSION_COUNT });
          const registrations = registrationsOf(ctx.state.em, subject).then(
            (list) => send('registrations', { registrations: list }),
            // The names the services gave still go out; the database's failure is only logged.
            (error: unknown) => ctx.app.emit('error', error, ctx),
          );
          const results = services.search.searchAddress(
            subject,
            (result) => {
              count += 1;
              send('result', result);
            },
            { requestId: ctx.state.requestId, signal, admit },
          );
          // Settles once both have sent what they have, with the search's failure if it failed.
          return results.finally(() => registrations);
        },
        () => ['done', { address: subject.address, count }],
      );
    },
  }),
];
