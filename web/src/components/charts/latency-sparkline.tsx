import { Box } from '@chakra-ui/react';
import type { LatencyPoint } from '@namescope/common';
import { Line, LineChart, ReferenceLine, Tooltip, XAxis, YAxis } from 'recharts';
import { formatLatency } from '../../pages/status/format-status.ts';
import { tokenVar, TOOLTIP_STYLE } from './chart-colors.ts';

const timeOf = (iso: string) =>
  new Date(iso).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });

const SERIES = [
  { key: 'p95', color: tokenVar('orange.solid'), width: 2 },
  { key: 'p50', color: tokenVar('teal.solid'), width: 1.5 },
] as const;

/**
 * A service's p50 and p95 latency per minute over the last hour, small enough to sit beside its figures.
 * Quiet minutes are bridged. The dashed line is the lookup time limit, drawn once p95 reaches it. Hidden
 * from screen readers: the card states the figures in words.
 */
export default function LatencySparkline({ points, limitMs }: { points: LatencyPoint[]; limitMs: number }) {
  const data = points.map((p) => ({ at: p.at, p50: p.p50Ms, p95: p.p95Ms }));
  const max = Math.max(0, ...points.map((p) => p.p95Ms ?? 0));
  return (
    <Box h="20" w="full" aria-hidden="true" data-testid="latency-sparkline">
      <LineChart
        data={data}
        margin={{ top: 4, right: 4, bottom: 4, left: 4 }}
        responsive
        // Drawn for sight only (aria-hidden, the card says the same in text): no keyboard stop inside it.
        accessibilityLayer={false}
        style={{ width: '100%', height: '100%' }}
      >
        <XAxis dataKey="at" hide />
        <YAxis hide domain={[0, Math.max(max, 1)]} />
        {/* The baseline shows where the hour starts and ends even when only its last minutes had lookups. */}
        <ReferenceLine y={0} stroke={tokenVar('border')} />
        {max >= limitMs && <ReferenceLine y={limitMs} stroke={tokenVar('red.solid')} strokeDasharray="3 3" />}
        <Tooltip
          {...TOOLTIP_STYLE}
          animationDuration={0}
          cursor={false}
          labelFormatter={(label) => timeOf(String(label))}
          formatter={(value) => formatLatency(typeof value === 'number' ? value : null)}
        />
        {SERIES.map((s) => (
          <Line
            key={s.key}
            type="linear"
            isAnimationActive={false}
            dataKey={s.key}
            stroke={s.color}
            strokeWidth={s.width}
            // A lone busy minute between quiet ones would draw nothing without its dot.
            dot={s.key === 'p95' ? { r: 1.5, fill: s.color } : false}
            connectNulls
          />
        ))}
      </LineChart>
    </Box>
  );
}
