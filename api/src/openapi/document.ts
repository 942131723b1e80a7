import { z } from 'zod';
import {
  ERROR_CODES,
  errorBodySchema,
  lookupResultSchema,
  searchDoneEventSchema,
  searchStartEventSchema,
} from '@namescope/common';
import {
  adminCheckResponseSchema,
  deletedResponseSchema,
  healthResponseSchema,
  lookupResponseSchema,
  messageResponseSchema,
  readyResponseSchema,
} from '@namescope/common';
import { SESSION_COOKIE } from '../middleware/session.ts';
import type { Operation } from './operation.ts';
import { OPERATIONS } from './operations.ts';

type JsonSchema = Record<string, unknown>;

/** Koa's `/a/:b` as OpenAPI's `/a/{b}`. */
export const toOpenApiPath = (koaPath: string) => koaPath.replace(/:(\w+)/g, '{$1}');

/**
 * Names the schemas that become components: every request and response body schema of OPERATIONS, plus
 * the streamed search's events. Names come from the export name without `Schema` (lookupResultSchema ->
 * LookupResult), given here once so that the document's $refs are stable.
 */
function componentNames(): Map<z.ZodType, string> {
  const names = new Map<z.ZodType, string>();
  const add = (schema: z.ZodType, name: string) => {
    if (!names.has(schema)) names.set(schema, name);
  };
  add(errorBodySchema, 'Error');
  add(lookupResultSchema, 'LookupResult');
  add(searchStartEventSchema, 'SearchStartEvent');
  add(searchDoneEventSchema, 'SearchDoneEvent');
  // Shared by several operations: named for what they are rather than for their first route.
  add(lookupResponseSchema, 'LookupResponse');
  add(deletedResponseSchema, 'Deleted');
  add(adminCheckResponseSchema, 'AdminCheck');
  add(messageResponseSchema, 'Message');
  add(readyResponseSchema, 'Ready');
  add(healthResponseSchema, 'Health');
  for (const op of OPERATIONS) {
    if (op.body) add(op.body, `${pascal(op.method)}${pascalPath(op.path)}Request`);
    for (const [event, schema] of Object.entries(op.sseEvents ?? {}))
      add(schema, `${pascalPath(op.path)}${pascal(event)}Event`);
    for (const response of Object.values(op.responses)) {
      if ('schema' in response && response.schema instanceof z.ZodType) {
        const base = pascalPath(op.path);
        add(response.schema, `${base}${op.method === 'get' ? '' : pascal(op.method)}Response`);
      }
    }
  }
  return names;
}

const pascal = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
const pascalPath = (path: string) =>
  path
    .replace(/^\/api\//, '')
    .split(/[/-]/)
    .filter((part) => part && !part.startsWith(':') && part !== 'openapi.json')
    .map(pascal)
    .join('');

/** JSON Schemas (2020-12, as OpenAPI 3.1 uses) of the registered schemas, inputs and outputs apart. */
function components(names: Map<z.ZodType, string>, inputs: Set<z.ZodType>) {
  const convert = (io: 'input' | 'output', schemas: z.ZodType[]) => {
    const registry = z.registry<{ id: string }>();
    for (const schema of schemas) registry.add(schema, { id: names.get(schema)! });
    const { schemas: out } = z.toJSONSchema(registry, {
      target: 'draft-2020-12',
      io,
      uri: (id) => `#/components/schemas/${id}`,
      // Refinements and transforms have no JSON Schema; the zod schema still enforces them at run time.
      unrepresentable: 'any',
    });
    return Object.fromEntries(
      Object.entries(out).map(([id, schema]) => {
        const { $schema: _s, $id: _i, ...rest } = schema as JsonSchema;
        return [id, rest];
      }),
    );
  };
  const all = [...names.keys()];
  return {
    ...convert(
      'output',
      all.filter((s) => !inputs.has(s)),
    ),
    ...convert(
      'input',
      all.filter((s) => inputs.has(s)),
    ),
  };
}

/** A path or query parameter's JSON Schema (its input form: what a client sends). */
function paramSchema(schema: z.ZodType): JsonSchema {
  const { $schema: _s, ...rest } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io: 'input',
    unrepresentable: 'any',
  }) as JsonSchema;
  return rest;
}

const ERROR_RESPONSE = {
  description: `Error: JSON { message, code, field? }; codes: ${Object.values(ERROR_CODES).join(', ')}`,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
};

function operationObject(op: Operation, names: Map<z.ZodType, string>): JsonSchema {
  const ref = (schema: z.ZodType) => ({ $ref: `#/components/schemas/${names.get(schema)}` });
  const parameters = [
    ...Object.entries(op.params ?? {}).map(([name, schema]) => ({
      name,
      in: 'path',
      required: true,
      schema: paramSchema(schema),
    })),
    ...Object.entries(op.query?.shape ?? {}).map(([name, schema]) => ({
      name,
      in: 'query',
      required: !(schema as z.ZodType).safeParse(undefined).success,
      schema: paramSchema(schema as z.ZodType),
    })),
  ];
  const responses: JsonSchema = {};
  for (const [status, spec] of Object.entries(op.responses)) {
    if ('mediaType' in spec) {
      responses[status] = {
        description: spec.description,
        content: { [spec.mediaType]: spec.schema ? { schema: spec.schema } : {} },
      };
    } else {
      responses[status] = {
        description: spec.description,
        content: { 'application/json': { schema: ref(spec.schema) } },
      };
    }
  }
  responses.default = ERROR_RESPONSE;
  const isStream = op.path.endsWith('/stream');
  return {
    operationId: `${op.method}${pascalPath(op.path)}${op.params ? 'By' + Object.keys(op.params).map(pascal).join('And') : ''}`,
    summary: op.summary,
    ...(op.description ? { description: op.description } : {}),
    tags: [op.tag],
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(op.body
      ? { requestBody: { required: true, content: { 'application/json': { schema: ref(op.body) } } } }
      : {}),
    responses,
    ...(op.admin ? { security: [{ adminSession: [] }] } : {}),
    ...(op.sseEvents
      ? { 'x-sse-events': Object.fromEntries(Object.entries(op.sseEvents).map(([e, s]) => [e, ref(s)])) }
      : {}),
    ...(isStream
      ? {
          'x-sse-events': {
            start: ref(searchStartEventSchema),
            result: ref(lookupResultSchema),
            done: ref(searchDoneEventSchema),
          },
        }
      : {}),
  };
}

/** The OpenAPI 3.1 document of the API, generated from OPERATIONS and the zod schemas in common. */
export function buildOpenApiDocument(): JsonSchema {
  const names = componentNames();
  const inputs = new Set(OPERATIONS.flatMap((op) => (op.body ? [op.body] : [])));
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const op of OPERATIONS) {
    const path = toOpenApiPath(op.path);
    (paths[path] ??= {})[op.method] = operationObject(op, names);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'NameScope API',
      version: '1.0.0',
      description:
        'Look up one blockchain name across twelve naming services. Errors are JSON `{message, code, field?}`. ' +
        'Admin routes need the session cookie that POST /api/admin/login sets.',
    },
    jsonSchemaDialect: 'https://spec.openapis.org/oas/3.1/dialect/base',
    servers: [{ url: '/' }],
    paths,
    components: {
      schemas: components(names, inputs),
      securitySchemes: { adminSession: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE } },
    },
  };
}
