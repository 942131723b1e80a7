import http from 'node:http';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import {
  bufferCVFromString,
  cvToHex,
  fetchCallReadOnlyFunction,
  noneCV,
  principalCV,
  someCV,
  tupleCV,
  uintCV,
} from '@stacks/transactions';
import { createHttpClient, fetchThrough, isRetryable } from '@namescope/upstreams';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BNS_CONTRACT, BNS_DEPLOYER, createBnsCalls } from './bns-calls.ts';

// @stacks/transactions' fetchCallReadOnlyFunction (through fetchThrough, as the adapter used it) is the
// oracle: for any answer, the same request, and the same Clarity value or an equally retryable failure.

const SERVICE = 'Stacks node';
let script = { status: 200, body: '' };
const requests: { method?: string; path?: string; type?: string; body: string }[] = [];
const server = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    requests.push({
      method: req.method,
      path: req.url,
      type: req.headers['content-type'],
      body: Buffer.concat(chunks).toString(),
    });
    res.writeHead(script.status, { 'content-type': 'application/json' });
    res.end(script.body);
  });
});
let apiUrl = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/stacks`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const client = createHttpClient({ maxResponseBytes: 1 << 20 });
const args = [bufferCVFromString('alice'), bufferCVFromString('btc')];
const signal = () => AbortSignal.timeout(10_000);

async function outcome(call: () => Promise<Parameters<typeof cvToHex>[0]>): Promise<unknown> {
  try {
    return cvToHex(await call());
  } catch (error) {
    return { failed: true, retryable: isRetryable(error) };
  }
}

const theirs = () =>
  outcome(() =>
    fetchCallReadOnlyFunction({
      contractAddress: BNS_DEPLOYER,
      contractName: BNS_CONTRACT,
      functionName: 'get-bns-info',
      functionArgs: args,
      senderAddress: BNS_DEPLOYER,
      client: { baseUrl: apiUrl, fetch: fetchThrough(client, SERVICE, signal()) },
    }),
  );
const ours = () =>
  outcome(() => createBnsCalls(apiUrl, client, SERVICE).call('get-bns-info', args, signal()));

const value = fc.constantFrom(
  noneCV(),
  someCV(tupleCV({ owner: principalCV(BNS_DEPLOYER), 'renewal-height': uintCV(5) })),
  uintCV(42),
);
const answer = fc.oneof(
  { weight: 6, arbitrary: value.map((cv) => JSON.stringify({ okay: true, result: cvToHex(cv) })) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      JSON.stringify({ okay: false, cause: 'Unchecked(NoSuchContract)' }),
      JSON.stringify({ okay: true, result: '0xff' }),
      JSON.stringify({ okay: true, result: 'zz' }),
      JSON.stringify({ okay: true }),
      JSON.stringify({ result: '0x09' }),
      'null',
      '',
      'not json',
      `\ufeff${JSON.stringify({ okay: true, result: '0x09' })}`,
    ),
  },
);
const scripted = fc.record({
  status: fc.oneof(
    { weight: 8, arbitrary: fc.constant(200) },
    { weight: 1, arbitrary: fc.constantFrom(400, 404, 429, 500, 502) },
  ),
  body: answer,
});

describe('BNS read-only calls', () => {
  it('send the request @stacks/transactions sends', async () => {
    script = { status: 200, body: JSON.stringify({ okay: true, result: cvToHex(noneCV()) }) };
    requests.length = 0;
    await theirs();
    await ours();
    expect(requests).toHaveLength(2);
    expect(requests[1]).toEqual(requests[0]);
  });

  it('answer any reply as @stacks/transactions does', async () => {
    await fc.assert(
      fc.asyncProperty(scripted, async (s) => {
        script = s;
        expect(await ours()).toEqual(await theirs());
      }),
      { numRuns: 200 },
    );
  });
});
