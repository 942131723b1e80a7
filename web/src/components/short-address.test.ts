import { describe, expect, it } from 'vitest';
import { shortAddress } from './short-address.ts';

describe('shortAddress', () => {
  it('shortens long addresses in the middle, like registrants: first 8, last 6', () => {
    expect(shortAddress('0x1234567890abcdef1234')).toBe('0x123456…ef1234');
    expect(shortAddress('short')).toBe('short');
  });
});
