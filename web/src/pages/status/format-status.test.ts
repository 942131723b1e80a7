import { describe, expect, it } from 'vitest';
import { formatLatency, formatRate } from './format-status.ts';

describe('status figures', () => {
  it.each([
    [null, '—'],
    [0, '0 ms'],
    [12.4, '12 ms'],
    [999.4, '999 ms'],
    [1000, '1.00 s'],
    [4250, '4.25 s'],
    [15000, '15.0 s'],
  ])('latency %s reads %s', (ms, text) => expect(formatLatency(ms)).toBe(text));

  // Rounded down, so 89.99% never reads as the 90% threshold it failed.
  it.each([
    [null, '—'],
    [1, '100%'],
    [0.9, '90%'],
    [0.89999, '89.9%'],
    [0, '0%'],
  ])('rate %s reads %s', (rate, text) => expect(formatRate(rate)).toBe(text));
});
