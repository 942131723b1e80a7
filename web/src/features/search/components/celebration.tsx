import { Button, Text } from '@chakra-ui/react';
import { EXTENSION_COUNT } from '@namescope/common';
import { useEffect } from 'react';
import { AppDialog } from '../../../components/app-dialog.tsx';

/** Confetti length and cadence (SPEC.md section 9). */
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

/** Every one of the twelve is free: confetti and the congratulations dialog. */
export function Celebration({ name, open, onClose }: { name: string; open: boolean; onClose(): void }) {
  useEffect(() => (open ? runConfetti() : undefined), [open]);
  return (
    <AppDialog
      title="Congratulations!"
      open={open}
      onOpenChange={(o) => !o && onClose()}
      footer={
        <Button colorPalette="teal" onClick={onClose}>
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
}
