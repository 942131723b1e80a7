import { SimpleGrid } from '@chakra-ui/react';
import { EXTENSIONS, fullName, type ExtensionKey, type LookupResult } from '@namescope/common';
import { PendingCard } from './pending-card.tsx';
import { ResultCard } from './result-card.tsx';

export interface ResultGridProps {
  name: string;
  results: LookupResult[];
  pending: ExtensionKey[];
  now: Date;
  compact: boolean;
  textOnly: boolean;
  authenticated: ReadonlySet<string>;
  cybersquatted: ReadonlySet<string>;
  acknowledged: ReadonlySet<string>;
  onAcknowledge(domain: string): void;
}

/** Cards in catalogue order, 1 column on small screens and 3 from md; unanswered services hold a place. */
export function ResultGrid(props: ResultGridProps) {
  const { name, results, pending } = props;
  const byExt = new Map(results.map((r) => [r.extension, r]));
  const pendingSet = new Set(pending);
  return (
    <SimpleGrid columns={{ base: 1, md: 3 }} gap="4" data-testid="result-grid">
      {EXTENSIONS.map(({ key }) => {
        const r = byExt.get(key);
        if (r)
          return (
            <ResultCard
              key={key}
              result={r}
              now={props.now}
              compact={props.compact}
              textOnly={props.textOnly}
              authenticated={props.authenticated.has(r.domain.toLowerCase())}
              cybersquatted={props.cybersquatted.has(r.domain.toLowerCase())}
              acknowledged={props.acknowledged.has(r.domain.toLowerCase())}
              onAcknowledge={props.onAcknowledge}
            />
          );
        if (pendingSet.has(key))
          return <PendingCard key={key} extension={key} domain={fullName(name, key)} />;
        return null;
      })}
    </SimpleGrid>
  );
}
