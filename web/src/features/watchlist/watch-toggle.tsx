import { IconButton, Spinner } from '@chakra-ui/react';
import { extensionByKey, type LookupResult } from '@namescope/common';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { LuStar } from 'react-icons/lu';
import { errorText } from '../../api/fetch.ts';
import { getSessionId } from '../../api/session.ts';
import { toggleWatchMutation } from '../../api/watchlist/mutations.ts';
import { watchlistQuery } from '../../api/watchlist/queries.ts';
import { notify } from '../../app/toaster.ts';

/** The bare name of a result ('alice' of 'alice.base.eth'). */
export function bareOf(result: Pick<LookupResult, 'domain' | 'extension'>): string {
  const { tld } = extensionByKey(result.extension);
  return result.domain.endsWith(tld) ? result.domain.slice(0, -tld.length) : result.domain;
}

/**
 * The star on a result card: watches this name on this service, or stops watching it. A toggle button
 * (aria-pressed) whose name stays 'Watch {domain}' in both states, as toggle buttons should; the tooltip
 * says what a press will do.
 */
export function WatchToggle({ result }: { result: LookupResult }) {
  const sessionId = useMemo(() => getSessionId(), []);
  const { data } = useQuery(watchlistQuery(sessionId));
  const name = bareOf(result);
  const item = data?.items.find((i) => i.extension === result.extension && i.name === name);
  const watched = Boolean(item);
  const toggle = useMutation({
    ...toggleWatchMutation(sessionId),
    onError: (err) =>
      notify({
        title: watched ? 'Could not stop watching' : 'Could not watch this name',
        description: errorText(err) ?? 'Please try again later.',
        type: 'error',
      }),
  });
  // A name the service rejected cannot be watched there; neither can one before the list has loaded.
  if (result.error || !data) return null;
  return (
    <IconButton
      size="xs"
      variant="ghost"
      ms="auto"
      flexShrink={0}
      colorPalette={watched ? 'yellow' : 'gray'}
      aria-label={`Watch ${result.domain}`}
      aria-pressed={watched}
      title={watched ? `Stop watching ${result.domain}` : `Watch ${result.domain} and its expiry`}
      data-testid="watch-toggle"
      // Not `loading`: that disables the button, and a disabled button drops the keyboard focus to the top of
      // the page (issue 21, item 8). It stays focusable and busy, and ignores presses until the change is done.
      aria-busy={toggle.isPending}
      onClick={() => {
        if (!toggle.isPending) toggle.mutate({ extension: result.extension, name, item });
      }}
    >
      {toggle.isPending ? (
        <Spinner size="xs" aria-hidden="true" />
      ) : (
        <LuStar fill={watched ? 'currentColor' : 'none'} aria-hidden="true" />
      )}
    </IconButton>
  );
}
