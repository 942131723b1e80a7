import { describe, expect, it } from 'vitest';
import { feedName, feedRunId, liveFeedName } from './names.ts';

describe('feed names', () => {
  it('keeps the backlog deterministic', () => {
    expect(feedName('feed', 7)).toBe(feedName('feed', 7));
  });

  it("never repeats an earlier run's live names, and each is valid on every service", () => {
    const runs = [feedRunId(Date.UTC(2026, 10, 24, 18)), feedRunId(Date.UTC(2026, 10, 24, 18) + 1)];
    const names = runs.flatMap((run) => Array.from({ length: 5_000 }, (_, n) => liveFeedName(run, n)));
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^[a-z0-9]{3,27}$/);
    expect(liveFeedName(runs[0]!, 36 ** 6)).toMatch(/^[a-z0-9]{3,27}$/);
  });
});
