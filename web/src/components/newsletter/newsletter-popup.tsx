import { Box, CloseButton, Stack, Text } from '@chakra-ui/react';
import { NewsletterForm } from './newsletter-form.tsx';

/**
 * The newsletter popup. It is a non-modal card in the corner rather than a modal dialog so that it never
 * takes over a visitor's search; it is a labelled region that Escape or the close button dismisses.
 */
export default function NewsletterPopup({ onDismiss }: { onDismiss(): void }) {
  return (
    <Box
      role="dialog"
      aria-modal="false"
      aria-labelledby="newsletter-title"
      data-testid="newsletter-popup"
      position="fixed"
      bottom={{ base: '3', md: '6' }}
      left={{ base: '3', md: '6' }}
      right={{ base: '3', md: 'auto' }}
      maxW={{ md: '420px' }}
      zIndex="overlay"
      bg="bg.panel"
      borderWidth="1px"
      rounded="l3"
      shadow="lg"
      p="5"
      onKeyDown={(e) => e.key === 'Escape' && onDismiss()}
    >
      <CloseButton
        size="sm"
        position="absolute"
        top="2"
        right="2"
        aria-label="Dismiss newsletter signup"
        onClick={onDismiss}
      />
      <Stack gap="3">
        <Text pr="8">
          <Text as="strong" id="newsletter-title" fontSize="lg">
            Stay Updated:
          </Text>{' '}
          Get the latest updates on stablecoin payments and blockchain domains.
        </Text>
        <NewsletterForm testId="newsletter-popup-form" onSubscribed={onDismiss} />
      </Stack>
    </Box>
  );
}
