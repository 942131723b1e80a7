import { z } from 'zod';
import {
  type ExtensionKey,
  EXTENSION_COUNT,
  EXTENSIONS,
  type LookupResponse,
  type LookupResult,
  checkTerm,
  lookupResponseSchema,
  lookupResultSchema,
  searchDoneEventSchema,
  searchResponseSchema,
  searchStartEventSchema,
} from '@namescope/common';
import { AppError } from '../errors.ts';
import { freshLookupBudget } from '../middleware/search-limits.ts';
import { defineSearchRoute } from '../routes/route.ts';
import { eventStreamAnswer } from './event-stream.ts';
import { searchAnswerJson } from './search-answer.ts';
import { streamSearch } from './search-stream.ts';

/**
 * The per-service GET paths of docs/product.md section 7 (the public contract), from the catalogue's lookupPath, and
 * the extension each serves. Where extensions share a path (ud-lookup, spaceid-lookup), a term ending in one
 * of their TLDs picks that one, and any other term the first in catalogue order (.crypto, .bnb).
 */
export const SERVICE_PATHS: { path: string; pick: (term: string) => ExtensionKey }[] = [
  ...new Set(EXTENSIONS.map((e) => e.lookupPath)),
].map((path) => {
  const served = EXTENSIONS.filter((e) => e.lookupPath === path);
  return { path, pick: (term) => (served.find((e) => term.endsWith(e.tld)) ?? served[0]!).key };
});

/** Validates the term once; a bad one is a 400 naming the field. */
function bareOrThrow(raw: string, field: string): string {
  const check = checkTerm(raw);
  if (!check.ok) throw AppError.invalidInput(check.message, field);
  return check.bare;
}

// The request id requestLog gave each request travels in the jobs, so the workers log it too.

function toResponse(result: LookupResult): LookupResponse {
  return { ...result, success: !result.error, ...(result.error ? { message: result.error } : {}) };
}

// The term is read raw (rawParams): the search rule drops the characters it does not keep, and a term it
// refuses answers 400 with the rule's own message, naming the field.
const termDescription =
  'A name, with or without its extension (alice, alice.eth); an invalid one answers 400';
const nameParams = z.object({ name: z.string().min(1).describe(termDescription) });
const termParams = z.object({ term: z.string().min(1).describe(termDescription) });
const errors = {
  400: 'The term is not a name the search accepts',
  429: 'The per-IP budget of fresh lookups is spent',
} as const;

/** The lookup endpoints: the per-service paths, GET /search/{term} and its SSE stream. */
export const searchRoutes = [
  ...SERVICE_PATHS.map(({ path, pick }) =>
    defineSearchRoute({
      method: 'get',
      path: `/api/${path}/:name`,
      summary: `One service's result for a name (${path})`,
      tag: 'lookups',
      rawParams: nameParams,
      errors,
      responses: { 200: { description: 'The lookup result', schema: lookupResponseSchema } },
      handler:
        ({ search, limiters }) =>
        async (ctx) => {
          const raw = ctx.params.name ?? '';
          const bare = bareOrThrow(raw, 'name');
          const call = { requestId: ctx.state.requestId, admit: freshLookupBudget(limiters.search, ctx.ip) };
          ctx.body = toResponse(await search.lookup(pick(raw.toLowerCase()), bare, call));
        },
    }),
  ),
  defineSearchRoute({
    method: 'get',
    path: '/api/search/:term',
    summary: 'All twelve services at once, as JSON',
    tag: 'lookups',
    rawParams: termParams,
    errors,
    responses: { 200: { description: 'Every service’s result', schema: searchResponseSchema } },
    handler:
      ({ search, limiters }) =>
      async (ctx) => {
        const bare = bareOrThrow(ctx.params.term ?? '', 'term');
        const results: LookupResult[] = [];
        await search.search(bare, (r) => results.push(r), {
          requestId: ctx.state.requestId,
          admit: freshLookupBudget(limiters.search, ctx.ip),
        });
        ctx.type = 'json';
        ctx.body = searchAnswerJson(ctx.params.term ?? '', bare, results);
      },
  }),
  defineSearchRoute({
    method: 'get',
    path: '/api/search/:term/stream',
    summary: 'All twelve services as Server-Sent Events, each as soon as it answers',
    tag: 'lookups',
    rawParams: termParams,
    description:
      'A `text/event-stream`: one `start` event (SearchStartEvent), one `result` event per service ' +
      '(LookupResult) as each answers, then `done` (SearchDoneEvent). Each event’s `data` is JSON. ' +
      'The event payload schemas are listed under `x-sse-events`.',
    errors: { ...errors, 429: 'The per-IP budget of fresh lookups is spent, or too many open streams' },
    responses: eventStreamAnswer(['start', 'result', 'done']),
    sseEvents: { start: searchStartEventSchema, result: lookupResultSchema, done: searchDoneEventSchema },
    handler: (services) => async (ctx) => {
      const bare = bareOrThrow(ctx.params.term ?? '', 'term');
      let count = 0;
      await streamSearch(
        ctx,
        services,
        ({ send, signal, admit }) => {
          send('start', { term: ctx.params.term, name: bare, expected: EXTENSION_COUNT });
          return services.search.search(
            bare,
            (result) => {
              count += 1;
              send('result', result);
            },
            { requestId: ctx.state.requestId, signal, admit },
          );
        },
        () => ['done', { term: ctx.params.term, count }],
      );
    },
  }),
];
