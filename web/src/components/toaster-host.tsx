import { lazy, Suspense, useEffect, useState } from 'react';
import { onFirstToast } from '../app/toaster.ts';
import { loadToaster } from './load-toaster.ts';

const Toaster = lazy(loadToaster);

/**
 * Mounts the toast viewport the first time something is toasted. The store gets that toast, so it shows
 * as soon as the viewport code arrives; pages that never toast never load it.
 */
export function ToasterHost() {
  const [needed, setNeeded] = useState(false);
  // A toast made in a page's first effect (a shared /search/ link with no name in it) comes before this
  // subscription, the page's effects running before this one: onFirstToast answers at once then.
  useEffect(() => (needed ? undefined : onFirstToast(() => setNeeded(true))), [needed]);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
