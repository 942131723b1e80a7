import { Button, Center, Stack, Text } from '@chakra-ui/react';
import { LuTriangleAlert } from 'react-icons/lu';

/** Covers a reported name's card until the visitor acknowledges the warning. */
export function CybersquatOverlay({ domain, onAcknowledge }: { domain: string; onAcknowledge(): void }) {
  return (
    <Center
      position="absolute"
      inset="0"
      zIndex="1"
      rounded="inherit"
      bg={{ _light: 'red.50/95', _dark: 'red.950/95' }}
      borderWidth="2px"
      borderColor="red.500"
      p="4"
      data-testid="cybersquat-overlay"
      role="alert"
    >
      <Stack align="center" textAlign="center" gap="2">
        <LuTriangleAlert size="28" aria-hidden="true" color="var(--chakra-colors-red-500)" />
        <Text fontWeight="bold">CYBERSQUATTED</Text>
        <Text fontSize="sm">
          {domain} has been reported as cybersquatted. It may impersonate a person or brand; be careful before
          sending funds or trusting it.
        </Text>
        <Button size="sm" colorPalette="red" onClick={onAcknowledge}>
          I Acknowledge
        </Button>
      </Stack>
    </Center>
  );
}
