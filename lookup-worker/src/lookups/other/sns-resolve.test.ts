import { generateKeyPairSync, type KeyObject, sign } from 'node:crypto';
import fc from 'fast-check';
import { NameRegistryState, resolve, ROOT_DOMAIN_ACCOUNT, SNSError, Tag } from '@bonfida/spl-name-service';
import { type AccountInfo, type Connection, PublicKey } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { snsKeys } from './sns-keys.ts';
import { resolveAddress } from './sns-resolve.ts';

// The SDK's resolve() is the oracle: on the same accounts, resolveAddress must answer the same address,
// the same refusal (an SNSError, null here) or a failure, whatever the accounts hold. The accounts are
// served by a stand-in for web3.js's Connection (a third-party interface), holding the accounts by key.

const NAME = 'alice';
const derived = snsKeys(NAME);
const keys = {
  domain: new PublicKey(derived.domain),
  nftRecord: new PublicKey(derived.nftRecord),
  solV1: new PublicKey(derived.solV1),
  solV2: new PublicKey(derived.solV2),
};
const HEADER = NameRegistryState.HEADER_LEN;

/** An owner: a wallet that can sign (on the curve), or 32 random bytes (often a program address). */
const owner = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.constant(null).map(() => {
      const { publicKey, privateKey } = generateKeyPairSync('ed25519');
      const x = publicKey.export({ format: 'jwk' }).x!;
      return { key: Buffer.from(x, 'base64url'), privateKey: privateKey as KeyObject | undefined };
    }),
  },
  {
    weight: 1,
    arbitrary: fc
      .uint8Array({ minLength: 32, maxLength: 32 })
      .map((b) => ({ key: Buffer.from(b), privateKey: undefined as KeyObject | undefined })),
  },
);
const bytes = (n: number) => fc.uint8Array({ minLength: n, maxLength: n }).map((b) => Buffer.from(b));
const validation = fc.constantFrom(0, 1, 1, 1, 2, 3, 7);
const lengthOf = (v: number) => (v === 0 ? 0 : v === 2 ? 20 : 32);
const account = (data: Buffer): AccountInfo<Buffer> => ({
  data,
  executable: false,
  lamports: 1,
  owner: PublicKey.default,
  rentEpoch: 0,
});

const scenario = owner.chain((o) =>
  fc.record({
    owner: fc.constant(o),
    nft: fc.option(
      fc
        .record({ tag: fc.constantFrom(Tag.ActiveRecord, Tag.InactiveRecord, 0), rest: bytes(97) })
        .map(({ tag, rest }) => Buffer.concat([Buffer.of(tag), rest])),
    ),
    solV2: fc.option(
      fc.oneof(
        {
          weight: 5,
          arbitrary: fc
            .record({
              staleness: validation,
              roa: validation,
              stalenessIsOwner: fc.boolean(),
              roaIsContent: fc.boolean(),
              content: fc.oneof(
                bytes(32),
                fc.uint8Array({ maxLength: 40 }).map((b) => Buffer.from(b)),
              ),
              header: bytes(HEADER),
            })
            .chain((r) =>
              fc.tuple(bytes(lengthOf(r.staleness)), bytes(lengthOf(r.roa))).map(([staleness, roa]) => {
                const head = Buffer.alloc(8);
                head.writeUInt16LE(r.staleness, 0);
                head.writeUInt16LE(r.roa, 2);
                head.writeUInt32LE(r.content.length, 4);
                const stalenessId =
                  r.stalenessIsOwner && r.staleness !== 0
                    ? o.key.subarray(0, lengthOf(r.staleness))
                    : staleness;
                const roaId = r.roaIsContent ? r.content.subarray(0, lengthOf(r.roa)) : roa;
                return Buffer.concat([r.header, head, stalenessId, roaId, r.content]);
              }),
            ),
        },
        { weight: 1, arbitrary: fc.uint8Array({ maxLength: HEADER + 10 }).map((b) => Buffer.from(b)) },
      ),
    ),
    solV1: fc.option(
      fc.oneof(
        {
          weight: 5,
          arbitrary: fc
            .record({ header: bytes(HEADER), content: bytes(32), signed: fc.boolean(), junk: bytes(64) })
            .map((r) => {
              const message = Buffer.from(Buffer.concat([r.content, keys.solV1.toBuffer()]).toString('hex'));
              const signature = r.signed && o.privateKey ? sign(null, message, o.privateKey) : r.junk;
              return Buffer.concat([r.header, r.content, signature]);
            }),
        },
        { weight: 1, arbitrary: fc.uint8Array({ maxLength: HEADER + 100 }).map((b) => Buffer.from(b)) },
      ),
    ),
  }),
);

type Scenario = typeof scenario extends fc.Arbitrary<infer T> ? T : never;

/** A Connection holding the scenario's accounts; a tokenized name's holder lookup finds no token account. */
function connectionFor(s: Scenario): Connection {
  const domain = Buffer.concat([ROOT_DOMAIN_ACCOUNT.toBuffer(), s.owner.key, Buffer.alloc(32)]);
  const held = new Map<string, AccountInfo<Buffer> | null>([
    [keys.domain.toBase58(), account(domain)],
    [keys.nftRecord.toBase58(), s.nft ? account(s.nft) : null],
    [keys.solV1.toBase58(), s.solV1 ? account(s.solV1) : null],
    [keys.solV2.toBase58(), s.solV2 ? account(s.solV2) : null],
  ]);
  const lookUp = (key: PublicKey) => {
    if (!held.has(key.toBase58())) throw new Error(`unexpected account ${key.toBase58()}`);
    return held.get(key.toBase58())!;
  };
  return {
    getMultipleAccountsInfo: (ks: PublicKey[]) => Promise.resolve(ks.map(lookUp)),
    getAccountInfo: (key: PublicKey) => Promise.resolve(lookUp(key)),
    getTokenLargestAccounts: () => Promise.resolve({ context: { slot: 1 }, value: [] }),
  } as unknown as Connection;
}

async function theirs(s: Scenario): Promise<string> {
  try {
    return (await resolve(connectionFor(s), NAME)).toBase58();
  } catch (error) {
    return error instanceof SNSError ? 'no address' : 'failed';
  }
}

async function ours(s: Scenario): Promise<string> {
  const connection = connectionFor(s);
  try {
    const infos = await connection.getMultipleAccountsInfo([
      keys.domain,
      keys.nftRecord,
      keys.solV1,
      keys.solV2,
    ]);
    const address = await resolveAddress(connection, {
      domainKey: derived.domain,
      registry: NameRegistryState.deserialize(infos[0]!.data),
      nftRecord: infos[1] ?? null,
      solV1Key: derived.solV1,
      solV1: infos[2] ?? null,
      solV2: infos[3] ?? null,
    });
    return address?.toBase58() ?? 'no address';
  } catch {
    return 'failed';
  }
}

describe('resolveAddress', () => {
  it('answers what the SDK’s resolve answers on the same accounts', async () => {
    await fc.assert(
      fc.asyncProperty(scenario, async (s) => {
        expect(await ours(s)).toBe(await theirs(s));
      }),
      { numRuns: 150 },
    );
  });
});
