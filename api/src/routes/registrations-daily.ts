import { registrationsDailyQuerySchema, registrationsDailyResponseSchema, TLDS } from '@namescope/common';
import { defineRoute } from './route.ts';

const DAY_MS = 86_400_000;

/**
 * GET /registrations/daily?tld=&days=: new registrations per UTC day for the last `days` days (today
 * included), one series per extension, counted in PostgreSQL (date_trunc over the block time index).
 */
export const registrationsDailyRoute = defineRoute({
  method: 'get',
  path: '/api/registrations/daily',
  summary: 'New registrations per UTC day, one series per extension',
  tag: 'registrations',
  query: registrationsDailyQuerySchema,
  responses: {
    200: { description: 'Daily counts, oldest day first', schema: registrationsDailyResponseSchema },
  },
  handler:
    () =>
    async (ctx, { query: { tld, days } }) => {
      const todayMs = Math.floor(Date.now() / DAY_MS) * DAY_MS;
      const dayKeys = Array.from({ length: days }, (_, i) =>
        new Date(todayMs - (days - 1 - i) * DAY_MS).toISOString().slice(0, 10),
      );
      const rows = await ctx.state.em.getConnection().execute<{ tld: string; day: string; count: string }[]>(
        `select tld, to_char(date_trunc('day', block_timestamp at time zone 'UTC'), 'YYYY-MM-DD') as day,
              count(*) as count
         from domain_registrations
        where block_timestamp >= ?${tld ? ' and tld = ?' : ''}
        group by 1, 2`,
        tld ? [new Date(todayMs - (days - 1) * DAY_MS), tld] : [new Date(todayMs - (days - 1) * DAY_MS)],
      );
      const dayIndex = new Map(dayKeys.map((d, i) => [d, i]));
      const series = TLDS.filter((t) => !tld || t === tld).map((t) => ({
        tld: t,
        total: 0,
        counts: new Array<number>(days).fill(0),
      }));
      for (const row of rows) {
        const entry = series.find((s) => s.tld === row.tld);
        const i = dayIndex.get(row.day);
        // Rows dated in the future (a chain clock ahead of ours) fall outside the chart, as they should.
        if (!entry || i === undefined) continue;
        entry.counts[i] = Number(row.count);
        entry.total += Number(row.count);
      }
      ctx.body = registrationsDailyResponseSchema.parse({ days: dayKeys, series });
    },
});
