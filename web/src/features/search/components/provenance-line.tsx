import { Text } from '@chakra-ui/react';
import { LuClock } from 'react-icons/lu';
import { checkedAgo } from '../dates.ts';

/** 'checked N s ago', and whether the answer came from the cache: the foot of every answer's card. */
export function ProvenanceLine({
  checkedAt,
  cached,
  now,
}: {
  checkedAt: string;
  cached: boolean;
  now: Date;
}) {
  return (
    <Text
      fontSize="xs"
      color="fg.muted"
      display="inline-flex"
      alignItems="center"
      gap="1"
      data-testid="checked-ago"
    >
      <LuClock aria-hidden="true" />
      {checkedAgo(checkedAt, now)}
      {cached ? ' (cached)' : ''}
    </Text>
  );
}
