import { bufferCVFromString, ClarityType, principalCV } from '@stacks/transactions';
import { asWorkerError, type HttpClient, WorkerError } from '@namescope/upstreams';
import { emptyFields } from '../result.ts';
import type { LookupAdapter } from '../types.ts';
import { ascii, BLOCK_MS, createBnsCalls, field, GRACE_BLOCKS, uint } from './bns-calls.ts';
import { isoOrNull } from './http.ts';

const SERVICE = 'Stacks node';
/** BNS-V2 is-char-valid: a-z, 0-9, '-', '_'; names up to 48 bytes. */
const NAME = /^[a-z0-9_-]{1,48}$/;

/**
 * .btc via read-only calls to a Stacks node (`POST /v2/contracts/call-read/...` through @stacks/transactions,
 * which hex-serialises the Clarity arguments): `get-bns-info` for owner and heights, `get-primary` for the
 * owner's primary name, and `GET /v2/info` for the burn height that renewal heights are counted in.
 */
export function createBnsAdapter(
  apiUrl: string,
  http: HttpClient,
  now: () => number = Date.now,
): LookupAdapter {
  const { call, burnHeight } = createBnsCalls(apiUrl, http, SERVICE);

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
        throw asWorkerError(SERVICE, error);
      }
    },
  };
}
