import { Box, Button, Card, Container, HStack, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { EXTENSION_COUNT, type WatchlistItem } from '@namescope/common';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { LuRefreshCw, LuStar } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { errorText } from '../../api/fetch.ts';
import { getSessionId } from '../../api/session.ts';
import { removeWatchMutation } from '../../api/watchlist/mutations.ts';
import { watchlistQuery } from '../../api/watchlist/queries.ts';
import { notify } from '../../app/toaster.ts';
import { LoadingSpinner } from '../../components/loading-spinner.tsx';
import { PageHero } from '../../components/page-hero.tsx';
import { useCuratedSets } from '../../features/search/use-curated-sets.ts';
import { useNow } from '../../features/search/use-now.ts';
import { useRefreshAll } from '../../features/watchlist/use-refresh-all.ts';
import { CalendarLinks } from './calendar-links.tsx';
import { byExpiry } from './sort-items.ts';
import { WatchlistRow } from './watchlist-row.tsx';
import { ProgressBar } from '../../components/progress-bar.tsx';

function EmptyState() {
  return (
    <Card.Root variant="subtle" data-testid="watchlist-empty">
      <Card.Body gap="3" alignItems="center" textAlign="center" py="10">
        <Box color="fg.muted" aria-hidden="true">
          <LuStar size="32" />
        </Box>
        <Text fontWeight="semibold">No names watched yet</Text>
        <Text color="fg.muted" maxW="md">
          Search for a name and press the star on a service’s card. The name then appears here with its expiry
          date, and your calendar can remind you 30, 7 and 1 day before it expires.
        </Text>
        <Button asChild colorPalette="teal" size="sm">
          <RouterLink to="/" data-empty-action="">
            Search a name
          </RouterLink>
        </Button>
      </Card.Body>
    </Card.Root>
  );
}

/**
 * Where the keyboard focus goes once a removed name has left the list (issue 21, item 8): the Remove button of
 * the name that took its place, else of the one before it, else the empty list's 'Search a name'. The focus was
 * on the removed row's button, which is gone: without this it would fall to the top of the page.
 */
function focusAfterRemoval(next: number | undefined) {
  const target =
    next === undefined
      ? document.querySelector<HTMLElement>('[data-empty-action]')
      : document.querySelector<HTMLElement>(`[data-watch-id="${next}"] [data-remove]`);
  target?.focus();
}

const NO_ITEMS: WatchlistItem[] = [];

/** /watchlist: the names this browser watches, a refresh of them all, and their calendar feed. */
export default function WatchlistPage() {
  const sessionId = useMemo(() => getSessionId(), []);
  const now = useNow(30_000);
  const { data, isPending, isError, refetch } = useQuery(watchlistQuery(sessionId));
  const { progress, refreshAll } = useRefreshAll(sessionId);
  const { authenticated } = useCuratedSets();
  // The row to focus once the removal is done: { next } names it (undefined: the list is empty then).
  const [refocus, setRefocus] = useState<{ removed: number; next: number | undefined }>();
  const items = data?.items ?? NO_ITEMS;
  const sorted = useMemo(() => [...items].sort(byExpiry), [items]);
  const remove = useMutation({
    ...removeWatchMutation(sessionId),
    onMutate: (item) => {
      const at = sorted.findIndex((i) => i.id === item.id);
      setRefocus({ removed: item.id, next: (sorted[at + 1] ?? sorted[at - 1])?.id });
    },
    onSuccess: (_, item) => notify({ title: 'Removed', description: `${item.domain} is no longer watched.` }),
    onError: (err) =>
      notify({
        title: 'Could not remove',
        description: errorText(err) ?? 'Please try again.',
        type: 'error',
      }),
  });
  // Pending until the list has been read again (refetchAfter), so the row never flickers back.
  const removingId = remove.isPending ? remove.variables.id : undefined;
  // Once the list no longer holds the removed name (a failed removal keeps it, and its button keeps the focus).
  useEffect(() => {
    if (!refocus || items.some((i) => i.id === refocus.removed)) return;
    setRefocus(undefined);
    focusAfterRemoval(refocus.next);
  }, [items, refocus]);

  return (
    <>
      <PageHero title="Watchlist">
        Names you watch across the {EXTENSION_COUNT} services, with their expiry dates and reminders in your
        calendar. Kept for this browser only.
      </PageHero>
      <Container maxW="5xl" pb="8">
        {isPending ? (
          <LoadingSpinner label="Loading your watchlist" />
        ) : isError ? (
          <Stack gap="3" align="center" role="alert">
            <Text>Failed to load your watchlist. Please try again later.</Text>
            <Button size="sm" variant="outline" onClick={() => void refetch()}>
              Try again
            </Button>
          </Stack>
        ) : items.length === 0 ? (
          <EmptyState />
        ) : (
          <Stack gap="5">
            <Stack gap="3" as="section" aria-label="Watchlist actions">
              <HStack gap="3" wrap="wrap" justify="space-between">
                <Text color="fg.muted" fontSize="sm">
                  {items.length} of {data.max} names watched
                </Text>
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => void refreshAll(items)}
                  disabled={progress.running}
                >
                  <LuRefreshCw aria-hidden="true" /> Refresh all
                </Button>
              </HStack>
              {progress.total > 0 && (
                <Stack gap="1" data-testid="refresh-progress">
                  <ProgressBar
                    done={progress.done}
                    total={progress.total}
                    label="Refresh progress"
                    valueText={`${progress.done} of ${progress.total} checked`}
                  />
                  <Text fontSize="sm" aria-live="polite">
                    {progress.running
                      ? `Checking… ${progress.done} of ${progress.total}`
                      : `Checked ${progress.done} of ${progress.total}` +
                        (progress.failed.length ? `; ${progress.failed.length} could not be checked` : '')}
                  </Text>
                  {!progress.running && progress.failed.length > 0 && (
                    <Text fontSize="xs" color="fg.muted">
                      {progress.failed.map((f) => `${f.domain}: ${f.reason}`).join(' · ')}. Their last known
                      values are kept.
                    </Text>
                  )}
                </Stack>
              )}
              {data.token && <CalendarLinks token={data.token} />}
            </Stack>
            <SimpleGrid
              as="ul"
              columns={{ base: 1, md: 2 }}
              gap="3"
              listStyleType="none"
              aria-label="Watched names"
            >
              {sorted.map((item) => (
                <WatchlistRow
                  key={item.id}
                  item={item}
                  now={now}
                  authenticated={authenticated.has(item.domain.toLowerCase())}
                  removing={removingId === item.id}
                  onRemove={(i) => remove.mutate(i)}
                />
              ))}
            </SimpleGrid>
            <Text fontSize="sm" color="fg.muted">
              Watch more names from their result cards.{' '}
              <Link asChild colorPalette="teal">
                <RouterLink to="/">Search a name</RouterLink>
              </Link>
            </Text>
          </Stack>
        )}
      </Container>
    </>
  );
}
