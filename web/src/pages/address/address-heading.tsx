import { Badge, Box, Container, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import type { AddressKind } from '@namescope/common';
import { useEffect, useRef, type ReactNode } from 'react';
import { CopyButton } from '../../components/copy-button.tsx';
import { ADDRESS_KIND_LABEL } from '../../features/address/address-kinds.ts';

/**
 * The address page's heading band: the address in the form to show, whole (a visitor checks both ends
 * against a wallet), its copy button and its kind. Reached from another page of the app, the heading takes
 * the focus, so the keyboard starts from the top of what it came for (the search box it left is gone).
 */
export function AddressHeading({
  display,
  kind,
  focus,
  children,
}: {
  display: string;
  kind: AddressKind;
  focus: boolean;
  children?: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) heading.current?.focus({ preventScroll: true });
  }, [focus, display]);
  return (
    <Box bgGradient="to-b" gradientFrom="brand.subtle" gradientTo="bg" pt={{ base: '8', md: '12' }} pb="6">
      <Container maxW="7xl">
        <Stack gap="3" align="center" textAlign="center">
          <Badge colorPalette="teal" variant="subtle" size="lg" data-testid="address-kind">
            {ADDRESS_KIND_LABEL[kind]}
          </Badge>
          <HStack gap="2" align="center" justify="center" maxW="full">
            <Heading
              as="h1"
              ref={heading}
              tabIndex={-1}
              size={{ base: 'lg', md: '2xl' }}
              fontFamily="mono"
              wordBreak="break-all"
              outline="none"
              data-testid="address-heading"
            >
              <Text as="span" srOnly>
                Names of{' '}
              </Text>
              <span data-testid="address-display">{display}</span>
            </Heading>
            <CopyButton value={display} what="Address" />
          </HStack>
          {children && (
            <Text color="fg.muted" fontSize={{ base: 'sm', md: 'md' }} maxW="3xl">
              {children}
            </Text>
          )}
        </Stack>
      </Container>
    </Box>
  );
}
