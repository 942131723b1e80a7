import { Box, Container, Stack } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, startTransition, Suspense, useCallback, useState, type ComponentType } from 'react';
import { clearHistory, historyKeys, historyQuery, removeHistory } from '../../api/history/queries.ts';
import { RecentSearches } from '../../features/search/components/recent-searches.tsx';
import { SearchForm } from '../../features/search/components/search-form.tsx';
import { TermNotice } from '../../features/search/components/term-notice.tsx';
import { useHomeSearch } from '../../features/search/use-home-search.ts';
import { PageSpinner } from '../../components/layout/layout.tsx';
import { HeroIntro, HeroTiles } from './hero.tsx';

// The results UI (cards, filters, dialogs, date handling) is its own chunk: the landing view does not
// need it, and it is fetched as soon as the visitor heads for the search field.
type ResultsModule = typeof import('./results-section.tsx');
type ResultsProps = Parameters<ResultsModule['default']>[0];
let resultsModule: ResultsModule | undefined;
let resultsPromise: Promise<ResultsModule> | undefined;
const loadResults = () =>
  (resultsPromise ??= import('./results-section.tsx').then((m) => (resultsModule = m)));

/**
 * The results section, rendered directly when its chunk has already arrived (the usual case: it is
 * preloaded on focus). A lazy component would suspend once even then, and React holds a revealed Suspense
 * boundary back for up to 300 ms, which is most of the time to the first card. The choice is made once per
 * mount so the section never remounts (and loses its filters) when the chunk lands mid-search.
 */
function Results(props: ResultsProps) {
  const [Section] = useState<ComponentType<ResultsProps>>(() => resultsModule?.default ?? lazy(loadResults));
  return <Section {...props} />;
}

/** Home (/): the hero until a search, then the search with its history and results. */
export default function HomePage() {
  const s = useHomeSearch();
  const client = useQueryClient();
  const history = useQuery(historyQuery(s.sessionId));
  const refreshHistory = () => client.invalidateQueries({ queryKey: historyKeys.list(s.sessionId) });
  const remove = useMutation({
    mutationFn: (id: number) => removeHistory(s.sessionId, id),
    onSettled: refreshHistory,
    onError: (err) => console.error('history remove failed', err),
  });
  const clear = useMutation({
    mutationFn: () => clearHistory(s.sessionId),
    onSettled: refreshHistory,
    onError: (err) => console.error('history clear failed', err),
  });

  const searching = s.state.phase !== 'idle' && s.state.phase !== 'error';
  // Once the results chunk is here, a warm-up renders sample cards off-document (see results-warmup.tsx)
  // so the first real card does not pay for compiling and styling card code on its way to the screen.
  const [warm, setWarm] = useState<'no' | 'now' | 'done'>('no');
  const warmDone = useCallback(() => setWarm('done'), []);
  const onIntent = () => {
    if (warm !== 'no') return;
    void loadResults().then(() => startTransition(() => setWarm((w) => (w === 'no' ? 'now' : w))));
  };
  const Warmup = warm === 'now' && !searching ? resultsModule?.ResultsWarmup : undefined;
  const form = (
    <SearchForm
      onIntent={onIntent}
      value={s.input}
      onChange={s.edit}
      onSubmit={() => void s.run(s.input, s.dropped)}
      busy={s.state.phase === 'streaming'}
    />
  );
  const recent = (
    <RecentSearches
      items={history.data ?? []}
      onSearch={(t) => void s.run(t)}
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
          <Box w="full" maxW={searching ? undefined : '2xl'} mx="auto">
            {form}
          </Box>
          {searching && s.notes.length > 0 && <TermNotice notes={s.notes} />}
          <Box w="full" maxW={searching ? undefined : '2xl'} mx="auto">
            {recent}
          </Box>
          {!searching && <HeroTiles />}
          {Warmup && <Warmup onDone={warmDone} />}
          {searching && (
            <Suspense fallback={<PageSpinner />}>
              <Results state={s.state} celebrating={s.celebrating} onCelebrated={s.stopCelebrating} />
            </Suspense>
          )}
        </Stack>
      </Container>
    </Box>
  );
}
