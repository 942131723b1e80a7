import { createToaster } from '@chakra-ui/react';
import { TOAST_DURATION_MS, TOAST_HOTKEY, TOAST_LIMIT } from './toast-config.ts';

/**
 * The app's one toast store, loaded with the first toast (toaster.ts) or with the viewport's code. max keeps
 * one toast on screen; `notify` also removes the current one first so a new message replaces the old at once
 * instead of queueing behind it (docs/product.md: one visible at a time). The removal delay after dismissal
 * stays short here: the store keeps a dismissed toast mounted for that long, and with max=1 a longer delay
 * would hold every later toast back (see toast-config.ts).
 */
export const toaster = createToaster({
  placement: 'bottom-end',
  max: TOAST_LIMIT,
  duration: TOAST_DURATION_MS,
  hotkey: [TOAST_HOTKEY],
  pauseOnPageIdle: true,
});
