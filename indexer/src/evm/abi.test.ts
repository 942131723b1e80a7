import { AbiCoder } from 'ethers';
import { describe, expect, it } from 'vitest';
import { firstString, topicAddress } from './abi.ts';

const coder = AbiCoder.defaultAbiCoder();

describe('firstString', () => {
  it('reads the leading string of event data as AbiCoder does', () => {
    for (const label of ['alice', '', 'ünïcødé', '🦊fox', 'x'.repeat(100)]) {
      const data = coder.encode(['string', 'bytes32', 'uint256'], [label, `0x${'11'.repeat(32)}`, 5n]);
      expect(firstString(data)).toBe(label);
      expect(firstString(coder.encode(['string'], [label]))).toBe(label);
      expect(firstString(data.toUpperCase().replace('0X', '0x'))).toBe(label);
    }
  });

  it('rejects data that does not decode', () => {
    const good = coder.encode(['string'], ['alice']);
    expect(firstString('0x')).toBeUndefined();
    expect(firstString(good.slice(0, 100))).toBeUndefined(); // truncated
    expect(firstString(`0x${'f'.repeat(64)}${good.slice(66)}`)).toBeUndefined(); // offset out of range
    expect(firstString(good.replace('616c696365', '61zz696365'))).toBeUndefined(); // not hex
    // Invalid UTF-8 (a lone continuation byte).
    expect(firstString(`0x${'0'.repeat(62)}20${'0'.repeat(62)}01${'80'.padEnd(64, '0')}`)).toBeUndefined();
  });
});

describe('topicAddress', () => {
  it('reads a lowercase address from an indexed topic', () => {
    expect(topicAddress(`0x${'0'.repeat(24)}${'AB'.repeat(20)}`)).toBe(`0x${'ab'.repeat(20)}`);
    expect(topicAddress(`0x${'1'.repeat(64)}`)).toBeUndefined();
  });
});
