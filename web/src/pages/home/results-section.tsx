import { Box, HStack, Spinner, Stack, Text, Wrap } from '@chakra-ui/react';
import { EXTENSION_COUNT, findLookalikes, type LookupResult } from '@namescope/common';
import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { curatedChange } from '../../features/search/curated-change.ts';
import type { TermChange } from '../../features/search/term.ts';
import { groupByExpiryYear } from '../../features/search/dates.ts';
import { NO_FILTERS, applyFilters, isActive, type Filters } from '../../features/search/filters.ts';
import { findInsights } from '../../features/search/insights.ts';
import { pendingExtensions, type SearchState } from '../../features/search/search-state.ts';
import { cardStatus, statusOf } from '../../features/search/status.ts';
import { summaryChips } from '../../features/search/summary.ts';
import { useCuratedSets } from '../../features/search/use-curated-sets.ts';
import { LookalikesProvider } from '../../features/search/lookalikes.tsx';
import { useNow } from '../../features/search/use-now.ts';
import { useOpenedOnce } from '../../components/use-opened-once.ts';
import { Celebration } from '../../features/search/components/celebration.tsx';
import { FilterBar } from '../../features/search/components/filter-bar.tsx';
import { InsightsCard } from '../../features/search/components/insights-card.tsx';
import { RenewalHelp } from '../../features/search/components/renewal-help.tsx';
import { ResultGrid } from '../../features/search/components/result-grid.tsx';
import { SummaryChips } from '../../features/search/components/summary-chips.tsx';
import { TermNotice } from '../../features/search/components/term-notice.tsx';
import { ViewOptions } from '../../features/search/components/view-options.tsx';

const NO_RESULTS: LookupResult[] = [];

/**
 * Everything under the search form once a search has answers: the notice about the term, chips, insights,
 * filters and the cards, and the celebration.
 */
export default function ResultsSection({
  state,
  change,
  notes,
  celebrating,
  onCelebrated,
}: {
  state: SearchState;
  change?: TermChange;
  notes: string[];
  celebrating: boolean;
  onCelebrated(): void;
}) {
  const now = useNow();
  const { authenticated, cybersquatted, settled } = useCuratedSets();
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [compact, setCompact] = useState(false);
  const [textOnly, setTextOnly] = useState(false);
  const [acknowledged, setAcknowledged] = useState<ReadonlySet<string>>(new Set());
  // A new search starts unfiltered: filters chosen for one name rarely fit the next.
  const [filtersFor, setFiltersFor] = useState(state.searchId);
  if (filtersFor !== state.searchId) {
    setFiltersFor(state.searchId);
    setFilters(NO_FILTERS);
  }

  const ctx = { authenticated, cybersquatted, now };
  const pending = pendingExtensions(state);
  const shown = applyFilters(state.results, filters, ctx);
  // The summary, insights and renewals follow the results at low priority: a new answer's card paints
  // first, and these catch up in a transition React may interrupt for the next answer. From none at first,
  // so that when this section mounts with answers already there (its code arrived after them), they still
  // wait for the cards. Each of them is memoised: an answer re-renders this section, and only the grid and
  // the progress line change with it.
  const results = useDeferredValue(state.results, NO_RESULTS);
  const streaming = state.phase === 'streaming';
  // So do the chips, filter bar, insights and dialogs themselves: they appear with the deferred results
  // (or when the search ends without any), so mounting them never holds back the first cards, even when
  // the whole stream has ended before the first render.
  const extras = results.length > 0 || (!streaming && state.results.length === 0);
  const chips = useMemo(
    () => summaryChips(results, { authenticated, cybersquatted }),
    [results, authenticated, cybersquatted],
  );
  const insights = useMemo(() => findInsights(results), [results]);
  const renewals = useMemo(
    () => groupByExpiryYear(results.filter((r) => statusOf(r) === 'taken')),
    [results],
  );
  const filtering = isActive(filters);
  const curated = useMemo(
    () => curatedChange(change, authenticated, cybersquatted),
    [change, authenticated, cybersquatted],
  );
  // No celebration for a name that is, or looks like, a curated one (issue 21, item 4): an authenticated name
  // its service reports free reads Reserved, not Available; a look-alike or a reported name gets its warnings,
  // not confetti. Decided only once both lists have answered, so a late list never lets confetti through.
  const mayCelebrate = useMemo(
    () =>
      settled &&
      state.results.every((r) => cardStatus(r, authenticated.has(r.domain.toLowerCase())) === 'available') &&
      !state.results.some((r) => cybersquatted.has(r.domain.toLowerCase())) &&
      findLookalikes(state.name, authenticated, cybersquatted).length === 0,
    [settled, state.results, state.name, authenticated, cybersquatted],
  );
  const celebrationOpen = celebrating && mayCelebrate;
  const celebrationOpened = useOpenedOnce(celebrationOpen);
  const onAcknowledge = useCallback(
    (d: string) => setAcknowledged((s) => new Set(s).add(d.toLowerCase())),
    [],
  );

  return (
    // Busy until the stream has ended and the deferred summary has caught up with the cards: assistive
    // technology (and the browser tests) then know the region's counts are final.
    <Stack gap="3" data-testid="results-section" aria-busy={streaming || results !== state.results}>
      <TermNotice change={change} curated={curated} notes={notes} />
      {/* Progress and summary share a row, and the insights wait below the cards: the first row of cards
          must show without scrolling on a laptop and start on the first screen of a phone. */}
      <Wrap gap="3" align="center" justify="space-between">
        <HStack gap="3" minH="6" aria-live="polite" data-testid="search-progress">
          {streaming && <Spinner size="sm" color="brand.solid" aria-hidden="true" />}
          <Text fontSize="sm" color="fg.muted">
            {streaming
              ? `Checked ${state.results.length} of ${EXTENSION_COUNT} services for ${state.name}…`
              : `Results for ${state.name} across ${EXTENSION_COUNT} services`}
          </Text>
        </HStack>
        {extras && <SummaryChips chips={chips} filters={filters} onChange={setFilters} />}
      </Wrap>
      {extras && (
        <Stack direction={{ base: 'column', lg: 'row' }} justify="space-between" gap="3">
          <FilterBar filters={filters} onChange={setFilters} />
          {/* Never squeezed: the filters wrap inside their own box before the view options move. */}
          <ViewOptions
            compact={compact}
            textOnly={textOnly}
            onCompact={setCompact}
            onTextOnly={setTextOnly}
          />
        </Stack>
      )}
      {/* Below the filter row, so that its text coming and going never moves the filters themselves. */}
      <Text fontSize="sm" color="fg.muted" aria-live="polite" data-testid="filter-summary">
        {filtering ? `Showing ${shown.length} of ${state.results.length}` : ''}
      </Text>
      <LookalikesProvider name={state.name} authenticated={authenticated} cybersquatted={cybersquatted}>
        <ResultGrid
          name={state.name}
          results={shown}
          pending={filtering ? [] : pending}
          now={now}
          compact={compact}
          textOnly={textOnly}
          authenticated={authenticated}
          cybersquatted={cybersquatted}
          acknowledged={acknowledged}
          onAcknowledge={onAcknowledge}
        />
      </LookalikesProvider>
      {filtering && shown.length === 0 && (
        <Box textAlign="center" py="8" color="fg.muted">
          No results match these filters.
        </Box>
      )}
      {extras && <InsightsCard insights={insights} />}
      {extras && <RenewalHelp groups={renewals} />}
      {extras && celebrationOpened && (
        <Celebration name={state.name} open={celebrationOpen} onClose={onCelebrated} />
      )}
    </Stack>
  );
}
