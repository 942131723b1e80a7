import { Badge, Box, Card, HStack, Heading, IconButton, Stack, Text } from '@chakra-ui/react';
import { extensionByKey, STATUSES, type Status, type WatchlistItem } from '@namescope/common';
import { format } from 'date-fns';
import { LuClock, LuTrash2 } from 'react-icons/lu';
import { checkedAgo } from '../../features/search/dates.ts';
import { StatusBadge } from '../../features/search/components/status-badge.tsx';
import { countdownText, countdownTone, expiryOf } from '../../features/watchlist/countdown.ts';

const LIFECYCLE_LABELS: Record<string, string> = {
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

function Expiry({ item, now }: { item: WatchlistItem; now: Date }) {
  const ext = extensionByKey(item.extension);
  const expiry = expiryOf(item.expirationDate);
  if (ext.perpetual) return <Text>Never (perpetual ownership)</Text>;
  if (!expiry)
    return <Text color="fg.muted">{item.lastCheckedAt ? 'No expiry reported' : 'Not known yet'}</Text>;
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

/** One watched name: service, status and lifecycle, expiry with its countdown, when it was last checked. */
export function WatchlistRow({
  item,
  now,
  onRemove,
  removing,
}: {
  item: WatchlistItem;
  now: Date;
  onRemove(item: WatchlistItem): void;
  removing: boolean;
}) {
  const ext = extensionByKey(item.extension);
  const headingId = `watch-${item.id}-name`;
  return (
    <Card.Root as="li" size="sm" variant="outline" aria-labelledby={headingId} data-testid="watchlist-item">
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
            loading={removing}
            onClick={() => onRemove(item)}
          >
            <LuTrash2 />
          </IconButton>
        </HStack>
        <HStack gap="2" wrap="wrap">
          {isStatus(item.status) ? (
            <StatusBadge status={item.status} />
          ) : (
            <Badge variant="outline">Not checked yet</Badge>
          )}
          {item.lifecycle && (
            <Badge variant="outline" colorPalette="teal" data-testid="lifecycle">
              {LIFECYCLE_LABELS[item.lifecycle] ?? item.lifecycle}
            </Badge>
          )}
        </HStack>
        <Box as="dl" display="grid" gridTemplateColumns="auto 1fr" columnGap="3" rowGap="1" fontSize="sm">
          <Text as="dt" color="fg.muted">
            Expires
          </Text>
          <Box as="dd" data-testid="expiry">
            <Expiry item={item} now={now} />
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
