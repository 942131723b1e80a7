import { describe, expect, it } from 'vitest';
import { evenTicks } from './even-ticks.ts';

const days = Array.from({ length: 30 }, (_, i) => i);

describe('evenTicks', () => {
  it('labels at most `max` categories, evenly spaced, the last always', () => {
    for (const max of [5, 8]) {
      const ticks = evenTicks(days, max);
      expect(ticks.length).toBeLessThanOrEqual(max);
      expect(ticks.at(-1)).toBe(29);
      const gaps = ticks.slice(1).map((t, i) => t - ticks[i]!);
      expect(new Set(gaps).size).toBe(1);
    }
    expect(evenTicks(days, 8)).toEqual([1, 5, 9, 13, 17, 21, 25, 29]);
  });

  it('labels every category when there is room, and nothing when there are none', () => {
    expect(evenTicks([1, 2, 3], 8)).toEqual([1, 2, 3]);
    expect(evenTicks([], 8)).toEqual([]);
    expect(evenTicks(days, 0)).toEqual([29]);
  });
});
