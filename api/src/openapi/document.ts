import {
  OpenAPIRegistry,
  OpenApiGeneratorV31,
  type ResponseConfig,
  type RouteConfig,
} from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import {
  addressResultSchema,
  adminCheckResponseSchema,
  deletedResponseSchema,
  ERROR_CODES,
  errorBodySchema,
  healthResponseSchema,
  lookupResponseSchema,
  lookupResultSchema,
  messageResponseSchema,
  readyResponseSchema,
  searchDoneEventSchema,
  searchStartEventSchema,
} from '@namescope/common';
import { SESSION_COOKIE } from '../middleware/session.ts';
import type { ApiRoute } from '../routes/route.ts';
import { errorAnswers } from './error-answers.ts';
import { API_TAGS } from './tags.ts';

/** Koa's `/a/:b` as OpenAPI's `/a/{b}`. */
export const toOpenApiPath = (koaPath: string) => koaPath.replace(/:(\w+)/g, '{$1}');

const pascal = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
const pascalPath = (path: string) =>
  path
    .replace(/^\/api\//, '')
    .split(/[/-]/)
    .filter((part) => part && !part.startsWith(':') && part !== 'openapi.json')
    .map(pascal)
    .join('');

/**
 * Names the schemas that become components: the error body, every request body, JSON answer and streamed
 * event of the routes. Shared schemas are named here for what they are rather than after their first route;
 * the others after their route (POST /api/contact's body -> PostContactRequest), so the $refs are stable.
 */
function componentNames(routes: readonly ApiRoute[]): Map<z.ZodType, string> {
  const names = new Map<z.ZodType, string>([
    [errorBodySchema, 'Error'],
    [lookupResultSchema, 'LookupResult'],
    [addressResultSchema, 'AddressResult'],
    [searchStartEventSchema, 'SearchStartEvent'],
    [searchDoneEventSchema, 'SearchDoneEvent'],
    [lookupResponseSchema, 'LookupResponse'],
    [deletedResponseSchema, 'Deleted'],
    [adminCheckResponseSchema, 'AdminCheck'],
    [messageResponseSchema, 'Message'],
    [readyResponseSchema, 'Ready'],
    [healthResponseSchema, 'Health'],
  ]);
  const add = (schema: z.ZodType, name: string) => {
    if (!names.has(schema)) names.set(schema, name);
  };
  for (const route of routes) {
    const base = pascalPath(route.path);
    if (route.body) add(route.body, `${pascal(route.method)}${base}Request`);
    for (const [event, schema] of Object.entries(route.sseEvents ?? {}))
      add(schema, `${base}${pascal(event)}Event`);
    for (const response of Object.values(route.responses)) {
      if (response.schema instanceof z.ZodType)
        add(response.schema, `${base}${route.method === 'get' ? '' : pascal(route.method)}Response`);
    }
  }
  return names;
}

/** The components: each named schema's named copy, and a $ref to it. */
interface Components {
  /** The named copy of a schema (which the generator answers with a $ref), else the schema itself. */
  named(schema: z.ZodType): z.ZodType;
  /** A $ref to a named schema, for places zod-to-openapi does not fill (x-sse-events). */
  ref(schema: z.ZodType): { $ref: string };
}

/** The operation of one route: its parameters, body, answers (errors included) and security. */
function routeConfig(route: ApiRoute, { named, ref }: Components): RouteConfig {
  const params = { ...route.params?.shape, ...route.rawParams?.shape };
  const responses: Record<string, ResponseConfig> = {};
  for (const [status, answer] of Object.entries(route.responses)) {
    const media = 'mediaType' in answer ? answer.mediaType : 'application/json';
    const schema = answer.schema instanceof z.ZodType ? named(answer.schema) : answer.schema;
    responses[status] = { description: answer.description, content: { [media]: schema ? { schema } : {} } };
  }
  const error = { 'application/json': { schema: named(errorBodySchema) } };
  for (const [status, description] of errorAnswers(route))
    responses[status] ??= { description, content: error };
  responses.default = { description: 'Unexpected error (500, code `internal`)', content: error };
  const paramNames = Object.keys(params).map(pascal).join('And');
  return {
    method: route.method,
    path: toOpenApiPath(route.path),
    operationId: `${route.method}${pascalPath(route.path)}${paramNames ? `By${paramNames}` : ''}`,
    summary: route.summary,
    ...(route.description ? { description: route.description } : {}),
    tags: [route.tag],
    // Public operations say so: without `security: []` a reader cannot tell them from forgotten ones.
    security: route.session === 'admin' ? [{ adminSession: [] }] : [],
    request: {
      ...(Object.keys(params).length > 0 ? { params: z.object(params) } : {}),
      ...(route.query ? { query: route.query } : {}),
      ...(route.body
        ? { body: { required: true, content: { 'application/json': { schema: named(route.body) } } } }
        : {}),
    },
    responses,
    ...(route.sseEvents
      ? {
          'x-sse-events': Object.fromEntries(
            Object.entries(route.sseEvents).map(([event, schema]) => [event, ref(schema)]),
          ),
        }
      : {}),
  };
}

/** The OpenAPI 3.1 document of the API, generated from the route list and the zod schemas in common. */
export function buildOpenApiDocument(routes: readonly ApiRoute[]): Record<string, unknown> {
  const names = componentNames(routes);
  // zod's own way to name a schema: `.meta({ id })` makes a named copy, which zod-to-openapi turns into a
  // component and answers with a $ref. Copies, so the schemas in common stay as they are; a schema nested in
  // another is written out in full there.
  const copies = new Map([...names].map(([schema, id]) => [schema, schema.meta({ id })]));
  const components: Components = {
    named: (schema) => copies.get(schema) ?? schema,
    ref: (schema) => ({ $ref: `#/components/schemas/${names.get(schema)}` }),
  };
  const registry = new OpenAPIRegistry();
  registry.registerComponent('securitySchemes', 'adminSession', {
    type: 'apiKey',
    in: 'cookie',
    name: SESSION_COOKIE,
    description: 'The session cookie POST /api/admin/login sets',
  });
  for (const route of routes) registry.registerPath(routeConfig(route, components));
  // Every named schema is a component, also those only x-sse-events refers to.
  const schemas = [...copies.values()].map((schema) => ({ type: 'schema' as const, schema }));
  const generator = new OpenApiGeneratorV31([...schemas, ...registry.definitions]);
  const document = generator.generateDocument({
    openapi: '3.1.0',
    info: {
      title: 'NameScope API',
      version: '1.0.0',
      description:
        'Look up one blockchain name across twelve naming services. Errors are JSON `{message, code, field?}` ' +
        `with one of the codes ${Object.values(ERROR_CODES).join(', ')}. ` +
        'Admin routes need the session cookie that POST /api/admin/login sets.',
    },
    servers: [{ url: '/' }],
    tags: Object.entries(API_TAGS).map(([name, description]) => ({ name, description })),
  });
  return document as unknown as Record<string, unknown>;
}
