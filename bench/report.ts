import { appendFileSync, existsSync, readFileSync } from 'node:fs';

/** One figure a benchmark measured, beside the goal issue 18 set for it. */
export interface Figure {
  metric: string;
  measured: number;
  unit: string;
  /** The goal, as a bound on `measured`. */
  goal: { atMost: number } | { atLeast: number };
  /**
   * The best this machine allows for the figure, when the benchmark measures that too: the least for an
   * upper goal (the twelve adapters alone, without API or queue), the most for a lower one (the CPU that
   * the upstream, PostgreSQL and parsing alone need, over every core). A goal beyond it cannot be met here.
   */
  bound?: number;
}

/**
 * Records a figure for `make bench`'s closing table (bench/run-all.ts sets BENCH_REPORT to a file of JSON
 * lines); a benchmark run on its own only prints its own lines.
 */
export function report(figure: Figure): void {
  const file = process.env.BENCH_REPORT;
  if (file) appendFileSync(file, `${JSON.stringify(figure)}\n`);
}

const met = (f: Figure) => ('atMost' in f.goal ? f.measured <= f.goal.atMost : f.measured >= f.goal.atLeast);
const goalText = (f: Figure) =>
  'atMost' in f.goal ? `<= ${f.goal.atMost} ${f.unit}` : `>= ${f.goal.atLeast} ${f.unit}`;
const round = (n: number) => (Math.abs(n) >= 100 ? n.toFixed(0) : n.toFixed(n % 1 === 0 ? 0 : 2));

/** The table of every recorded figure: metric, goal, measured, met or missed. */
export function printReport(file: string): void {
  const figures: Figure[] = existsSync(file)
    ? readFileSync(file, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Figure)
    : [];
  const rows = figures.map((f) => [
    f.metric,
    goalText(f),
    `${round(f.measured)} ${f.unit}`,
    met(f) ? 'met' : 'MISSED',
    f.bound === undefined ? '' : `${round(f.bound)} ${f.unit}`,
  ]);
  const header = ['metric', 'goal', 'measured', '', 'best here'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ');
  console.log(`\n=== summary (${figures.length} figures) ===`);
  console.log(line(header));
  for (const row of rows) console.log(line(row));
  if (figures.some((f) => f.bound !== undefined))
    console.log(
      'best here: the best this machine allows for the figure, where a benchmark measures it (see above).',
    );
}
