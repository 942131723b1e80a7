import { Box, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { searchPath, type LookalikeRule } from '@namescope/common';
import { LuScanEye } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { useLookalikes } from '../lookalikes.tsx';

const WHY: Record<LookalikeRule, string> = {
  homoglyph: 'characters that look alike',
  hyphen: 'a hyphen apart',
  digit: 'a digit apart',
  'one-edit': 'one character apart',
  reported: 'this name is reported as cybersquatted elsewhere',
};

/**
 * 'Looks like authenticated {name}' on a result card whose name is a near miss of an authenticated domain,
 * each with a link that searches the genuine one. An authenticated card is the genuine one: no note there.
 */
export function LookalikeNote({ domain, authenticated }: { domain: string; authenticated: boolean }) {
  const lookalikes = useLookalikes().filter((l) => l.domain !== domain.toLowerCase());
  if (authenticated || lookalikes.length === 0) return null;
  return (
    <Stack
      gap="1"
      px="3"
      py="2"
      rounded="md"
      borderWidth="1px"
      borderColor={{ _light: 'orange.300', _dark: 'orange.700' }}
      bg={{ _light: 'orange.50', _dark: 'orange.950' }}
      data-testid="lookalike-note"
    >
      {lookalikes.map((l) => (
        <HStack key={l.domain} gap="2" align="start">
          <Box as="span" color={{ _light: 'orange.700', _dark: 'orange.300' }} pt="0.5" flexShrink="0">
            <LuScanEye aria-hidden="true" />
          </Box>
          <Text fontSize="sm" minW="0" overflowWrap="anywhere">
            Looks like authenticated{' '}
            <Link
              asChild
              fontWeight="semibold"
              color="fg"
              textDecoration="underline"
              aria-label={`Search ${l.domain}`}
            >
              <RouterLink to={searchPath(l.domain)}>{l.domain}</RouterLink>
            </Link>
            <Text as="span" color="fg.muted">
              {' '}
              ({WHY[l.rule]})
            </Text>
          </Text>
        </HStack>
      ))}
    </Stack>
  );
}
