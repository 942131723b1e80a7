import { Box, HStack, Text } from '@chakra-ui/react';
import { type BulkBudgetResponse, EXTENSION_COUNT } from '@namescope/common';
import { LuClock, LuGauge } from 'react-icons/lu';
import { clockTime, waitText } from '../../features/bulk/lockout.ts';

const count = (n: number) => n.toLocaleString();

/** 'at 11:42 AM (in 49 minutes)' */
const whenText = (at: number, now: number) => `at ${clockTime(at)} (${waitText(at - now)})`;

/**
 * The bulk budget before a search: how many fresh lookups are left of how many, about how many new names
 * that is, and when it refills. Names answered from the cache cost nothing, which the line says too.
 */
export function BulkBudget({ budget, now }: { budget: BulkBudgetResponse | undefined; now: number }) {
  if (!budget) return null;
  const refills = budget.resetsAt ? Date.parse(budget.resetsAt) : undefined;
  const names = Math.floor(budget.remaining / EXTENSION_COUNT);
  return (
    <HStack gap="2" align="start" fontSize="sm" color="fg.muted" data-testid="bulk-budget">
      <Box as={LuGauge} aria-hidden="true" flexShrink="0" mt="0.5" />
      <Text>
        Bulk budget: {count(budget.remaining)} of {count(budget.limit)} lookups left (about {count(names)} new{' '}
        {names === 1 ? 'name' : 'names'}
        {refills !== undefined && refills > now ? `; all back ${whenText(refills, now)}` : ''}). A new name
        costs one lookup per service ({EXTENSION_COUNT}); names checked in the last few minutes cost nothing.
      </Text>
    </HStack>
  );
}

/**
 * Why Search is off and until when. A spent budget locks every list; a list refused for being longer than
 * what is left locks only itself (fewer names may fit). The results already on screen stay.
 */
export function BulkLockout({
  until,
  now,
  remaining,
}: {
  until: number;
  now: number;
  remaining: number | undefined;
}) {
  const spent = remaining === undefined || remaining === 0;
  return (
    <HStack
      role="alert"
      gap="2"
      align="start"
      p="3"
      rounded="l2"
      borderWidth="1px"
      borderColor="orange.emphasized"
      bg="orange.subtle"
      color="fg"
      fontSize="sm"
      data-testid="bulk-lockout"
    >
      <Box as={LuClock} aria-hidden="true" flexShrink="0" mt="0.5" color="orange.fg" />
      <Text>
        {spent
          ? `Bulk search budget spent: try again ${whenText(until, now)}. Search turns back on by itself then.`
          : `This list needs more fresh lookups than the ${count(remaining)} left: remove names, or try again ${whenText(until, now)}.`}{' '}
        Results already shown stay on the page.
      </Text>
    </HStack>
  );
}
