import { describe, expect, it } from 'vitest';
import { recogniseAddress, type ValidAddress } from '@namescope/common';
import { registrantForms } from './address-registrations.ts';

const valid = (raw: string) => recogniseAddress(raw) as ValidAddress;

describe('registrantForms', () => {
  it('matches an EVM address lower-case (as the indexer stores it) and checksummed, however it was typed', () => {
    const lower = '0x0f383d6753e6c3f9e70ca93ecafd5817f3aafa96';
    const checksummed = '0x0f383d6753E6c3F9e70CA93eCAFd5817F3AAFa96';
    for (const typed of [lower, checksummed, `0x${lower.slice(2).toUpperCase()}`])
      expect(registrantForms(valid(typed))).toEqual([lower, checksummed]);
  });

  it('matches other kinds exactly as recognised', () => {
    const sui = `0x${'AB'.repeat(32)}`;
    expect(registrantForms(valid(sui))).toEqual([sui.toLowerCase()]);
    const taproot = 'bc1p5d7rjq7g6rdk2yhzks9smlaqtedr4dekq08ge8ztwac72sfr9rusxg3297';
    expect(registrantForms(valid(taproot))).toEqual([taproot]);
  });
});
