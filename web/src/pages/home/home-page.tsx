import { Box, Container, Stack, VisuallyHidden } from '@chakra-ui/react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { clearHistoryMutation, removeHistoryMutation } from '../../api/history/mutations.ts';
import { historyQuery } from '../../api/history/queries.ts';
import { RecentSearches } from '../../features/search/components/recent-searches.tsx';
import { SearchForm } from '../../features/search/components/search-form.tsx';
import { useHomeSearch } from '../../features/search/use-home-search.ts';
import { useSearchUrl } from '../../features/search/use-search-url.ts';
import { PageSpinner } from '../../components/layout/layout.tsx';
import { HeroIntro, HeroTiles } from './hero.tsx';

// The results UI (cards, filters, dialogs, date handling) is its own chunk: the landing view does not
// need it, and focusing the search field starts fetching it, so it is usually here by the first answer.
const loadResults = () => import('./results-section.tsx');
const ResultsSection = lazy(loadResults);

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
  const form = (
    <SearchForm
      onIntent={() => void loadResults()}
      value={s.field.value}
      onChange={s.edit}
      onSubmit={() => submit(s.field.typed)}
      busy={s.state.phase === 'streaming'}
    />
  );
  const recent = (
    <RecentSearches
      items={history.data ?? []}
      onSearch={(t) => submit(t)}
      onRemove={(id) => remove.mutate(id)}
      onClear={() => clear.mutate()}
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
