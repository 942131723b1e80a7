import { Alert, Stack } from '@chakra-ui/react';
import { memo } from 'react';
import type { TermChange } from '../term.ts';

/**
 * What the visitor should know about the term searched, above the results: what the search rule changed
 * ('You typed meta-mask; NameScope searched metamask (hyphens are not supported)'), a curated name that change
 * reached, a subname. What was typed is shown isolated (<bdi>), so right-to-left text in it cannot reorder
 * the sentence around it.
 */
export const TermNotice = memo(function TermNotice({
  change,
  curated,
  notes,
}: {
  change?: TermChange;
  curated?: string;
  notes: string[];
}) {
  if (!change && !curated && notes.length === 0) return null;
  return (
    <Alert.Root
      status={curated ? 'warning' : 'info'}
      variant="subtle"
      size="sm"
      data-testid="term-notice"
      role={curated ? 'alert' : undefined}
    >
      <Alert.Indicator />
      <Stack gap="1">
        {change && (
          <Alert.Title data-testid="term-change">
            You typed <bdi>{change.typed}</bdi>; NameScope searched <bdi>{change.term}</bdi> ({change.why})
          </Alert.Title>
        )}
        {curated && <Alert.Description data-testid="term-curated">{curated}</Alert.Description>}
        {notes.map((n) => (
          <Alert.Description key={n}>{n}</Alert.Description>
        ))}
      </Stack>
    </Alert.Root>
  );
});
