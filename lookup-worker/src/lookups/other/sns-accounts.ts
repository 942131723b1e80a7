import { randomUUID } from 'node:crypto';
import { type AccountInfo, PublicKey, SolanaJSONRPCError } from '@solana/web3.js';
import { type HttpClient, isRetryableStatus, statusFailure, WorkerError } from '@namescope/upstreams';
import { base58 } from './base58.ts';
import { responseText } from './http.ts';

type Info = AccountInfo<Buffer> | null;

/** Reads accounts, given by their 32-byte keys, in one getMultipleAccounts request. */
export type AccountsReader = (keys: readonly Uint8Array[], signal: AbortSignal) => Promise<Info[]>;

// The request web3.js 1.99's Connection.getMultipleAccountsInfo sends (through jayson, with the 'confirmed'
// commitment sns-connection.ts gives it), header for header.
const HEADERS = { 'Content-Type': 'application/json', 'solana-client': 'js/1.99.0' };

/**
 * Connection.getMultipleAccountsInfo without the Connection: the same request, and the same answer or the
 * same failure for every reply, with web3.js's superstruct checks written out (jsonRpcResultAndContext of
 * AccountInfoResult, in web3.js's index.cjs.js). web3.js validated and rebuilt each reply through superstruct
 * and WHATWG fetch objects, most of a .sol lookup's CPU after the address searches. Failures come out as
 * web3.js's did, so upstreams' classify-failure.ts judges them alike: 429 and 5xx retryable (fetchThrough's
 * rule), another status or a reply of the wrong shape not, a JSON-RPC error by its code
 * (SolanaJSONRPCError), invalid JSON retryable (a SyntaxError). sns-accounts.test.ts compares the two.
 */
export function createAccountsReader(rpcUrl: string, http: HttpClient, service: string): AccountsReader {
  const url = new URL(rpcUrl);
  return async (keys, signal) => {
    const addresses = keys.map(base58);
    const body = JSON.stringify({
      method: 'getMultipleAccounts',
      jsonrpc: '2.0',
      params: [addresses, { encoding: 'base64', commitment: 'confirmed' }],
      id: randomUUID(),
    });
    const answer = await http.request(url, {
      method: 'POST',
      headers: HEADERS,
      body,
      signal,
      label: service,
    });
    if (isRetryableStatus(answer.status)) throw statusFailure(service, answer.status, answer.headers);
    const text = responseText(answer);
    if (answer.status < 200 || answer.status > 299)
      throw new WorkerError(`${service} answered HTTP ${answer.status}: ${text.slice(0, 200)}`);
    const reply: unknown = text ? JSON.parse(text) : undefined;
    return accountsOf(reply, `failed to get info for accounts ${addresses.join(',')}`, service);
  };
}

/** superstruct's type(): a plain object, not an array. */
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The reply's accounts, or web3.js's failure for it. superstruct's union tries the result branch first, so a
 * reply with an error and a valid result fails with that error whatever its shape.
 */
function accountsOf(reply: unknown, context: string, service: string): Info[] {
  const wrongShape = () =>
    new WorkerError(`${service} answered getMultipleAccounts with an unexpected shape`);
  if (!isObject(reply) || reply.jsonrpc !== '2.0' || typeof reply.id !== 'string') throw wrongShape();
  const accounts = resultOf(reply.result);
  if ('error' in reply) {
    const error = reply.error;
    if (accounts === undefined && !(isObject(error) && typeof error.message === 'string')) throw wrongShape();
    throw new SolanaJSONRPCError(error as { code: number; message: string; data?: unknown }, context);
  }
  if (accounts === undefined) throw wrongShape();
  return accounts;
}

/**
 * jsonRpcResultAndContext(array(nullable(AccountInfoResult))): the accounts, or undefined for another
 * shape. superstruct walks the reply in order and stops at the first mismatch, so an owner that is not
 * base58 of 32 bytes throws (its coercion to a PublicKey does) only when nothing before it mismatched.
 */
function resultOf(result: unknown): Info[] | undefined {
  if (!isObject(result) || !isObject(result.context) || typeof result.context.slot !== 'number')
    return undefined;
  if (!Array.isArray(result.value)) return undefined;
  const accounts: Info[] = [];
  for (const account of result.value as unknown[]) {
    if (account === null) {
      accounts.push(null);
      continue;
    }
    if (!isObject(account) || typeof account.executable !== 'boolean' || typeof account.owner !== 'string')
      return undefined;
    const owner = new PublicKey(account.owner);
    const data = account.data;
    if (
      typeof account.lamports !== 'number' ||
      !Array.isArray(data) ||
      data.length !== 2 ||
      typeof data[0] !== 'string' ||
      data[1] !== 'base64' ||
      typeof account.rentEpoch !== 'number'
    )
      return undefined;
    accounts.push({
      executable: account.executable,
      owner,
      lamports: account.lamports,
      data: Buffer.from(data[0], 'base64'),
      rentEpoch: account.rentEpoch,
    });
  }
  return accounts;
}
