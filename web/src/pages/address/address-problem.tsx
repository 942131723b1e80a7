import { Box, Container, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { searchPath } from '@namescope/common';
import { Link as RouterLink } from 'react-router-dom';
import { LINK_STYLE } from '../../components/external-link.tsx';

/**
 * An address page with no address to search: text that fails its kind's rules (the rule's message, no
 * lookup), or that is no address at all (offered as a name search instead).
 */
export function AddressProblem({
  given,
  message,
  asName,
}: {
  given: string;
  message: string;
  asName: boolean;
}) {
  return (
    <Box bgGradient="to-b" gradientFrom="brand.subtle" gradientTo="bg" pt={{ base: '10', md: '16' }} pb="16">
      <Container maxW="3xl">
        <Stack gap="4" align="center" textAlign="center" data-testid="address-problem">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            {asName ? 'Not an address' : 'This address is not valid'}
          </Heading>
          <Text fontFamily="mono" wordBreak="break-all" color="fg.muted" data-testid="address-given">
            {given}
          </Text>
          <Text fontSize="lg" role="alert" data-testid="address-message">
            {message}
          </Text>
          {asName && (
            <Link asChild {...LINK_STYLE}>
              <RouterLink to={searchPath(given)}>Search {given} as a name</RouterLink>
            </Link>
          )}
          <Link asChild {...LINK_STYLE}>
            <RouterLink to="/">Back to the search</RouterLink>
          </Link>
        </Stack>
      </Container>
    </Box>
  );
}
