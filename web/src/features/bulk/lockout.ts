import type { BulkBudgetResponse } from '@namescope/common';

/** A list the server refused (429): which list (its entries, joined) and until when (epoch ms). */
export interface Refusal {
  list: string;
  until: number;
}

/** The key a refusal remembers a list by: its entries in order. */
export const listKey = (inputs: readonly string[]) => inputs.join('\n');

/**
 * Until when (epoch ms) Search stays off, or undefined when it is on: while the budget is spent (nothing
 * left before it refills), and while the list on screen is the one the server refused, until the time it
 * gave. A shorter or other list may fit what is left, so editing the list turns Search back on.
 */
export function lockedUntil(
  budget: Pick<BulkBudgetResponse, 'remaining' | 'resetsAt'> | undefined,
  refusal: Refusal | undefined,
  list: string,
  now: number,
): number | undefined {
  const times: number[] = [];
  const refills = budget?.resetsAt ? Date.parse(budget.resetsAt) : NaN;
  if (budget?.remaining === 0 && refills > now) times.push(refills);
  if (refusal && refusal.list === list && refusal.until > now) times.push(refusal.until);
  return times.length ? Math.max(...times) : undefined;
}

/** 'in 49 minutes', 'in 1 minute', 'in less than a minute', 'in about 2 hours'. */
export function waitText(ms: number): string {
  if (ms < 60_000) return 'in less than a minute';
  const minutes = Math.round(ms / 60_000);
  if (minutes < 90) return `in ${minutes} minute${minutes === 1 ? '' : 's'}`;
  return `in about ${Math.round(minutes / 60)} hours`;
}

/** '11:42 AM' in the visitor's own time zone and locale. */
export const clockTime = (at: number) =>
  new Date(at).toLocaleTimeString([], { hour: 'numeric', minute: '2-digit' });
