/**
 * At most `max` of the categories to label, evenly spaced and counted back from the last, so the newest is
 * always labelled and every gap between labels is the same number of categories. (recharts' own choice,
 * minTickGap with 'preserveEnd', skips by label width and left gaps of three and four days side by side.)
 */
export function evenTicks<T>(categories: readonly T[], max: number): T[] {
  if (categories.length === 0) return [];
  const step = Math.max(1, Math.ceil(categories.length / Math.max(1, max)));
  const ticks: T[] = [];
  for (let i = categories.length - 1; i >= 0; i -= step) ticks.unshift(categories[i]!);
  return ticks;
}
