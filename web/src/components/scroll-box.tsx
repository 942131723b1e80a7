import { ScrollArea } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** Scroll-area scrollbar hide delay (docs/product.md section 9). */
export const SCROLL_HIDE_DELAY_MS = 600;

/**
 * A scroll area whose scrollbar shows while the pointer is over it or it scrolls, and fades out
 * `hideDelay` ms after that ends. Chakra v3's ScrollArea has no hide-delay prop (its recipe fades after a
 * fixed 300 ms), so the delay goes on the scrollbar's fade-out transition; showing stays immediate.
 * Zag marks a scroll as ended 1 s after the last scroll event, so after touch scrolling without a pointer
 * over the list the bar fades 600 ms after that.
 */
export function ScrollBox({
  maxH,
  label,
  hideDelay = SCROLL_HIDE_DELAY_MS,
  children,
}: {
  maxH: string;
  /** Accessible name of the scrollable region (it is focusable so keyboard users can scroll it). */
  label: string;
  hideDelay?: number;
  children: ReactNode;
}) {
  return (
    <ScrollArea.Root maxH={maxH} variant="hover" borderWidth="1px" rounded="l2" data-testid="scroll-box">
      <ScrollArea.Viewport maxH={maxH} tabIndex={0} aria-label={label}>
        <ScrollArea.Content>{children}</ScrollArea.Content>
      </ScrollArea.Viewport>
      <ScrollArea.Scrollbar
        css={{
          transitionDelay: `${hideDelay}ms`,
          '&[data-hover], &[data-scrolling]': { transitionDelay: '0ms' },
        }}
      />
    </ScrollArea.Root>
  );
}
