import { EXTENSIONS, fullName, type LookupResult } from '@namescope/common';
import { startTransition, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { failedLookup } from '@namescope/common';
import { PendingCard } from './pending-card.tsx';
import { ResultCard } from './result-card.tsx';

const SAMPLE = 'warmup';

/** One answer of each shape a card can take: full records, available, failed. */
function samples(now: Date): LookupResult[] {
  const base = failedLookup('eth', SAMPLE, now);
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
    { ...failedLookup('sol', SAMPLE, now), available: true, status: 'available', error: undefined },
    { ...failedLookup('algo', SAMPLE, now), status: 'taken', error: undefined, owner: 'WARMUP' },
    failedLookup('bnb', SAMPLE, now),
  ];
}

/**
 * Renders sample cards into a detached element (a portal to a node that is never attached): the card code
 * gets compiled and Chakra's styles for it are generated and inserted while the visitor is still typing, so
 * the first real answer costs a fraction of the time to paint. One card per low-priority render, so each
 * step fits between two keystrokes instead of being restarted by every one of them. Nothing of it is in
 * the document, so it is invisible to people, assistive technology and tests. Calls onDone at the end.
 */
export function ResultsWarmup({ onDone }: { onDone(): void }) {
  const [target] = useState(() => document.createElement('div'));
  const [now] = useState(() => new Date());
  const [cards] = useState(() => samples(now));
  const [step, setStep] = useState(0);
  useEffect(() => {
    if (step > cards.length) {
      performance.mark('namescope:warmed-up');
      onDone();
      return;
    }
    const timer = window.setTimeout(() => startTransition(() => setStep((n) => n + 1)), 0);
    return () => window.clearTimeout(timer);
  }, [step, cards.length, onDone]);
  return createPortal(
    <>
      {cards.slice(0, step).map((r) => (
        <ResultCard
          key={r.extension}
          result={r}
          now={now}
          compact={false}
          textOnly={false}
          authenticated={r.extension === 'eth'}
          cybersquatted={r.extension === 'bnb'}
          acknowledged={false}
          onAcknowledge={noop}
        />
      ))}
      {step > cards.length - 1 && (
        <PendingCard extension={EXTENSIONS[0]!.key} domain={fullName(SAMPLE, EXTENSIONS[0]!.key)} />
      )}
    </>,
    target,
  );
}

const noop = () => undefined;
