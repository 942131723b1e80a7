import { HStack, Text } from '@chakra-ui/react';

/** The magnifier mark and the NameScope word; decorative, so the surrounding link carries the name. */
export function Logo({ size = 'md' }: { size?: 'md' | 'lg' }) {
  const px = size === 'lg' ? 48 : 28;
  return (
    <HStack gap="2" aria-hidden="true">
      <svg width={px} height={px} viewBox="0 0 32 32" focusable="false">
        <rect width="32" height="32" rx="8" fill="#0d9488" />
        <circle cx="14" cy="14" r="7" fill="none" stroke="#fff" strokeWidth="3" />
        <path d="M19 19l6 6" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <Text as="span" fontWeight="bold" fontSize={size === 'lg' ? '3xl' : 'xl'} letterSpacing="tight">
        Name
        <Text as="span" color="brand.fg">
          Scope
        </Text>
      </Text>
    </HStack>
  );
}
