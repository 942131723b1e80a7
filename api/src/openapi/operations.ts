import { z } from 'zod';
import {
  adminCheckResponseSchema,
  analyticsRequestSchema,
  authenticatedDomainRequestSchema,
  authenticatedDomainSchema,
  authenticatedListResponseSchema,
  contactRequestSchema,
  contactResponseSchema,
  createdIdResponseSchema,
  cybersquattedDomainRequestSchema,
  cybersquattedDomainSchema,
  cybersquattedListResponseSchema,
  deletedResponseSchema,
  domainNameSchema,
  healthResponseSchema,
  historyAddRequestSchema,
  historyItemSchema,
  historyListResponseSchema,
  idParamSchema,
  loginRequestSchema,
  lookupResponseSchema,
  messageResponseSchema,
  metaResponseSchema,
  newsletterRequestSchema,
  readyResponseSchema,
  registrationStatsResponseSchema,
  registrationsDailyQuerySchema,
  registrationsDailyResponseSchema,
  registrationsQuerySchema,
  registrationsResponseSchema,
  searchResponseSchema,
  sessionIdSchema,
  statusResponseSchema,
} from '@namescope/common';
import { SERVICE_PATHS } from '../search/router.ts';
import { BULK_BUDGET_OPERATION, BULK_SEARCH_OPERATION } from './bulk-operation.ts';
import { WATCHLIST_OPERATIONS } from './watchlist-operations.ts';
import type { Operation, ResponseSpec } from './operation.ts';

const termParamSchema = z
  .string()
  .min(1)
  .describe('A name, with or without its extension (alice, alice.eth); an invalid one answers 400');
const json = (description: string, schema: z.ZodType): ResponseSpec => ({ description, schema });
const lookupServices = SERVICE_PATHS.map(({ path }) => path);

/**
 * Every route of the /api router. The document is built from this list and the zod schemas in common;
 * openapi.test.ts fails when a router gains a route this list does not describe (or the reverse).
 */
export const OPERATIONS: readonly Operation[] = [
  {
    method: 'get',
    path: '/api/healthz',
    summary: 'Liveness: the process answers',
    tag: 'platform',
    responses: { 200: json('Alive', healthResponseSchema) },
  },
  {
    method: 'get',
    path: '/api/readyz',
    summary: 'Readiness: PostgreSQL and Redis answer',
    tag: 'platform',
    responses: {
      200: json('Ready', readyResponseSchema),
      503: json('A store is unreachable', readyResponseSchema),
    },
  },
  {
    method: 'get',
    path: '/api/meta',
    summary: 'Runtime facts the client shows',
    tag: 'platform',
    responses: { 200: json('Meta', metaResponseSchema) },
  },
  {
    method: 'get',
    path: '/api/openapi.json',
    summary: 'This OpenAPI 3.1 document',
    tag: 'platform',
    responses: {
      200: { description: 'The document', mediaType: 'application/json', schema: { type: 'object' } },
    },
  },
  {
    method: 'get',
    path: '/api/docs',
    summary: 'Interactive API reference (Swagger UI, served from this origin)',
    tag: 'platform',
    responses: { 200: { description: 'HTML page', mediaType: 'text/html' } },
  },
  {
    method: 'get',
    path: '/api/docs/:file',
    summary: 'Static files of the API reference (scripts and styles)',
    tag: 'platform',
    params: { file: docsFileParam() },
    responses: { 200: { description: 'A script or style sheet', mediaType: 'application/octet-stream' } },
  },
  ...lookupServices.map((service): Operation => ({
    method: 'get',
    path: `/api/${service}/:name`,
    summary: `One service's result for a name (${service})`,
    tag: 'lookups',
    params: { name: termParamSchema },
    responses: { 200: json('The lookup result', lookupResponseSchema) },
  })),
  {
    method: 'get',
    path: '/api/search/:term',
    summary: 'All twelve services at once, as JSON',
    tag: 'lookups',
    params: { term: termParamSchema },
    responses: { 200: json('Every service’s result', searchResponseSchema) },
  },
  {
    method: 'get',
    path: '/api/search/:term/stream',
    summary: 'All twelve services as Server-Sent Events, each as soon as it answers',
    tag: 'lookups',
    params: { term: termParamSchema },
    description:
      'A `text/event-stream`: one `start` event (SearchStartEvent), one `result` event per service ' +
      '(LookupResult) as each answers, then `done` (SearchDoneEvent). Each event’s `data` is JSON. ' +
      'The event payload schemas are listed under `x-sse-events`.',
    responses: {
      200: {
        description: 'The event stream',
        mediaType: 'text/event-stream',
        schema: { type: 'string', description: 'event: <start|result|done>\\ndata: <JSON>\\n\\n, repeated' },
      },
    },
  },
  BULK_SEARCH_OPERATION,
  BULK_BUDGET_OPERATION,
  {
    method: 'get',
    path: '/api/registrations',
    summary: 'Newest indexed registrations, newest first',
    tag: 'registrations',
    query: registrationsQuerySchema,
    responses: { 200: json('Registrations', registrationsResponseSchema) },
  },
  {
    method: 'get',
    path: '/api/registrations/daily',
    summary: 'New registrations per UTC day, one series per extension',
    tag: 'registrations',
    query: registrationsDailyQuerySchema,
    responses: { 200: json('Daily counts, oldest day first', registrationsDailyResponseSchema) },
  },
  {
    method: 'get',
    path: '/api/status',
    summary: 'Each service: success rate, p50/p95 latency and per-minute latency over the last hour',
    tag: 'platform',
    description:
      'Counted by the lookup workers into per-minute latency histograms (answers from the cache excluded); ' +
      'percentiles are interpolated inside the histogram bucket that holds them. A service is `degraded` when ' +
      'over the last `recentMinutes` (at least 3 lookups) under 90% succeeded or p95 was above `timeLimitMs`.',
    responses: { 200: json('Status of the twelve services', statusResponseSchema) },
  },
  {
    method: 'get',
    path: '/api/registration-stats',
    summary: 'Per-service registration totals (count absent where unknown)',
    tag: 'registrations',
    responses: { 200: json('Totals', registrationStatsResponseSchema) },
  },
  {
    method: 'get',
    path: '/api/authenticated-domains',
    summary: 'Domains with the golden checkmark',
    tag: 'curated',
    responses: { 200: json('Authenticated domains', authenticatedListResponseSchema) },
  },
  {
    method: 'get',
    path: '/api/cybersquatted-domains',
    summary: 'Domains flagged as cybersquatted',
    tag: 'curated',
    responses: { 200: json('Cybersquatted domains', cybersquattedListResponseSchema) },
  },
  {
    method: 'get',
    path: '/api/user-search-history/:sessionId',
    summary: 'Recent searches of a browser session',
    tag: 'history',
    params: { sessionId: sessionIdSchema },
    responses: { 200: json('History', historyListResponseSchema) },
  },
  {
    method: 'post',
    path: '/api/user-search-history',
    summary: 'Add a search to a session’s history',
    tag: 'history',
    body: historyAddRequestSchema,
    responses: { 201: json('The stored item', historyItemSchema) },
  },
  {
    method: 'delete',
    path: '/api/user-search-history/:sessionId/:id',
    summary: 'Delete one history item',
    tag: 'history',
    params: { sessionId: sessionIdSchema, id: idParamSchema },
    responses: { 200: json('Deleted', deletedResponseSchema) },
  },
  {
    method: 'delete',
    path: '/api/user-search-history/:sessionId',
    summary: 'Clear a session’s history',
    tag: 'history',
    params: { sessionId: sessionIdSchema },
    responses: { 200: json('Deleted', deletedResponseSchema) },
  },
  ...WATCHLIST_OPERATIONS,
  {
    method: 'post',
    path: '/api/search-analytics',
    summary: 'Record one search',
    tag: 'forms',
    body: analyticsRequestSchema,
    responses: { 201: json('Recorded', createdIdResponseSchema) },
  },
  {
    method: 'post',
    path: '/api/newsletter',
    summary: 'Subscribe an email address',
    tag: 'forms',
    body: newsletterRequestSchema,
    responses: {
      201: json('Subscribed', messageResponseSchema),
      200: json('Already subscribed', messageResponseSchema),
    },
  },
  {
    method: 'post',
    path: '/api/contact',
    summary: 'Send the contact form',
    tag: 'forms',
    body: contactRequestSchema,
    responses: { 201: json('Received', contactResponseSchema) },
  },
  {
    method: 'get',
    path: '/api/admin/check',
    summary: 'Whether this session is the admin’s',
    tag: 'admin',
    responses: { 200: json('Session state', adminCheckResponseSchema) },
  },
  {
    method: 'post',
    path: '/api/admin/login',
    summary: 'Log in with the admin password (sets the session cookie)',
    tag: 'admin',
    body: loginRequestSchema,
    responses: { 200: json('Logged in', adminCheckResponseSchema) },
  },
  {
    method: 'post',
    path: '/api/admin/logout',
    summary: 'Log out',
    tag: 'admin',
    admin: true,
    responses: { 200: json('Logged out', adminCheckResponseSchema) },
  },
  {
    method: 'post',
    path: '/api/admin/authenticated-domain',
    summary: 'Add an authenticated domain',
    tag: 'admin',
    admin: true,
    body: authenticatedDomainRequestSchema,
    responses: { 201: json('Added', authenticatedDomainSchema) },
  },
  {
    method: 'delete',
    path: '/api/admin/authenticated-domain/:domainName',
    summary: 'Remove an authenticated domain',
    tag: 'admin',
    admin: true,
    params: { domainName: domainNameSchema },
    responses: { 200: json('Removed', deletedResponseSchema) },
  },
  {
    method: 'post',
    path: '/api/admin/cybersquatted-domain',
    summary: 'Flag a domain as cybersquatted',
    tag: 'admin',
    admin: true,
    body: cybersquattedDomainRequestSchema,
    responses: { 201: json('Flagged', cybersquattedDomainSchema) },
  },
  {
    method: 'delete',
    path: '/api/admin/cybersquatted-domain/:domainName',
    summary: 'Unflag a cybersquatted domain',
    tag: 'admin',
    admin: true,
    params: { domainName: domainNameSchema },
    responses: { 200: json('Removed', deletedResponseSchema) },
  },
];

function docsFileParam(): z.ZodType {
  return z
    .string()
    .regex(/^[\w.-]+$/)
    .describe('File name of a Swagger UI asset, e.g. swagger-ui-bundle.js');
}
