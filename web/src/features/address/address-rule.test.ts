import { recogniseAddress } from '@namescope/common';
import { describe, expect, it } from 'vitest';
import { mightBeAddress, recogniseTyped } from './address-rule.ts';

// The cheap shape test decides whether a submit waits for the address rule: it must never call an address
// (or a would-be address the rule refuses) a name. The lazily loaded verdict is common's own.
describe('recogniseTyped', () => {
  it.each([
    '0x1234567890abcdef1234567890ABCDEF12345678',
    ' 0x1234567890abcdef1234567890abcdef12345678 ',
    '0x1234567890abcdef1234567890abcdef1234567',
    '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM',
    'So11111111111111111111111111111111111111112',
    `0x${'ab'.repeat(32)}`,
    `0x${'ab'.repeat(31)}a`,
    'SP2J6ZY48GV1EZ5V2V5RB9MP66SW86PYKKNRV9EJ7',
    'SP2J6ZY48GV1EZ5V2V5RB9MP66SW86PYKKNRV9EJ8',
    'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAY5HFKQ',
    'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0',
    'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx',
    '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa',
    '0x1234567890abcdef\u200B1234567890abcdef12345678',
    'averylongbutperfectlyordinarynameforsure',
    'deadbeef.eth',
    'bc1qalice',
    'alice',
  ])('%s: the same verdict as common, loaded on demand', async (raw) => {
    const verdict = recogniseAddress(raw);
    expect(await recogniseTyped(raw)).toEqual(verdict.status === 'none' ? undefined : verdict);
    if (verdict.status !== 'none') expect(mightBeAddress(raw)).toBe(true);
  });

  it('leaves names to the name rule without loading anything', () => {
    for (const name of ['alice', 'alice.eth', 'my-café', 'sub.alice.eth', 'a'.repeat(25)])
      expect(mightBeAddress(name)).toBe(false);
  });
});
