import { Button, Container, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuDownload, LuSquare } from 'react-icons/lu';
import { PageHero } from '../../components/page-hero.tsx';
import { ProgressBar } from '../../components/progress-bar.tsx';
import {
  BULK_FILTER_LABELS,
  BULK_SORT_LABELS,
  filterRows,
  rowsToCsv,
  sortRows,
  type BulkFilter,
  type BulkSort,
} from '../../features/bulk/bulk-table.ts';
import { useBulkSearch } from '../../features/bulk/use-bulk-search.ts';
import { BulkInput } from './bulk-input.tsx';
import { BulkResultsTable } from './bulk-results-table.tsx';

/** Saves text as a file through a temporary object URL. */
function download(text: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  // After the click has been handled: revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

function Select<T extends string>({
  id,
  label,
  value,
  options,
  onChange,
}: {
  id: string;
  label: string;
  value: T;
  options: Record<T, string>;
  onChange: (value: T) => void;
}) {
  return (
    <Stack gap="1" minW="48" flex={{ base: '1 1 100%', sm: '0 1 auto' }}>
      <Text asChild fontSize="sm" fontWeight="medium">
        <label htmlFor={id}>{label}</label>
      </Text>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field id={id} value={value} onChange={(e) => onChange(e.target.value as T)}>
          {(Object.keys(options) as T[]).map((key) => (
            <option key={key} value={key}>
              {options[key]}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Stack>
  );
}

/** /bulk: up to 100 names across the twelve services at once, as a table that fills in as answers stream. */
export default function BulkPage() {
  const { state, run, stop } = useBulkSearch();
  const [filter, setFilter] = useState<BulkFilter>('all');
  const [sort, setSort] = useState<BulkSort>('list');
  const shown = sortRows(filterRows(state.rows, filter), sort);
  const running = state.phase === 'running';
  const started = state.phase !== 'idle';
  const percent = state.expected ? Math.round((state.received / state.expected) * 100) : 0;
  const progressText = `${state.received} of ${state.expected} results (${state.rows.length} names × 12 services)`;

  return (
    <>
      <PageHero title="Bulk Search">
        Paste or upload a list of names and see each one across all twelve naming services at once.
      </PageHero>
      <Container maxW="7xl" py="6">
        <Stack gap="8">
          <BulkInput running={running} refused={state.refused} onSearch={(inputs) => void run(inputs)} />
          {started && (
            <Stack gap="4" as="section" aria-labelledby="bulk-results-heading">
              <Text as="h2" id="bulk-results-heading" fontSize="xl" fontWeight="semibold">
                Results
              </Text>
              <Stack gap="2">
                <ProgressBar
                  done={state.received}
                  total={state.expected}
                  label="Bulk search progress"
                  valueText={progressText}
                  data-testid="bulk-progress"
                  data-done={state.phase === 'done' ? 'true' : undefined}
                />
                <HStack justify="space-between" wrap="wrap" gap="2">
                  <Text fontSize="sm" color="fg.muted" data-testid="bulk-progress-text">
                    {progressText} · {percent}%
                  </Text>
                  <Text fontSize="sm" role="status" data-testid="bulk-phase">
                    {state.phase === 'running' && 'Searching…'}
                    {state.phase === 'done' && 'Done.'}
                    {state.phase === 'stopped' && 'Stopped: names not yet checked were skipped.'}
                    {state.phase === 'failed' && `Bulk search failed: ${state.error ?? 'please try again.'}`}
                  </Text>
                </HStack>
              </Stack>
              <HStack gap="4" wrap="wrap" align="end">
                <Select
                  id="bulk-filter"
                  label="Show"
                  value={filter}
                  options={BULK_FILTER_LABELS}
                  onChange={setFilter}
                />
                <Select
                  id="bulk-sort"
                  label="Sort by"
                  value={sort}
                  options={BULK_SORT_LABELS}
                  onChange={setSort}
                />
                <HStack gap="2" wrap="wrap">
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={shown.length === 0}
                    onClick={() => download(rowsToCsv(shown), 'namescope-bulk-search.csv')}
                    data-testid="bulk-export"
                  >
                    <LuDownload aria-hidden="true" /> Export CSV ({shown.length})
                  </Button>
                  {running && (
                    <Button variant="outline" size="sm" colorPalette="red" onClick={stop}>
                      <LuSquare aria-hidden="true" /> Stop
                    </Button>
                  )}
                </HStack>
              </HStack>
              {shown.length > 0 ? (
                <BulkResultsTable
                  rows={shown}
                  caption={`Bulk search results: ${shown.length} names by twelve services`}
                />
              ) : (
                <Text color="fg.muted" py="6" textAlign="center" data-testid="bulk-empty">
                  {state.rows.length === 0 ? 'No names were searched.' : 'No names match this filter.'}
                </Text>
              )}
            </Stack>
          )}
        </Stack>
      </Container>
    </>
  );
}
