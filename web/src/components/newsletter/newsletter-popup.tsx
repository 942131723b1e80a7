import { Box, CloseButton, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { NewsletterForm } from './newsletter-form.tsx';

/** True when Escape belongs to another layer: a dialog, a menu or a listbox that has the focus. */
function forAnotherLayer(event: KeyboardEvent): boolean {
  const target = event.target instanceof Element ? event.target : null;
  return (
    event.defaultPrevented || target?.closest('[role="dialog"], [role="menu"], [role="listbox"]') != null
  );
}

/**
 * The newsletter popup (docs/product.md section 4, its wording kept). It is a card in the page's flow, after the page's
 * content and before the footer, not an overlay: an overlay in a corner covered a result card, the bulk summary
 * and a third of a phone's screen (issue 21, item 9), and in the flow it covers nothing and moves nothing above
 * it. Escape dismisses it wherever the focus is (unless a dialog or menu has it, whose Escape it is), and when the
 * focus was inside it, focus goes back to where the visitor was before, else to the main content.
 */
export default function NewsletterPopup({ onDismiss }: { onDismiss(): void }) {
  const root = useRef<HTMLDivElement>(null);
  const cameFrom = useRef<HTMLElement | null>(null);
  const dismiss = useRef(() => {});
  dismiss.current = () => {
    if (root.current?.contains(document.activeElement)) {
      const back = cameFrom.current;
      (back?.isConnected ? back : document.getElementById('main'))?.focus();
    }
    onDismiss();
  };
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !forAnotherLayer(event)) dismiss.current();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
  return (
    <Box
      ref={root}
      role="region"
      aria-labelledby="newsletter-title"
      data-testid="newsletter-popup"
      position="relative"
      maxW="2xl"
      mx="auto"
      mt="12"
      bg="bg.panel"
      borderWidth="1px"
      rounded="l3"
      shadow="md"
      p="5"
      onFocus={(e) => {
        const from = e.relatedTarget;
        if (from instanceof HTMLElement && !root.current?.contains(from)) cameFrom.current = from;
      }}
    >
      <CloseButton
        size="sm"
        position="absolute"
        top="2"
        right="2"
        aria-label="Dismiss newsletter signup"
        onClick={() => dismiss.current()}
      />
      <Stack gap="3">
        <Text pr="8">
          <Text as="strong" id="newsletter-title" fontSize="lg">
            Stay Updated:
          </Text>{' '}
          Get the latest updates on stablecoin payments and blockchain domains.
        </Text>
        <NewsletterForm testId="newsletter-popup-form" onSubscribed={() => dismiss.current()} />
      </Stack>
    </Box>
  );
}
