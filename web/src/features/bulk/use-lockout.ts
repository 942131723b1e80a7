import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { bulkBudgetQuery, bulkKeys } from '../../api/bulk/queries.ts';
import { lockedUntil, type Refusal } from './lockout.ts';

/** Longest a browser timer can wait (about 24.8 days); a later time is waited for in steps. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * The bulk budget and whether Search is locked out (lockout.ts says when). When the lockout's time comes,
 * the page wakes on its own, reads the budget again and turns Search back on, without a reload. `now`
 * also ticks every 30 s, so 'in 49 minutes' counts down.
 */
export function useLockout(refusal: Refusal | undefined, list: string) {
  const client = useQueryClient();
  const budget = useQuery(bulkBudgetQuery());
  const [now, setNow] = useState(() => Date.now());
  const until = lockedUntil(budget.data, refusal, list, now);

  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 30_000);
    return () => window.clearInterval(timer);
  }, []);

  useEffect(() => {
    if (until === undefined) return;
    const wake = () => {
      setNow(Date.now());
      void client.invalidateQueries({ queryKey: bulkKeys.budget() });
    };
    const timer = window.setTimeout(wake, Math.min(Math.max(0, until - Date.now()), MAX_TIMER_MS));
    return () => window.clearTimeout(timer);
  }, [until, client]);

  // A new refusal or budget is judged against the time it arrived, not the last tick. (By value: a caller
  // may build the refusal afresh on every render.)
  useEffect(() => setNow(Date.now()), [refusal?.list, refusal?.until, budget.data]);

  return { budget: budget.data, lockedUntil: until, now };
}
