import { Tooltip as ChakraTooltip, Portal } from '@chakra-ui/react';
import type { ReactElement, ReactNode } from 'react';

/** Tooltip open delay (docs/product.md section 9). */
export const TOOLTIP_OPEN_DELAY_MS = 700;
/**
 * docs/product.md's 300 ms 'skip delay' (how soon a second tooltip opens after one closed) has no equivalent in
 * Chakra v3's tooltip; it is used as the close delay, the nearest setting.
 */
export const TOOLTIP_SKIP_DELAY_MS = 300;

/** A hover and focus tooltip; the trigger must be focusable so keyboard users get it too. */
export function Tooltip({ content, children }: { content: ReactNode; children: ReactElement }) {
  return (
    <ChakraTooltip.Root openDelay={TOOLTIP_OPEN_DELAY_MS} closeDelay={TOOLTIP_SKIP_DELAY_MS}>
      <ChakraTooltip.Trigger asChild>{children}</ChakraTooltip.Trigger>
      <Portal>
        <ChakraTooltip.Positioner>
          <ChakraTooltip.Content maxW="xs">{content}</ChakraTooltip.Content>
        </ChakraTooltip.Positioner>
      </Portal>
    </ChakraTooltip.Root>
  );
}
