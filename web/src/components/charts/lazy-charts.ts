import { lazy } from 'react';

const load = () => import('./charts.ts');

/** The charts, loaded on first render (only on the pages that draw one, never with the home route). */
export const LatencySparkline = lazy(() => load().then((m) => ({ default: m.LatencySparkline })));
export const DailyRegistrationsChart = lazy(() =>
  load().then((m) => ({ default: m.DailyRegistrationsChart })),
);
