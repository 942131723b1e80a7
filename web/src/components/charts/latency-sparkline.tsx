import { Box } from '@chakra-ui/react';
import type { LatencyPoint } from '@namescope/common';
import { CartesianGrid, Line, LineChart, ReferenceLine, Tooltip, XAxis, YAxis } from 'recharts';
import { formatLatency } from '../../pages/status/format-status.ts';
import { CHART_TEXT, LATENCY_SERIES, tokenVar, TOOLTIP_STYLE } from './chart-colors.ts';
import { evenTicks } from './even-ticks.ts';

const timeOf = (iso: string) =>
  new Date(iso).toLocaleTimeString(undefined, { hour: 'numeric', minute: '2-digit' });
const TICK = { fill: tokenVar('fg.muted') };
const AXIS_LABEL = { fill: tokenVar('fg.muted') };

/**
 * A service's p50 and p95 latency per minute over the last hour, with a time axis along the bottom and a
 * milliseconds axis up the side, each named. Every minute with lookups is a dot as well as a point of its
 * line, so a busy minute between quiet ones is seen; quiet minutes are bridged. The dashed line is the
 * lookup time limit, drawn once p95 reaches it. Hidden from screen readers: the card states the figures
 * in words.
 */
export default function LatencySparkline({ points, limitMs }: { points: LatencyPoint[]; limitMs: number }) {
  const data = points.map((p) => ({ at: p.at, p50: p.p50Ms, p95: p.p95Ms }));
  const max = Math.max(0, ...points.map((p) => p.p95Ms ?? 0));
  return (
    <Box h="40" w="full" aria-hidden="true" data-testid="latency-sparkline" css={CHART_TEXT}>
      <LineChart
        data={data}
        // Room on the right for the last time label, centred on the chart's right edge.
        margin={{ top: 6, right: 24, bottom: 14, left: 4 }}
        responsive
        // Drawn for sight only (aria-hidden, the card says the same in text): no keyboard stop inside it.
        accessibilityLayer={false}
        style={{ width: '100%', height: '100%' }}
      >
        <CartesianGrid stroke={tokenVar('border.muted')} vertical={false} />
        <XAxis
          dataKey="at"
          ticks={evenTicks(
            data.map((d) => d.at),
            4,
          )}
          interval={0}
          tickFormatter={timeOf}
          tickLine={false}
          tick={TICK}
          stroke={tokenVar('border')}
          label={{ value: 'Time', position: 'insideBottom', offset: -12, ...AXIS_LABEL }}
        />
        <YAxis
          domain={[0, Math.max(max, 1)]}
          tickCount={3}
          allowDecimals={false}
          tickFormatter={(v: number) => v.toLocaleString()}
          tickLine={false}
          axisLine={false}
          tick={TICK}
          width={48}
          label={{ value: 'ms', angle: -90, position: 'insideLeft', offset: 8, ...AXIS_LABEL }}
        />
        {max >= limitMs && <ReferenceLine y={limitMs} stroke={tokenVar('red.fg')} strokeDasharray="3 3" />}
        <Tooltip
          {...TOOLTIP_STYLE}
          animationDuration={0}
          cursor={false}
          labelFormatter={(label) => timeOf(String(label))}
          formatter={(value) => formatLatency(typeof value === 'number' ? value : null)}
        />
        {LATENCY_SERIES.map((s) => {
          const color = tokenVar(s.token);
          return (
            <Line
              key={s.key}
              type="linear"
              isAnimationActive={false}
              dataKey={s.key}
              stroke={color}
              strokeWidth={2}
              dot={{ r: 2, fill: color, strokeWidth: 0 }}
              activeDot={{ r: 3 }}
              connectNulls
            />
          );
        })}
      </LineChart>
    </Box>
  );
}
