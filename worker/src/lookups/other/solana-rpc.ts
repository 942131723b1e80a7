import { type AccountInfo, PublicKey } from '@solana/web3.js';
import { LookupError, RetryableLookupError } from '../errors.ts';
import { httpRequest } from '../keep-alive-http.ts';
import { errorText } from './http.ts';

const SERVICE = 'Solana RPC';

interface RawAccount {
  data: [string, string];
  owner: string;
  lamports: number;
  executable: boolean;
  rentEpoch: number;
}

function isRawAccount(value: unknown): value is RawAccount {
  const a = value as RawAccount;
  return (
    typeof a === 'object' &&
    a !== null &&
    Array.isArray(a.data) &&
    typeof a.data[0] === 'string' &&
    a.data[1] === 'base64' &&
    typeof a.owner === 'string' &&
    typeof a.lamports === 'number' &&
    typeof a.executable === 'boolean' &&
    typeof a.rentEpoch === 'number'
  );
}

/**
 * Connection.getMultipleAccountsInfo(keys) at 'confirmed' commitment as one JSON-RPC POST over a keep-alive
 * connection: the request web3.js sends, without a Connection (RPC client, websocket client, superstruct
 * validation) per lookup. Answers are checked as web3.js checks them (AccountInfoResult). Failures follow the
 * adapter contract: no answer, 5xx and 429 are retryable; other statuses, RPC errors and garbage are not.
 */
export async function getMultipleAccounts(
  rpcUrl: string | URL,
  keys: readonly PublicKey[],
  signal: AbortSignal,
): Promise<(AccountInfo<Buffer> | null)[]> {
  const body = JSON.stringify({
    jsonrpc: '2.0',
    id: 1,
    method: 'getMultipleAccounts',
    params: [keys.map((k) => k.toBase58()), { encoding: 'base64', commitment: 'confirmed' }],
  });
  let answer;
  try {
    answer = await httpRequest(
      rpcUrl,
      { method: 'POST', headers: { 'content-type': 'application/json' }, body },
      signal,
    );
  } catch (error) {
    const reason = signal.aborted ? 'timed out or was cancelled' : `did not answer (${errorText(error)})`;
    throw new RetryableLookupError(`${SERVICE} ${reason}`, { cause: error });
  }
  if (answer.status >= 500 || answer.status === 429)
    throw new RetryableLookupError(`${SERVICE} answered HTTP ${answer.status}`);
  if (answer.status < 200 || answer.status > 299)
    throw new LookupError(`${SERVICE} answered HTTP ${answer.status} ${answer.statusText}`);
  let reply: { result?: { value?: unknown }; error?: { message?: unknown } };
  try {
    reply = JSON.parse(answer.body.toString('utf8')) as typeof reply;
  } catch (error) {
    throw new LookupError(`${SERVICE} answered with invalid JSON`, { cause: error });
  }
  if (reply?.error)
    throw new LookupError(`${SERVICE} failed to get info for accounts: ${String(reply.error.message)}`);
  const value = reply?.result?.value;
  if (!Array.isArray(value) || !value.every((a) => a === null || isRawAccount(a)))
    throw new LookupError(`${SERVICE} answered getMultipleAccounts with an unexpected shape`);
  if (value.length !== keys.length)
    throw new LookupError(`${SERVICE} answered ${value.length} of ${keys.length} accounts`);
  return (value as (RawAccount | null)[]).map((a) =>
    a === null
      ? null
      : {
          data: Buffer.from(a.data[0], 'base64'),
          owner: new PublicKey(a.owner),
          lamports: a.lamports,
          executable: a.executable,
          rentEpoch: a.rentEpoch,
        },
  );
}
