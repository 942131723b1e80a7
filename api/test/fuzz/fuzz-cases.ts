import fc from 'fast-check';
import { z } from 'zod';
import * as common from '@namescope/common';
import type { FuzzRoute } from './fuzz-routes.ts';

/** One request the fuzzer sends. Header values are arrays so a header can be sent twice. */
export interface FuzzCase {
  method: string;
  /** The route it was made from (for the report), e.g. /api/user-search-history/:sessionId. */
  route: string;
  path: string;
  headers: Record<string, string | string[]>;
  body?: Buffer;
}

/**
 * Percent-encodes the UTF-8 bytes of any string (encodeURIComponent throws on a lone surrogate, which
 * Buffer turns into U+FFFD like a browser would).
 */
const encode = (s: string) =>
  [...Buffer.from(s, 'utf8')]
    .map((b) =>
      /[A-Za-z0-9\-_.~]/.test(String.fromCharCode(b))
        ? String.fromCharCode(b)
        : `%${b.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('');

const PROTO_KEYS = ['__proto__', 'constructor', 'prototype'];
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/** Every zod object schema common exports, by name (requests and answers alike), so new ones are fuzzed too. */
function objectSchemas(): [string, z.ZodObject][] {
  return (Object.entries(common) as [string, unknown][]).filter(
    (entry): entry is [string, z.ZodObject] => entry[1] instanceof z.ZodObject,
  );
}

/** Field names of those schemas, so bodies and query strings often carry the names the routes read. */
function schemaFieldNames(): string[] {
  return [...new Set(objectSchemas().flatMap(([, schema]) => Object.keys(schema.shape)))];
}

const alnum = (min: number, max: number) =>
  fc.string({
    unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789'),
    minLength: min,
    maxLength: max,
  });

/** Strings shaped like what the API expects (so requests get past validation) or close to it. */
const plausible = fc.oneof(
  alnum(1, 20),
  alnum(3, 12).map((n) => `${n}@example.com`),
  fc.tuple(alnum(3, 16), fc.constantFrom(...common.TLDS)).map(([n, t]) => `${n}${t}`),
  fc
    .tuple(
      fc.integer({ min: 0, max: 13 }),
      fc.integer({ min: 0, max: 32 }),
      fc.integer({ min: 1900, max: 2100 }),
    )
    .map(([m, d, y]) => `${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}-${y}`),
  fc.string({ unit: fc.constantFrom(...'ABCxyz019_-'), minLength: 6, maxLength: 40 }),
  fc.integer({ min: -5, max: 1_000_000 }).map(String),
  fc.constantFrom(
    '.eth',
    '.base.eth',
    'a.b',
    ' ',
    '',
    '0',
    '-1',
    '1e309',
    'NaN',
    'null',
    'true',
    '9007199254740993',
  ),
);

/** Any text: plausible, Unicode of every plane, lone surrogates, NUL and controls, or long. */
const text = fc.oneof(
  { weight: 4, arbitrary: plausible },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom('\u0000', '\ud800', 'a\u0000b', '\u202e', '\uffff', 'é'.normalize('NFD')),
  },
  { weight: 1, arbitrary: fc.integer({ min: 64, max: 6000 }).map((n) => 'a'.repeat(n)) },
  { weight: 1, arbitrary: fc.constantFrom(...PROTO_KEYS) },
);

/** A JSON value of any type, with prototype-pollution keys among the object keys. */
function jsonValue(fields: string[]): fc.Arbitrary<unknown> {
  const key = fc.oneof(fc.constantFrom(...fields, ...PROTO_KEYS), fc.string({ maxLength: 8 }));
  const { value } = fc.letrec((tie) => ({
    value: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      text,
      fc.integer(),
      fc.double(),
      fc.boolean(),
      fc.constant(null),
      fc.array(tie('value'), { maxLength: 4 }),
      fc.dictionary(key, tie('value'), { maxKeys: 4 }),
    ),
  }));
  return value;
}

/** A body object made of the schemas' field names with plausible or wrong values, some keys repeated. */
function bodyObject(fields: string[]): fc.Arbitrary<string> {
  const entry = fc.tuple(
    fc.oneof(
      { weight: 6, arbitrary: fc.constantFrom(...fields) },
      fc.constantFrom(...PROTO_KEYS),
      fc.string(),
    ),
    fc.oneof({ weight: 4, arbitrary: plausible }, jsonValue(fields)),
  );
  // Written by hand so keys may repeat and __proto__ stays an own key in the text, as an attacker sends it.
  return fc
    .array(entry, { maxLength: 7 })
    .map(
      (entries) =>
        `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v) ?? 'null'}`).join(',')}}`,
    );
}

// A value that fits a field by its name, so a schema-shaped body often passes validation.
const alnumLower = (min: number, max: number) => alnum(min, max);
function fieldValue(name: string): fc.Arbitrary<string> {
  const n = name.toLowerCase();
  if (n.includes('email')) return alnumLower(3, 12).map((v) => `${v}@example.com`);
  if (n.includes('session')) return alnumLower(8, 30).map((v) => `fz-${v}`);
  if (n.includes('domain'))
    return fc.tuple(alnumLower(3, 16), fc.constantFrom(...common.TLDS)).map(([v, t]) => v + t);
  if (n.includes('date')) return fc.constantFrom('01-15-2025', '12-31-2024', '2025-02-28');
  return alnumLower(1, 30);
}

/**
 * A body shaped like one of common's schemas: each of its fields with a fitting value, then often left valid,
 * or one field dropped, one replaced by any JSON value, or a prototype-pollution key added. Request schemas
 * whose name shares a word with the route's path (contactRequestSchema for /api/contact) come first, then any
 * request schema (named *Request*), then any schema: nothing maps routes to schemas by hand.
 */
function schemaBody(fields: string[], routePath: string): fc.Arbitrary<string> {
  const all = objectSchemas();
  const requests = all.filter(([name]) => name.includes('Request'));
  const words = routePath
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((w) => w.length >= 4);
  const near = requests.filter(([name]) => words.some((w) => name.toLowerCase().includes(w)));
  const tiers = [near, requests, all].filter((t) => t.length > 0);
  const pick = fc.oneof(
    ...tiers.map((tier, i) => ({
      weight: [6, 2, 1][i]!,
      arbitrary: fc.constantFrom(...tier.map(([, s]) => s)),
    })),
  );
  return pick.chain((schema) => {
    const keys = Object.keys(schema.shape);
    type Entry = [string, unknown];
    const mutation = fc.oneof(
      { weight: 4, arbitrary: fc.constant((entries: Entry[]) => entries) },
      fc.constantFrom(...keys).map((key) => (entries: Entry[]) => entries.filter(([k]) => k !== key)),
      fc.tuple(fc.constantFrom(...keys), jsonValue(fields)).map(
        ([key, value]) =>
          (entries: Entry[]) =>
            entries.map(([k, v]): Entry => [k, k === key ? value : v]),
      ),
      fc
        .tuple(fc.constantFrom(...PROTO_KEYS, 'x'), jsonValue(fields))
        .map((extra) => (entries: Entry[]) => [...entries, extra]),
    );
    return fc.tuple(fc.tuple(...keys.map(fieldValue)), mutation).map(([values, mutate]) => {
      const entries = mutate(keys.map((k, i): Entry => [k, values[i]]));
      // Written by hand so __proto__ stays an own key in the text, as an attacker sends it.
      return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v) ?? 'null'}`).join(',')}}`;
    });
  });
}

const rawBody = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 200 }).map((s) => Buffer.from(s)),
  fc.uint8Array({ maxLength: 200 }).map((a) => Buffer.from(a)),
  fc
    .constantFrom('', '{', '}', '[]', 'null', '"x"', '{"a":', '\ufeff{}', '{"email":"a@b.cc"}garbage')
    .map((s) => Buffer.from(s)),
  // Past the 32 kB limit, and deeply nested.
  fc.integer({ min: 30_000, max: 40_000 }).map((n) => Buffer.from(JSON.stringify({ email: 'a'.repeat(n) }))),
  fc.integer({ min: 1_000, max: 20_000 }).map((n) => Buffer.from('['.repeat(n) + ']'.repeat(n))),
);

const contentType = fc.oneof(
  { weight: 20, arbitrary: fc.constant('application/json') },
  fc.constantFrom(
    'application/json; charset=utf-8',
    'application/json; charset=latin1',
    'application/vnd.api+json',
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    'garbage/',
    ';;;',
  ),
);

/** A path segment: mostly encoded text, sometimes raw escapes a decoder may choke on. */
const segment = fc.oneof(
  { weight: 6, arbitrary: text.map((t) => encode(t)) },
  fc.constantFrom(
    '%',
    '%zz',
    '%c0%af',
    '%ff%fe',
    '..',
    '%2e%2e',
    '%2F',
    '%00',
    '.',
    '~',
    '%E2%80%AE',
    'a%20b',
  ),
);

/** Header values must be Latin-1 without controls for the HTTP client; anything else in that range goes. */
const headerText = fc.oneof(
  plausible,
  fc.string({
    unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)),
    maxLength: 300,
  }),
);
const ip = fc.oneof(
  { weight: 8, arbitrary: fc.ipV4() },
  fc.ipV6(),
  headerText,
  fc.constantFrom('unknown', '::ffff:1.2.3.4', '1.2.3.4, 5.6.7.8', '999.1.1.1', ''),
);

function query(fields: string[]): fc.Arbitrary<string> {
  const key = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...fields) },
    fc.constantFrom(...PROTO_KEYS, 'a[]', 'a[b]', 'a.b'),
    fc.string({ maxLength: 6 }),
  );
  const pair = fc.oneof(
    {
      weight: 6,
      arbitrary: fc.tuple(key, text).map(([k, v]) => `${encode(k)}=${encode(v)}`),
    },
    fc.constantFrom('%', '=', '&', '==', 'a=%zz', '__proto__[x]=1', 'constructor[prototype][x]=1'),
  );
  return fc.array(pair, { maxLength: 5 }).map((pairs) => (pairs.length ? `?${pairs.join('&')}` : ''));
}

export interface CaseOptions {
  /** Cookie header of a signed-in admin, sent on some cases so the admin routes are fuzzed past the guard. */
  adminCookie?: string;
}

/** Arbitrary requests against the given routes. */
export function fuzzCase(routes: FuzzRoute[], options: CaseOptions = {}): fc.Arbitrary<FuzzCase> {
  const fields = schemaFieldNames();
  const cookie = fc.oneof(
    ...(options.adminCookie ? [{ weight: 3, arbitrary: fc.constant(options.adminCookie) }] : []),
    { weight: 1, arbitrary: headerText.map((v) => `namescope.sid=${v}; namescope.sid.sig=${v}`) },
    { weight: 1, arbitrary: headerText },
  );
  const route = fc.constantFrom(...routes);
  return route.chain((r) =>
    fc
      .record({
        method: fc.oneof(
          { weight: 9, arbitrary: fc.constantFrom(...r.methods) },
          fc.constantFrom(...METHODS),
        ),
        params: fc.tuple(...r.paramNames.map(() => segment)),
        // A trailing extra segment on one case in eight (fc.option's freq is the odds of null, so not used here).
        extraSegment: fc.oneof({ weight: 7, arbitrary: fc.constant(null) }, segment),
        query: query(fields),
        body: fc.option(
          fc.oneof(
            { weight: 8, arbitrary: schemaBody(fields, r.path).map((s) => Buffer.from(s)) },
            { weight: 3, arbitrary: bodyObject(fields).map((s) => Buffer.from(s)) },
            { weight: 2, arbitrary: rawBody },
          ),
          {
            freq: 4,
          },
        ),
        contentType: fc.option(contentType, { freq: 6 }),
        ips: fc.array(ip, { minLength: 1, maxLength: 2 }),
        cookie: fc.option(cookie, { freq: 2 }),
        duplicates: fc.subarray(['content-type', 'accept', 'user-agent', 'x-request-id', 'cookie']),
        userAgent: fc.option(headerText),
        accept: fc.option(fc.constantFrom('application/json', 'text/event-stream', '*/*', 'text/html')),
        requestId: fc.option(headerText),
      })
      .map((c) => {
        let i = 0;
        let path = r.path.replace(/:(\w+)/g, () => c.params[i++] ?? 'x');
        if (c.extraSegment !== null) path += `/${c.extraSegment}`;
        const headers: Record<string, string | string[]> = { 'x-forwarded-for': c.ips };
        if (c.contentType !== null) headers['content-type'] = c.contentType;
        // The admin session is shared by all cases: a logout with it would end it for the rest.
        const endsAdmin = c.cookie === options.adminCookie && r.path.endsWith('/logout');
        if (c.cookie !== null && !endsAdmin) headers.cookie = c.cookie;
        if (c.userAgent !== null) headers['user-agent'] = c.userAgent;
        if (c.accept !== null) headers.accept = c.accept;
        if (c.requestId !== null) headers['x-request-id'] = c.requestId;
        for (const name of c.duplicates) {
          const v = headers[name];
          if (typeof v === 'string') headers[name] = [v, v === 'application/json' ? 'text/plain' : `${v}x`];
        }
        return {
          method: c.method,
          route: `${c.method} ${r.path}`,
          path: path + c.query,
          headers,
          ...(c.body !== null ? { body: c.body } : {}),
        };
      }),
  );
}

/** `count` cases drawn with `seed`: the same seed gives the same cases. */
export function sampleCases(
  routes: FuzzRoute[],
  count: number,
  seed: number,
  options: CaseOptions = {},
): FuzzCase[] {
  return fc.sample(fuzzCase(routes, options), { numRuns: count, seed });
}
