import {
  bufferCVFromString,
  type ClarityValue,
  ClarityType,
  fetchCallReadOnlyFunction,
  principalCV,
} from '@stacks/transactions';
import { z } from 'zod';
import { createHttpClient, type HttpClient } from '@namescope/upstreams';
import { WorkerError } from '@namescope/upstreams';
import { emptyFields } from '../result.ts';
import type { LookupAdapter } from '../types.ts';
import { asLookupError, isoOrNull, readJson, signalledFetch, upstreamFetch } from './http.ts';

const SERVICE = 'Stacks node';
// BNS-V2 (docs/upstreams.md section 9): the contract wallets and explorers resolve .btc against since the migration.
const DEPLOYER = 'SP2QEZ06AGJ3RKJPBV14SY1V5BBFNAW33D96YPGZF';
const CONTRACT = 'BNS-V2';
/** BNS-V2.clar NAME-GRACE-PERIOD-DURATION u5000, in burn (Bitcoin) blocks: only the owner may renew in it. */
const GRACE_BLOCKS = 5000;
/** A Bitcoin block every ~10 minutes: how a height difference becomes a date. */
const BLOCK_MS = 600_000;
/** BNS-V2 is-char-valid: a-z, 0-9, '-', '_'; names up to 48 bytes. */
const NAME = /^[a-z0-9_-]{1,48}$/;

const infoSchema = z.looseObject({ burn_block_height: z.number().int().nonnegative() });

/** A Clarity tuple's field, or undefined. */
const field = (cv: ClarityValue, key: string): ClarityValue | undefined =>
  cv.type === ClarityType.Tuple ? cv.value[key] : undefined;
const uint = (cv: ClarityValue | undefined): number | null =>
  cv?.type === ClarityType.UInt ? Number(cv.value) : null;
const ascii = (cv: ClarityValue | undefined): string | null =>
  cv?.type === ClarityType.Buffer ? Buffer.from(cv.value, 'hex').toString('latin1') : null;

/**
 * .btc via read-only calls to a Stacks node (`POST /v2/contracts/call-read/...` through @stacks/transactions,
 * which hex-serialises the Clarity arguments): `get-bns-info` for owner and heights, `get-primary` for the
 * owner's primary name, and `GET /v2/info` for the burn height that renewal heights are counted in.
 */
export function createBnsAdapter(
  apiUrl: string,
  http: HttpClient = createHttpClient(),
  now: () => number = Date.now,
): LookupAdapter {
  const call = (fn: string, args: ClarityValue[], signal: AbortSignal) =>
    fetchCallReadOnlyFunction({
      contractAddress: DEPLOYER,
      contractName: CONTRACT,
      functionName: fn,
      functionArgs: args,
      senderAddress: DEPLOYER,
      client: { baseUrl: apiUrl, fetch: signalledFetch(http, SERVICE, signal) },
    });

  async function burnHeight(signal: AbortSignal): Promise<number> {
    const response = await upstreamFetch(
      http,
      SERVICE,
      `${apiUrl}/v2/info`,
      { headers: { accept: 'application/json' } },
      signal,
    );
    if (!response.ok) throw new WorkerError(`${SERVICE} /v2/info answered HTTP ${response.status}`);
    const parsed = infoSchema.safeParse(await readJson(SERVICE, response));
    if (!parsed.success) throw new WorkerError(`${SERVICE} /v2/info lacks burn_block_height`);
    return parsed.data.burn_block_height;
  }

  return {
    extension: 'btc',
    async lookup(name, signal) {
      const base = emptyFields('btc', name);
      if (!NAME.test(name)) return { ...base, error: 'Not a valid .btc name' };
      try {
        const [tip, info] = await Promise.all([
          burnHeight(signal),
          call('get-bns-info', [bufferCVFromString(name), bufferCVFromString('btc')], signal),
        ]);
        if (info.type === ClarityType.OptionalNone) return { ...base, available: true, status: 'available' };
        if (info.type !== ClarityType.OptionalSome)
          throw new WorkerError(`${SERVICE} get-bns-info returned ${info.type}`);
        const props = info.value;
        const owner = field(props, 'owner');
        if (owner?.type !== ClarityType.PrincipalStandard && owner?.type !== ClarityType.PrincipalContract)
          throw new WorkerError(`${SERVICE} get-bns-info has no owner`);
        const renewal = uint(field(props, 'renewal-height')) ?? 0;
        const registeredAtCv = field(props, 'registered-at');
        const registeredAt =
          registeredAtCv?.type === ClarityType.OptionalSome ? uint(registeredAtCv.value) : null;
        const at = (height: number) => now() + (height - tip) * BLOCK_MS;
        // renewal-height 0: a lifetime-0 namespace or an import, which do not expire by height.
        const expirationDate = renewal > 0 ? isoOrNull(at(renewal)) : null;
        if (renewal > 0 && tip > renewal + GRACE_BLOCKS)
          return { ...base, available: true, status: 'available', expirationDate };

        const primary = await call('get-primary', [principalCV(owner.value)], signal);
        // (ok (some {name, namespace})) or (err u131) when the owner has no primary name.
        const fqn =
          primary.type === ClarityType.ResponseOk && primary.value.type === ClarityType.OptionalSome
            ? primary.value.value
            : null;
        const ownersPrimary = fqn ? `${ascii(field(fqn, 'name'))}.${ascii(field(fqn, 'namespace'))}` : null;
        // Shown only when the owner's primary name is this very name (one rule for every service).
        const primaryName = ownersPrimary === `${name}.btc` ? ownersPrimary : null;
        return {
          ...base,
          available: false,
          status: 'taken',
          owner: owner.value,
          address: owner.value,
          primaryName,
          originationDate: registeredAt !== null ? isoOrNull(at(registeredAt)) : null,
          expirationDate,
        };
      } catch (error) {
        throw asLookupError(SERVICE, error, signal);
      }
    },
  };
}
