import { Badge, Box, Card, HStack, Heading, IconButton, Spinner, Stack, Text } from '@chakra-ui/react';
import { extensionByKey, STATUSES, type Lifecycle, type Status, type WatchlistItem } from '@namescope/common';
import { format } from 'date-fns';
import { LuClock, LuTrash2 } from 'react-icons/lu';
import { lifecycleOf } from '../../features/search/card-story.ts';
import { cardStatus } from '../../features/search/status.ts';
import { checkedAgo } from '../../features/search/dates.ts';
import { StatusBadge } from '../../features/search/components/status-badge.tsx';
import { countdownText, countdownTone, expiryOf } from '../../features/watchlist/countdown.ts';

const LIFECYCLE_LABELS: Record<Lifecycle, string> = {
  active: 'Active',
  expiring: 'Expiring soon',
  grace: 'In grace period',
  premium: 'Premium auction',
  expired: 'Expired',
  perpetual: 'Perpetual',
  unregistered: 'Unregistered',
};
const TONE_PALETTE = { expired: 'red', soon: 'orange', later: 'green' } as const;
const isStatus = (value: string | null): value is Status =>
  value !== null && (STATUSES as readonly string[]).includes(value);

/** The expiry row, as the result card tells it: perpetual ownership only for a name someone holds. */
function Expiry({ item, held, now }: { item: WatchlistItem; held: boolean; now: Date }) {
  const ext = extensionByKey(item.extension);
  const expiry = expiryOf(item.expirationDate);
  if (!item.lastCheckedAt) return <Text color="fg.muted">Not known yet</Text>;
  if (ext.perpetual)
    return held ? <Text>Never (perpetual ownership)</Text> : <Text color="fg.muted">Not registered</Text>;
  if (!expiry) return <Text color="fg.muted">{held ? 'No expiry reported' : 'Not registered'}</Text>;
  const tone = countdownTone(expiry, now);
  return (
    <HStack gap="2" wrap="wrap">
      <Text>{format(expiry, 'MMM d, yyyy')}</Text>
      <Badge colorPalette={TONE_PALETTE[tone]} variant="subtle" data-testid="countdown">
        {countdownText(expiry, now)}
      </Badge>
    </HStack>
  );
}

/**
 * One watched name: service, status and lifecycle, expiry with its countdown, when it was last checked. Status
 * and lifecycle are the result card's (card-story.ts): the status as last checked, an authenticated free name
 * Reserved, and the lifecycle worked out now by common's rules, so it moves into Expiring soon or grace on the
 * day it does, between checks.
 */
export function WatchlistRow({
  item,
  now,
  authenticated,
  onRemove,
  removing,
}: {
  item: WatchlistItem;
  now: Date;
  authenticated: boolean;
  onRemove(item: WatchlistItem): void;
  removing: boolean;
}) {
  const ext = extensionByKey(item.extension);
  const checked = isStatus(item.status)
    ? { available: item.status === 'available', status: item.status }
    : undefined;
  const status = checked && cardStatus(checked, authenticated);
  const lifecycle =
    checked &&
    lifecycleOf({ extension: item.extension, expirationDate: item.expirationDate, ...checked }, now)
      .lifecycle;
  const headingId = `watch-${item.id}-name`;
  return (
    <Card.Root
      as="li"
      size="sm"
      variant="outline"
      aria-labelledby={headingId}
      data-testid="watchlist-item"
      data-watch-id={item.id}
    >
      <Card.Body gap="3">
        <HStack align="start" gap="3">
          <Stack gap="0.5" minW="0" flex="1">
            <Heading as="h2" size="md" id={headingId} truncate title={item.domain}>
              {item.domain}
            </Heading>
            <Text fontSize="sm" color="fg.muted">
              {ext.service} · {ext.chain}
            </Text>
          </Stack>
          <IconButton
            size="sm"
            variant="ghost"
            colorPalette="red"
            aria-label={`Remove ${item.domain} from the watchlist`}
            title={`Remove ${item.domain}`}
            // Busy rather than `loading`, which disables the button and drops the focus to the top of the page.
            aria-busy={removing}
            data-remove=""
            onClick={() => {
              if (!removing) onRemove(item);
            }}
          >
            {removing ? <Spinner size="xs" aria-hidden="true" /> : <LuTrash2 />}
          </IconButton>
        </HStack>
        <HStack gap="2" wrap="wrap">
          {status ? <StatusBadge status={status} /> : <Badge variant="outline">Not checked yet</Badge>}
          {lifecycle && (
            <Badge variant="outline" colorPalette="teal" data-testid="lifecycle">
              {LIFECYCLE_LABELS[lifecycle]}
            </Badge>
          )}
        </HStack>
        <Box as="dl" display="grid" gridTemplateColumns="auto 1fr" columnGap="3" rowGap="1" fontSize="sm">
          <Text as="dt" color="fg.muted">
            Expires
          </Text>
          <Box as="dd" data-testid="expiry">
            <Expiry item={item} held={checked !== undefined && checked.status !== 'available'} now={now} />
          </Box>
          <Text as="dt" color="fg.muted">
            Last checked
          </Text>
          <Text as="dd" display="inline-flex" alignItems="center" gap="1" data-testid="last-checked">
            <LuClock aria-hidden="true" />
            {item.lastCheckedAt ? checkedAgo(item.lastCheckedAt, now).replace(/^checked /, '') : 'never'}
          </Text>
        </Box>
      </Card.Body>
    </Card.Root>
  );
}
