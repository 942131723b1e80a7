import { lazy, Suspense, useEffect, useState } from 'react';
import { toaster } from '../app/toaster.ts';
import { loadToaster } from './load-toaster.ts';

const Toaster = lazy(loadToaster);

/**
 * Mounts the toast viewport the first time something is toasted. The store already holds that toast, so
 * it shows as soon as the viewport code arrives; pages that never toast never load it.
 */
export function ToasterHost() {
  const [needed, setNeeded] = useState(() => toaster.getCount() > 0);
  useEffect(() => {
    if (needed) return;
    // A toast made in a page's first effect (a shared /search/ link with no name in it) comes before this
    // subscription: the page's effects run before this one.
    if (toaster.getCount() > 0) setNeeded(true);
    else return toaster.subscribe(() => setNeeded(true));
  }, [needed]);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
