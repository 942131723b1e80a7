import {
  type ClarityValue,
  ClarityType,
  cvToHex,
  parseReadOnlyResponse,
  READONLY_FUNCTION_CALL_PATH,
  type ReadOnlyFunctionResponse,
} from '@stacks/transactions';
import { z } from 'zod';
import { type HttpClient, WorkerError } from '@namescope/upstreams';
import { isOk, readJson, responseText, upstreamRequest } from './http.ts';

// BNS-V2 (docs/upstreams.md section 9): the contract wallets and explorers resolve .btc against since the migration.
export const BNS_DEPLOYER = 'SP2QEZ06AGJ3RKJPBV14SY1V5BBFNAW33D96YPGZF';
export const BNS_CONTRACT = 'BNS-V2';
/** BNS-V2.clar NAME-GRACE-PERIOD-DURATION u5000, in burn (Bitcoin) blocks: only the owner may renew in it. */
export const GRACE_BLOCKS = 5000;
/** A Bitcoin block every ~10 minutes: how a height difference becomes a date. */
export const BLOCK_MS = 600_000;

const infoSchema = z.looseObject({ burn_block_height: z.number().int().nonnegative() });

/** A Clarity tuple's field, or undefined. */
export const field = (cv: ClarityValue, key: string): ClarityValue | undefined =>
  cv.type === ClarityType.Tuple ? cv.value[key] : undefined;
export const uint = (cv: ClarityValue | undefined): number | null =>
  cv?.type === ClarityType.UInt ? Number(cv.value) : null;
export const ascii = (cv: ClarityValue | undefined): string | null =>
  cv?.type === ClarityType.Buffer ? Buffer.from(cv.value, 'hex').toString('latin1') : null;

/** Read-only calls to BNS-V2 and the chain tip, through one Stacks node API. */
export interface BnsCalls {
  /**
   * `POST /v2/contracts/call-read/...` with the arguments hex-serialised: @stacks/transactions'
   * fetchCallReadOnlyFunction, request and answer handling alike, without its WHATWG fetch objects.
   */
  call(fn: string, args: ClarityValue[], signal: AbortSignal): Promise<ClarityValue>;
  /** `GET /v2/info` burn_block_height: the height renewal heights are counted in. */
  burnHeight(signal: AbortSignal): Promise<number>;
}

const CALL_HEADERS = { 'Content-Type': 'application/json' };

export function createBnsCalls(apiUrl: string, http: HttpClient, service: string): BnsCalls {
  const callPath = `${apiUrl}${READONLY_FUNCTION_CALL_PATH}/${BNS_DEPLOYER}/${BNS_CONTRACT}`;
  return {
    async call(fn, args, signal) {
      const body = JSON.stringify({ sender: BNS_DEPLOYER, arguments: args.map(cvToHex) });
      // As through fetchThrough: 429 and 5xx fail retryably here, any other failing status is not retried.
      const answer = await upstreamRequest(
        http,
        service,
        `${callPath}/${encodeURIComponent(fn)}`,
        { method: 'POST', headers: CALL_HEADERS, body },
        signal,
      );
      if (!isOk(answer)) throw new WorkerError(`${service} call-read ${fn} answered HTTP ${answer.status}`);
      // Invalid JSON throws a SyntaxError (retryable, as Response.json()'s was); an answer that is not
      // `okay` throws its cause, and a result that does not deserialise its error, as the library does.
      return parseReadOnlyResponse(JSON.parse(responseText(answer)) as ReadOnlyFunctionResponse);
    },
    async burnHeight(signal) {
      const response = await upstreamRequest(
        http,
        service,
        `${apiUrl}/v2/info`,
        { headers: { accept: 'application/json' } },
        signal,
      );
      if (!isOk(response)) throw new WorkerError(`${service} /v2/info answered HTTP ${response.status}`);
      const parsed = infoSchema.safeParse(readJson(service, response));
      if (!parsed.success) throw new WorkerError(`${service} /v2/info lacks burn_block_height`);
      return parsed.data.burn_block_height;
    },
  };
}
