import { Button, Text } from '@chakra-ui/react';
import { EXTENSION_COUNT } from '@namescope/common';
import { memo, useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { AppDialog } from '../../../components/app-dialog.tsx';
import { REGISTER_ATTRIBUTE } from './card-actions.tsx';

/** Confetti length and cadence (docs/product.md section 9). */
export const CONFETTI_DURATION_MS = 3000;
export const CONFETTI_INTERVAL_MS = 250;

/** Bursts confetti every 250 ms for 3 s; the library loads only when there is something to celebrate. */
export function runConfetti(): () => void {
  let stopped = false;
  let timer: number | undefined;
  void import('canvas-confetti').then(({ default: confetti }) => {
    if (stopped) return;
    const end = Date.now() + CONFETTI_DURATION_MS;
    const burst = () => {
      const origin = { x: 0.1 + Math.random() * 0.8, y: Math.random() * 0.3 };
      void confetti({
        particleCount: 40,
        spread: 70,
        startVelocity: 30,
        origin,
        disableForReducedMotion: true,
      });
    };
    burst();
    timer = window.setInterval(() => {
      if (Date.now() >= end) window.clearInterval(timer);
      else burst();
    }, CONFETTI_INTERVAL_MS);
  });
  return () => {
    stopped = true;
    window.clearInterval(timer);
  };
}

/** The search field: where focus goes back to when the dialog closes and the visitor was nowhere in particular. */
const searchField = () => document.querySelector<HTMLElement>('[data-testid="search-input"]');

/**
 * Every one of the twelve is free: confetti and the congratulations dialog. The dialog opens by itself, not from
 * a button, so it says where focus goes when it closes (issue 21, item 8): back to where the visitor was when it
 * opened (the search field, a recent search), or to the search field; after 'Start registering', to the first
 * Register Domain button, scrolled into view.
 */
export const Celebration = memo(function Celebration({
  name,
  open,
  onClose,
}: {
  name: string;
  open: boolean;
  onClose(): void;
}) {
  useEffect(() => (open ? runConfetti() : undefined), [open]);
  const before = useRef<Element | null>(null);
  const toRegister = useRef(false);
  // Before the dialog takes the focus: its focus trap moves in after this commit.
  useLayoutEffect(() => {
    if (open) before.current = document.activeElement;
  }, [open]);
  const finalFocusEl = useCallback((): HTMLElement | null => {
    if (toRegister.current) {
      toRegister.current = false;
      const register = document.querySelector<HTMLElement>(`[${REGISTER_ATTRIBUTE}]`);
      if (register) {
        register.scrollIntoView({ block: 'center' });
        return register;
      }
    }
    const was = before.current;
    return was instanceof HTMLElement && was.isConnected && was !== document.body ? was : searchField();
  }, []);
  return (
    <AppDialog
      title="Congratulations!"
      open={open}
      onOpenChange={(o) => !o && onClose()}
      finalFocusEl={finalFocusEl}
      footer={
        <Button
          colorPalette="teal"
          onClick={() => {
            toRegister.current = true;
            onClose();
          }}
        >
          Start registering
        </Button>
      }
    >
      <Text data-testid="celebration-text">
        <Text as="strong">{name}</Text> is available on all {EXTENSION_COUNT} naming services. Claim it
        everywhere before someone else does: use the Register Domain buttons on each card.
      </Text>
    </AppDialog>
  );
});
