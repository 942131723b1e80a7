import { EXTENSIONS, fullName, type LookupResult } from '@namescope/common';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { failedResult } from '../search-state.ts';
import { PendingCard } from './pending-card.tsx';
import { ResultCard } from './result-card.tsx';

const SAMPLE = 'warmup';

/** One answer of each shape a card can take: full records, available, failed. */
function samples(now: Date): LookupResult[] {
  const base = failedResult('eth', SAMPLE, now);
  return [
    {
      ...base,
      available: false,
      status: 'taken',
      error: undefined,
      owner: '0x0000000000000000000000000000000000000001',
      address: '0x0000000000000000000000000000000000000001',
      primaryName: fullName(SAMPLE, 'eth'),
      originationDate: '2021-01-01',
      expirationDate: '2030-01-01',
      email: 'warmup@example.com',
      twitter: 'warmup',
      discord: 'warmup',
      linkedin: 'warmup',
      website: 'warmup.example',
    },
    { ...failedResult('sol', SAMPLE, now), available: true, status: 'available', error: undefined },
    { ...failedResult('algo', SAMPLE, now), status: 'taken', error: undefined, owner: 'WARMUP' },
    failedResult('bnb', SAMPLE, now),
  ];
}

/**
 * Renders sample cards once into a detached element (a portal to a node that is never attached): the
 * card code gets compiled and Chakra's styles for it are generated and inserted while the visitor is
 * still typing, so the first real answer costs a fraction of the time to paint. Nothing of it is in the
 * document, so it is invisible to people, assistive technology and tests. Calls onDone after it committed.
 */
export function ResultsWarmup({ onDone }: { onDone(): void }) {
  const [target] = useState(() => document.createElement('div'));
  const [now] = useState(() => new Date());
  useEffect(() => onDone(), [onDone]);
  return createPortal(
    <>
      {samples(now).map((r) => (
        <ResultCard
          key={r.extension}
          result={r}
          now={now}
          compact={false}
          textOnly={false}
          authenticated={r.extension === 'eth'}
          cybersquatted={r.extension === 'bnb'}
          acknowledged={false}
          onAcknowledge={() => undefined}
        />
      ))}
      <PendingCard extension={EXTENSIONS[0]!.key} domain={fullName(SAMPLE, EXTENSIONS[0]!.key)} />
    </>,
    target,
  );
}
