import { describe, expect, it } from 'vitest';
import { toJson } from './frozen-json.ts';

describe('toJson', () => {
  it('serialises like JSON.stringify, whatever the value', () => {
    for (const value of [null, 1, 'a"b', [1, { a: 2 }], { a: undefined, b: [1] }, Object.freeze({ a: 1 })])
      expect(toJson(value)).toBe(JSON.stringify(value));
  });

  it('never answers an unfrozen object from an earlier text', () => {
    const value = { status: 'available' };
    expect(toJson(value)).toBe('{"status":"available"}');
    value.status = 'taken';
    expect(toJson(value)).toBe('{"status":"taken"}');
  });

  it('follows what a frozen object holds inside: a nested object may still change', () => {
    const inner = { status: 'available' };
    const value = Object.freeze({ inner });
    expect(toJson(value)).toBe('{"inner":{"status":"available"}}');
    inner.status = 'taken';
    expect(toJson(value)).toBe('{"inner":{"status":"taken"}}');
  });
});
