import { AsyncLocalStorage } from 'node:async_hooks';
import { type AccountInfo, Connection, type ConnectionConfig, type PublicKey } from '@solana/web3.js';
import {
  asWorkerError,
  fetchThrough,
  type HttpClient,
  RetryableWorkerError,
  WorkerError,
} from '@namescope/upstreams';
import { raceAbort } from '../race-abort.ts';

/** One Connection an SNS adapter keeps for all its lookups, and how a lookup runs on it. */
export interface SnsConnection {
  connection: Connection;
  /**
   * Runs one lookup on the shared Connection: its requests are bound to `signal`, it rejects as soon as the
   * signal aborts, and any failure comes out as a WorkerError naming `service`.
   */
  run<T>(signal: AbortSignal, work: (connection: Connection) => Promise<T>): Promise<T>;
}

/**
 * A Connection per lookup cost more CPU than the lookup, so each adapter keeps one. Its fetch is bound to the
 * calling lookup's AbortSignal through AsyncLocalStorage, so an aborted lookup cancels its own HTTP requests
 * and no other's.
 */
export function createSnsConnection(rpcUrl: string, http: HttpClient, service: string): SnsConnection {
  const lookupSignal = new AsyncLocalStorage<AbortSignal>();
  const unbound = new AbortController().signal;
  const connection = new Connection(rpcUrl, {
    commitment: 'confirmed',
    // web3.js types its fetch option as node-fetch's; the global fetch is what it calls on Node 20.
    fetch: ((input: Parameters<typeof fetch>[0], init?: RequestInit) =>
      fetchThrough(http, service, lookupSignal.getStore() ?? unbound)(input, init)) as unknown as NonNullable<
      ConnectionConfig['fetch']
    >,
    // The RPC client retries 429s itself unless told not to; the lookup runner owns retries.
    disableRetryOnRateLimit: true,
    httpAgent: false,
  });
  return {
    connection,
    async run(signal, work) {
      if (signal.aborted) throw new RetryableWorkerError(`${service} lookup aborted before it started`);
      try {
        return await raceAbort(
          lookupSignal.run(signal, () => work(connection)),
          signal,
        );
      } catch (error) {
        throw asWorkerError(service, error);
      }
    },
  };
}

/** Connection.getMultipleAccountsInfo, checked to answer one account per key. */
export async function accountsOf(
  connection: Connection,
  keys: PublicKey[],
  service: string,
): Promise<(AccountInfo<Buffer> | null)[]> {
  const infos = await connection.getMultipleAccountsInfo(keys);
  if (infos.length !== keys.length)
    throw new WorkerError(`${service} answered ${infos.length} of ${keys.length} accounts`);
  return infos;
}
