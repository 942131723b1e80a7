import { Box, HStack, Text, useBreakpointValue } from '@chakra-ui/react';
import type { RegistrationsDailyResponse } from '@namescope/common';
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { evenTicks } from './even-ticks.ts';
import { CHART_TEXT, tldColor, tokenVar, TOOLTIP_STYLE } from './chart-colors.ts';

const dayLabel = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString(undefined, {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
const TICK = { fill: tokenVar('fg.muted') };

/**
 * New registrations per day, stacked by extension (only those with any in the period), with a legend that
 * wraps on a phone. Screen readers get the same counts as a visually hidden table instead of the drawing.
 */
export default function DailyRegistrationsChart({ data }: { data: RegistrationsDailyResponse }) {
  const series = data.series.filter((s) => s.total > 0).map((s) => ({ ...s, color: tldColor(s.tld) }));
  const ticks = evenTicks(data.days, useBreakpointValue({ base: 5, md: 8 }) ?? 5);
  const rows = data.days.map((day, d) => ({
    day,
    ...Object.fromEntries(series.map((s) => [s.tld, s.counts[d] ?? 0])),
  }));
  return (
    <Box>
      <Box
        h={{ base: '56', md: '72' }}
        w="full"
        aria-hidden="true"
        data-testid="daily-chart"
        css={CHART_TEXT}
      >
        <BarChart
          data={rows}
          margin={{ top: 8, right: 16, bottom: 0, left: 0 }}
          responsive
          // Drawn for sight only (aria-hidden, the page says the same in text): no keyboard stop inside it.
          accessibilityLayer={false}
          style={{ width: '100%', height: '100%' }}
        >
          <CartesianGrid stroke={tokenVar('border.muted')} vertical={false} />
          <XAxis
            dataKey="day"
            ticks={ticks}
            interval={0}
            tickFormatter={dayLabel}
            tickLine={false}
            tick={TICK}
            stroke={tokenVar('border')}
          />
          <YAxis allowDecimals={false} tickLine={false} axisLine={false} tick={TICK} width={48} />
          <Tooltip
            {...TOOLTIP_STYLE}
            animationDuration={0}
            cursor={{ fill: tokenVar('bg.muted') }}
            labelFormatter={(label) => dayLabel(String(label))}
          />
          {series.map((s) => (
            <Bar key={s.tld} isAnimationActive={false} dataKey={s.tld} stackId="day" fill={s.color} />
          ))}
        </BarChart>
      </Box>
      <HStack
        as="ul"
        listStyleType="none"
        wrap="wrap"
        gap="3"
        mt="2"
        aria-hidden="true"
        data-testid="daily-legend"
      >
        {series.map((s) => (
          <HStack as="li" key={s.tld} gap="1.5" fontSize="xs">
            <Box w="2.5" h="2.5" borderRadius="sm" style={{ background: s.color }} />
            <Text as="span">
              {s.tld} ({s.total.toLocaleString()})
            </Text>
          </HStack>
        ))}
      </HStack>
      {series.length === 0 && (
        <Text fontSize="sm" color="fg.muted" textAlign="center">
          No registrations indexed in the last {data.days.length} days.
        </Text>
      )}
      {/* Hidden in a box of its own: a table does not shrink to the 1 px a visually hidden element gets, and
          would widen the page on a phone. */}
      <Box srOnly>
        <table data-testid="daily-table">
          <caption>New registrations per day, last {data.days.length} days (UTC)</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              {series.map((s) => (
                <th key={s.tld} scope="col">
                  {s.tld}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data.days.map((day, d) => (
              <tr key={day}>
                <th scope="row">{dayLabel(day)}</th>
                {series.map((s) => (
                  <td key={s.tld}>{s.counts[d] ?? 0}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </Box>
    </Box>
  );
}
