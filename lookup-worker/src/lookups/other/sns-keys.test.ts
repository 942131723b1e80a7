import {
  FavouriteDomain,
  getDomainKeySync,
  getRecordKeySync,
  getRecordV2Key,
  NAME_OFFERS_ID,
  NAME_TOKENIZER_ID,
  NftRecord,
  Record as SnsRecord,
} from '@bonfida/spl-name-service';
import { describe, expect, it } from 'vitest';
import { Keypair, type PublicKey } from '@solana/web3.js';
import { favouriteKey, snsKeys } from './sns-keys.ts';
import { TEXT_RECORDS } from './sns-records.ts';

describe('SNS key derivation', () => {
  it('derives the keys the SDK derives', () => {
    for (const name of ['alice', 'namescopefreename', 'a', 'x-y_z', 'ünï', 'sub.alice', 'bob.sol']) {
      const k = snsKeys(name);
      const domain = getDomainKeySync(name).pubkey;
      const same = (ours: Buffer, theirs: PublicKey) => expect(ours.equals(theirs.toBuffer())).toBe(true);
      same(k.domain, domain);
      same(k.nftRecord, NftRecord.findKeySync(domain, NAME_TOKENIZER_ID)[0]);
      same(k.solV1, getRecordKeySync(name, SnsRecord.SOL));
      same(k.solV2, getRecordV2Key(name, SnsRecord.SOL));
      TEXT_RECORDS.forEach(({ record }, i) => {
        same(k.textV1[i]!, getRecordKeySync(name, record));
        same(k.textV2[i]!, getRecordV2Key(name, record));
      });
    }
  });

  it("derives an owner's favourite-domain key as the SDK does", () => {
    for (let i = 0; i < 10; i += 1) {
      const owner = Keypair.generate().publicKey;
      const theirs = FavouriteDomain.getKeySync(NAME_OFFERS_ID, owner)[0];
      expect(favouriteKey(owner).equals(theirs.toBuffer())).toBe(true);
    }
  });

  it('refuses what the SDK refuses', () => {
    expect(() => getDomainKeySync('a.b.c')).toThrow();
    expect(() => snsKeys('a.b.c')).toThrow();
  });
});
