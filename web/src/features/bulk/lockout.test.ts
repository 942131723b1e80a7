import { describe, expect, it } from 'vitest';
import { listKey, lockedUntil, waitText } from './lockout.ts';

const NOW = Date.parse('2026-03-01T11:00:00Z');
const at = (minutes: number) => NOW + minutes * 60_000;
const iso = (minutes: number) => new Date(at(minutes)).toISOString();

describe('lockedUntil', () => {
  const list = listKey(['alice', 'bob']);

  it('is off while some budget is left and nothing was refused', () => {
    expect(lockedUntil({ remaining: 24, resetsAt: iso(10) }, undefined, list, NOW)).toBeUndefined();
    expect(lockedUntil({ remaining: 2400, resetsAt: null }, undefined, list, NOW)).toBeUndefined();
    expect(lockedUntil(undefined, undefined, list, NOW)).toBeUndefined();
  });

  it('is on until the refill while nothing is left, and off once that time has come', () => {
    expect(lockedUntil({ remaining: 0, resetsAt: iso(49) }, undefined, list, NOW)).toBe(at(49));
    expect(lockedUntil({ remaining: 0, resetsAt: iso(49) }, undefined, list, at(50))).toBeUndefined();
  });

  it('keeps the refused list off until the time the server gave; another list may fit what is left', () => {
    const refusal = { list, until: at(12) };
    expect(lockedUntil({ remaining: 24, resetsAt: iso(12) }, refusal, list, NOW)).toBe(at(12));
    expect(
      lockedUntil({ remaining: 24, resetsAt: iso(12) }, refusal, listKey(['alice']), NOW),
    ).toBeUndefined();
    expect(lockedUntil({ remaining: 24, resetsAt: iso(12) }, refusal, list, at(13))).toBeUndefined();
  });
});

describe('waitText', () => {
  it('says how long in words a person reads at a glance', () => {
    expect(waitText(20_000)).toBe('in less than a minute');
    expect(waitText(60_000)).toBe('in 1 minute');
    expect(waitText(49 * 60_000 + 10_000)).toBe('in 49 minutes');
    expect(waitText(150 * 60_000)).toBe('in about 3 hours');
  });
});
