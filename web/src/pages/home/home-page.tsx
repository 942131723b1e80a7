import { Box, Container, Stack, VisuallyHidden } from '@chakra-ui/react';
import type { HistoryItem } from '@namescope/common';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Suspense, useCallback } from 'react';
import { clearHistoryMutation, removeHistoryMutation } from '../../api/history/mutations.ts';
import { historyQuery } from '../../api/history/queries.ts';
import { RecentSearches } from '../../features/search/components/recent-searches.tsx';
import { SearchForm } from '../../features/search/components/search-form.tsx';
import { loadSearchReader } from '../../features/search/stream-search.ts';
import { useHomeSearch } from '../../features/search/use-home-search.ts';
import { useSearchUrl } from '../../features/search/use-search-url.ts';
import { PageSpinner } from '../../components/layout/layout.tsx';
import { lazyWithPreload } from '../../components/lazy-with-preload.tsx';
import { HeroIntro, HeroTiles } from './hero.tsx';

// The results UI (cards, filters, dialogs, date handling) is its own chunk: the landing view does not
// need it, and focusing the search field starts fetching it, so it is usually here by the first answer
// and renders with the search at once. So is the stream's reader with its schemas (stream-search.ts).
const { Component: ResultsSection, preload: loadResults } = lazyWithPreload(
  () => import('./results-section.tsx'),
);
const preloadSearch = () => {
  loadResults().catch(() => undefined);
  loadSearchReader().catch(() => undefined);
};
const NO_HISTORY: HistoryItem[] = [];

/** Home (/): the hero until a search, then the search with its history and results. */
export default function HomePage() {
  const s = useHomeSearch();
  const { submit } = useSearchUrl({
    run: s.run,
    clear: s.clear,
    term: s.state.term,
    name: s.state.name,
  });
  const history = useQuery(historyQuery(s.sessionId));
  const remove = useMutation({
    ...removeHistoryMutation(s.sessionId),
    onError: (err) => console.error('history remove failed', err),
  });
  const clear = useMutation({
    ...clearHistoryMutation(s.sessionId),
    onError: (err) => console.error('history clear failed', err),
  });

  const searching = s.state.phase !== 'idle' && s.state.phase !== 'error';
  // Stable props: the form and the recent searches are memoised, so a streamed answer, which re-renders
  // this page, renders neither again.
  const typed = s.field.typed;
  const onSubmit = useCallback(() => submit(typed), [submit, typed]);
  const { mutate: removeItem } = remove;
  const { mutate: clearAll } = clear;
  const onClear = useCallback(() => clearAll(), [clearAll]);
  const form = (
    <SearchForm
      onIntent={preloadSearch}
      value={s.field.value}
      onChange={s.edit}
      onSubmit={onSubmit}
      busy={s.state.phase === 'streaming'}
    />
  );
  const recent = (
    <RecentSearches
      items={history.data ?? NO_HISTORY}
      onSearch={submit}
      onRemove={removeItem}
      onClear={onClear}
      busy={remove.isPending || clear.isPending}
    />
  );

  // One tree for both states so the search field keeps focus when the hero gives way to results.
  return (
    <Box
      bgGradient="to-b"
      gradientFrom="brand.subtle"
      gradientTo="bg"
      bgSize="100% 32rem"
      bgRepeat="no-repeat"
    >
      <Container
        maxW={searching ? '7xl' : '5xl'}
        py={searching ? { base: '4', md: '6' } : { base: '6', md: '10' }}
      >
        <Stack gap={searching ? '3' : '6'}>
          {!searching && <HeroIntro />}
          {/* A search's page is named by its one heading, for screen readers; the form already shows the name. */}
          {searching && <VisuallyHidden as="h1">Search results for {s.state.name}</VisuallyHidden>}
          <Box w="full" maxW={searching ? undefined : '2xl'} mx="auto">
            {form}
          </Box>
          <Box w="full" maxW={searching ? undefined : '2xl'} mx="auto">
            {recent}
          </Box>
          {!searching && <HeroTiles />}
          {searching && (
            <Suspense fallback={<PageSpinner />}>
              <ResultsSection
                state={s.state}
                change={s.change}
                notes={s.notes}
                celebrating={s.celebrating}
                onCelebrated={s.stopCelebrating}
              />
            </Suspense>
          )}
        </Stack>
      </Container>
    </Box>
  );
}
