import { Ajv, type ValidateFunction } from 'ajv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBnsAdapter } from '../bns-adapter.ts';
import { signal, useSandboxHarness } from '../../../../test/support/sandbox-harness.ts';
import { packageFile } from './package-files.ts';
import { type RecordingProxy, startRecordingProxy } from './recording-proxy.ts';

/**
 * The Stacks API's own JSON schemas (@stacks/stacks-blockchain-api-types 7.14.1, the package its TypeScript
 * client is generated from) check what the BNS adapter sends to a Stacks node and what the sandbox answers.
 * The sandbox's bodies are also typed with the same package's types, so `npm run check` holds them to it.
 */
const schema = (file: string) =>
  JSON.parse(
    packageFile('@stacks/stacks-blockchain-api-types', '@stacks/stacks-blockchain-api-types', file),
  ) as {
    properties: Record<string, { type: unknown }>;
  };
const ajv = new Ajv({ allErrors: true, strict: false });
const compile = (s: object): ValidateFunction => ajv.compile(s);

const callReadArgs = compile(schema('entities/contracts/read-only-function-args.schema.json'));
const callReadAnswer = compile(schema('api/contract/post-call-read-only-fn.schema.json'));
const burnBlock = compile(schema('entities/blocks/burn-block.schema.json'));
const infoSchema = schema('api/core-node/get-info.schema.json');
const publishedInfo = compile(infoSchema);
// The one amendment: the package's own example (and mainnet) sends `exit_at_block_height: null`, which its
// schema types as integer. A test below pins that this is the example's only disagreement with the schema.
const info = compile({
  ...infoSchema,
  properties: { ...infoSchema.properties, exit_at_block_height: { type: ['integer', 'null'] } },
});

const errors = (validate: ValidateFunction, value: unknown) =>
  validate(value) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`);

describe('BNS adapter and sandbox against the published Stacks API schemas', () => {
  const h = useSandboxHarness('stacks');
  let proxy: RecordingProxy;
  beforeAll(async () => {
    proxy = await startRecordingProxy(h().server.url);
  });
  afterAll(() => proxy?.close());

  it("the package's own /v2/info example breaks its schema only on exit_at_block_height", () => {
    const example = JSON.parse(
      packageFile(
        '@stacks/stacks-blockchain-api-types',
        '@stacks/stacks-blockchain-api-types',
        'api/core-node/get-info.example.json',
      ),
    ) as unknown;
    expect(errors(publishedInfo, example)).toEqual(['/exit_at_block_height must be integer']);
    expect(errors(info, example)).toEqual([]);
  });

  it.each(['alice', 'expiring', 'lapsed', 'namescopefreename'])(
    'looking up %s sends valid call-read requests and gets answers of the published shapes',
    async (name) => {
      proxy.requests.length = 0;
      await createBnsAdapter(`${proxy.url}/stacks`, h().http).lookup(name, signal());
      const calls = proxy.requests.filter((r) => r.path.includes('/v2/contracts/call-read/'));
      expect(calls.length).toBeGreaterThan(0);
      expect(proxy.requests.some((r) => r.method === 'GET' && r.path === '/stacks/v2/info')).toBe(true);
      for (const request of proxy.requests) {
        const response = await fetch(`${h().server.url}${request.path}`, {
          method: request.method,
          headers: { 'content-type': 'application/json' },
          body: request.method === 'POST' ? request.body : undefined,
        });
        expect(response.status).toBe(200);
        const answer: unknown = await response.json();
        if (request.path === '/stacks/v2/info') {
          expect(errors(info, answer)).toEqual([]);
          continue;
        }
        // POST /v2/contracts/call-read/{contract_address}/{contract_name}/{function_name}
        expect(request.method).toBe('POST');
        expect(request.path).toMatch(/^\/stacks\/v2\/contracts\/call-read\/SP[0-9A-Z]+\/BNS-V2\/[a-z-]+$/);
        expect(errors(callReadArgs, JSON.parse(request.body))).toEqual([]);
        expect(errors(callReadAnswer, answer)).toEqual([]);
        expect(answer).toMatchObject({ okay: true, result: expect.stringMatching(/^0x[0-9a-f]+$/) });
      }
    },
  );

  it('serves burn blocks of the published shape', async () => {
    const tip = (await (await fetch(`${h().server.url}/stacks/v2/info`)).json()) as {
      burn_block_height: number;
    };
    const response = await fetch(
      `${h().server.url}/stacks/extended/v2/burn-blocks/${tip.burn_block_height - 3}`,
    );
    expect(errors(burnBlock, await response.json())).toEqual([]);
  });
});
