import { lazy, Suspense, useEffect, useState } from 'react';

/** Popup delay and its dismissed flag (docs/product.md sections 3, 4 and 9). */
export const NEWSLETTER_DELAY_MS = 3000;
export const NEWSLETTER_DISMISSED_KEY = 'namescope-newsletter-dismissed';

// Loaded only when it is about to show, so it costs the first paint nothing.
const NewsletterPopup = lazy(() => import('./newsletter-popup.tsx'));

function isDismissed(): boolean {
  try {
    return window.localStorage.getItem(NEWSLETTER_DISMISSED_KEY) === 'true';
  } catch {
    return false;
  }
}

/** Shows the popup 3 s after load unless it was dismissed (or subscribed through) before. */
export function NewsletterGate() {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (isDismissed()) return;
    const timer = window.setTimeout(() => setOpen(true), NEWSLETTER_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);
  const dismiss = () => {
    setOpen(false);
    try {
      window.localStorage.setItem(NEWSLETTER_DISMISSED_KEY, 'true');
    } catch {
      // Storage disabled: the popup simply comes back on the next visit.
    }
  };
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <NewsletterPopup onDismiss={dismiss} />
    </Suspense>
  );
}
