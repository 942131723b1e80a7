import {
  buildSchema,
  execute,
  type GraphQLFieldResolver,
  type GraphQLObjectType,
  type GraphQLSchema,
  type GraphQLTypeResolver,
  parse,
  validate,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NameBook, type Node, SUINS_PAYMENT_EVENT, suiGraphqlRoot } from '@namescope/sandbox/testing';
import {
  SUINS_EVENTS_BACKWARD as BACKWARD,
  SUINS_EVENTS_FORWARD as FORWARD,
} from '@namescope/indexer/testing';
import {
  createSuinsAdapter,
  detailsQuery,
  RECORD_QUERY,
  REGISTRY_TABLE_ID,
  registryKey,
} from '../suins-adapter.ts';
import { signal, useSandboxHarness } from '../../../../test/support/sandbox-harness.ts';
import { packageFile } from './package-files.ts';
import { type RecordingProxy, startRecordingProxy } from './recording-proxy.ts';

/**
 * The Sui GraphQL schema @mysten/sui 1.45.2 ships (its `latest`, the newest Sui SDK that installs on Node 20)
 * checks the SuiNS adapter's query documents (and the SuiNS indexer's) and the sandbox's answers to them.
 *
 * One field differs from the live service: the live schema (docs.sui.io GraphQL beta reference; @mysten/sui
 * 2.x, which needs Node 22) renamed `Address.defaultSuinsName: String` to `Address.defaultNameRecord:
 * NameRecord`, and the adapter follows the live service. That field alone is added here by hand, and a test
 * below pins the difference, so any other drift fails.
 */
const PUBLISHED = packageFile(
  '@mysten/sui/graphql/schemas/latest',
  '@mysten/sui',
  'src/graphql/generated/latest/schema.graphql',
);
const LIVE_DELTA = `
extend type Address { defaultNameRecord: NameRecord }
type NameRecord { domain: String! }
`;

const published = buildSchema(PUBLISHED);
const live = buildSchema(PUBLISHED + LIVE_DELTA);

const errorsOf = (schema: GraphQLSchema, document: string) =>
  validate(schema, parse(document)).map((e) => e.message);

/** Reads the sandbox's resolver tree as graphql-js asks; a field the sandbox lacks fails the query. */
const fieldResolver: GraphQLFieldResolver<Node, unknown> = (source, args, _context, info) => {
  if (!(info.fieldName in source))
    throw new Error(`the sandbox's ${source.__typename} has no field ${info.fieldName}`);
  const value = source[info.fieldName];
  return typeof value === 'function' ? (value as (a: unknown) => unknown)(args) : value;
};
const typeResolver: GraphQLTypeResolver<Node, unknown> = (value) => value.__typename;

describe('SuiNS adapter and sandbox against the published Sui GraphQL schema', () => {
  it('the adapter queries validate, but for the one field the live schema renamed', () => {
    expect(errorsOf(published, RECORD_QUERY)).toEqual([]);
    expect(errorsOf(published, detailsQuery(false))).toEqual([]);
    expect(errorsOf(published, detailsQuery(true))).toEqual([
      'Cannot query field "defaultNameRecord" on type "Address".',
    ]);
    // The published schema's name for the same field, so the rename is what differs and nothing else.
    expect(errorsOf(published, '{ address(address: "0x1") { defaultSuinsName } }')).toEqual([]);
    for (const document of [RECORD_QUERY, detailsQuery(false), detailsQuery(true)])
      expect(errorsOf(live, document)).toEqual([]);
  });

  it("the sandbox's NameRecord JSON follows the schema's MoveValue.json rules", async () => {
    const rules = (live.getType('MoveValue') as GraphQLObjectType).getFields().json!.description ?? '';
    // The three rules a NameRecord's fields fall under, as the published schema states them.
    expect(rules).toContain('Addresses, IDs, and UIDs are represented in canonical form, as JSON strings.');
    expect(rules).toContain('u64, u128, and u256 are represented as JSON strings.');
    expect(rules).toContain('Empty optional values are represented by `null`.');
    const book = new NameBook();
    const now = Date.now();
    book.add({ extension: 'sui', name: 'jsonshape', ownerSeed: 'x', createdAt: now, expiresAt: now + 1 });
    const root = suiGraphqlRoot(book, { now, publicUrl: () => '' });
    const answer = (await execute({
      schema: live,
      document: parse(RECORD_QUERY),
      rootValue: root,
      variableValues: { registry: REGISTRY_TABLE_ID, key: registryKey(['jsonshape']) },
      fieldResolver,
      typeResolver,
    })) as { data?: { registry?: { dynamicField?: { value?: { json?: Record<string, unknown> } } } } };
    const json = answer.data?.registry?.dynamicField?.value?.json;
    expect(json).toMatchObject({
      nft_id: expect.stringMatching(/^0x[0-9a-f]{64}$/),
      target_address: expect.stringMatching(/^0x[0-9a-f]{64}$/),
      expiration_timestamp_ms: String(now + 1),
      data: { contents: [] },
    });
  });

  describe('the adapter sends only valid documents, and the sandbox answers as the schema says', () => {
    const now = Date.now();
    const h = useSandboxHarness('sui', { now });
    let proxy: RecordingProxy;
    let root: Node;
    beforeAll(async () => {
      proxy = await startRecordingProxy(h().server.url);
      // The resolver tree of the running sandbox, over the same name book.
      root = suiGraphqlRoot(h().server.other.book, { now, publicUrl: () => h().server.url });
    });
    afterAll(() => proxy?.close());

    /** What graphql-js answers when it runs the sandbox's resolvers under the schema. */
    const underSchema = async (query: string, variables: Record<string, unknown>) =>
      JSON.parse(
        JSON.stringify(
          await execute({
            schema: live,
            document: parse(query),
            rootValue: root,
            variableValues: variables,
            fieldResolver,
            typeResolver,
          }),
        ),
      ) as { data: unknown; errors?: { message: string }[] };

    it.each([
      ['a first page, oldest first', FORWARD, { type: SUINS_PAYMENT_EVENT, first: 5 }],
      ['the newest page', BACKWARD, { type: SUINS_PAYMENT_EVENT, last: 3 }],
    ])("the indexer's SuiNS events query: %s", async (_, query, variables) => {
      expect(errorsOf(published, query)).toEqual([]);
      const expected = await underSchema(query, variables);
      expect(expected.errors).toBeUndefined();
      const response = await fetch(`${h().server.url}/sui/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query, variables }),
      });
      expect(await response.json()).toEqual(expected);
    });

    it.each(['alice', 'graceful', 'lapsed', 'namescopefreename', 'expiring'])(
      'looking up %s',
      async (name) => {
        proxy.requests.length = 0;
        await createSuinsAdapter(`${proxy.url}/sui/graphql`, h().http).lookup(name, signal());
        expect(proxy.requests.length).toBeGreaterThan(0);
        for (const request of proxy.requests) {
          const { query, variables } = JSON.parse(request.body) as {
            query: string;
            variables: Record<string, unknown>;
          };
          expect(errorsOf(live, query)).toEqual([]);
          const expected = await underSchema(query, variables);
          expect(expected.errors).toBeUndefined();
          const response = await fetch(`${h().server.url}/sui/graphql`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: request.body,
          });
          expect(await response.json()).toEqual(expected);
        }
      },
    );
  });
});
