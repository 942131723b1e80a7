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
import { Keypair } from '@solana/web3.js';
import { favouriteKey, snsKeys } from './sns-keys.ts';
import { TEXT_RECORDS } from './sns-records.ts';

describe('SNS key derivation', () => {
  it('derives the keys the SDK derives', () => {
    for (const name of ['alice', 'namescopefreename', 'a', 'x-y_z', 'ünï', 'sub.alice', 'bob.sol']) {
      const k = snsKeys(name);
      const domain = getDomainKeySync(name).pubkey;
      expect(k.domain.equals(domain)).toBe(true);
      expect(k.nftRecord.equals(NftRecord.findKeySync(domain, NAME_TOKENIZER_ID)[0])).toBe(true);
      expect(k.solV1.equals(getRecordKeySync(name, SnsRecord.SOL))).toBe(true);
      expect(k.solV2.equals(getRecordV2Key(name, SnsRecord.SOL))).toBe(true);
      TEXT_RECORDS.forEach(({ record }, i) => {
        expect(k.textV1[i]!.equals(getRecordKeySync(name, record))).toBe(true);
        expect(k.textV2[i]!.equals(getRecordV2Key(name, record))).toBe(true);
      });
    }
  });

  it("derives an owner's favourite-domain key as the SDK does", () => {
    for (let i = 0; i < 10; i += 1) {
      const owner = Keypair.generate().publicKey;
      expect(favouriteKey(owner).equals(FavouriteDomain.getKeySync(NAME_OFFERS_ID, owner)[0])).toBe(true);
    }
  });

  it('refuses what the SDK refuses', () => {
    expect(() => getDomainKeySync('a.b.c')).toThrow();
    expect(() => snsKeys('a.b.c')).toThrow();
  });
});
