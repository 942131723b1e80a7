import { Heading, HStack, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { EXTENSIONS } from '@namescope/common';
import { Link as RouterLink } from 'react-router-dom';
import { Logo } from '../../components/logo.tsx';
import { LINK_STYLE } from '../../components/external-link.tsx';

/** The landing hero above the search: logo and headline. */
export function HeroIntro() {
  return (
    <Stack gap="5" align="center" textAlign="center" pt={{ base: '4', md: '8' }}>
      <Logo size="lg" />
      <Heading as="h1" size={{ base: '2xl', md: '4xl' }} maxW="3xl" lineHeight="shorter">
        Register your Web3 IDs, authenticate ownership and monitor your domains
      </Heading>
      <Text color="fg.muted" fontSize={{ base: 'md', md: 'lg' }} maxW="2xl">
        Search one name across {EXTENSIONS.length} blockchain naming services at once and see who holds it,
        where it points and when it expires.
      </Text>
    </Stack>
  );
}

/** The landing hero below the search: the twelve extension tiles and the links onward. */
export function HeroTiles() {
  return (
    <Stack gap="6" align="center">
      <SimpleGrid
        columns={{ base: 3, sm: 4, md: 6 }}
        gap="3"
        w="full"
        as="ul"
        listStyleType="none"
        aria-label="Supported extensions"
      >
        {EXTENSIONS.map((e) => (
          <Stack
            as="li"
            key={e.key}
            gap="0"
            py="3"
            px="2"
            rounded="l2"
            borderWidth="1px"
            bg="bg.panel"
            align="center"
            data-testid="extension-tile"
          >
            <Text fontWeight="bold" color="brand.fg">
              {e.tld}
            </Text>
            <Text fontSize="xs" color="fg.muted" lineClamp={1}>
              {e.chain}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
      <HStack gap="6" wrap="wrap" justify="center" fontSize="sm">
        <Link asChild {...LINK_STYLE} fontWeight="medium">
          <RouterLink to="/supported">See all supported services</RouterLink>
        </Link>
        <Link asChild {...LINK_STYLE} fontWeight="medium">
          <RouterLink to="/authenticate">Authenticate your domains</RouterLink>
        </Link>
        <Link asChild {...LINK_STYLE} fontWeight="medium">
          <RouterLink to="/learn">Learn about blockchain names</RouterLink>
        </Link>
        <Link asChild {...LINK_STYLE} fontWeight="medium">
          <RouterLink to="/bulk">Search a list of names</RouterLink>
        </Link>
      </HStack>
    </Stack>
  );
}
