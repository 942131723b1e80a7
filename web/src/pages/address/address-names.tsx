import { Badge, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { searchPath, type AddressName } from '@namescope/common';
import { Link as RouterLink } from 'react-router-dom';
import { LINK_STYLE } from '../../components/external-link.tsx';
import { chainLabel, heldStateLabel, nameExpiry } from '../../features/address/address-view.ts';

/** Names from an address answer, each a link to that name's own search, with its chain, state and expiry. */
export function AddressNames({ names, now, testId }: { names: AddressName[]; now: Date; testId: string }) {
  return (
    <Stack as="ul" gap="1" listStyleType="none" data-testid={testId}>
      {names.map((n) => {
        const expiry = nameExpiry(n.expiresAt, now);
        return (
          <HStack as="li" key={`${n.name}@${n.chain ?? ''}`} gap="2" wrap="wrap" fontSize="sm" minW="0">
            <Link asChild {...LINK_STYLE} fontWeight="medium" wordBreak="break-all">
              <RouterLink to={searchPath(n.name)}>{n.name}</RouterLink>
            </Link>
            {n.chain && (
              <Badge size="sm" variant="outline" data-testid="name-chain">
                on {chainLabel(n.chain)}
              </Badge>
            )}
            {n.state && (
              <Badge size="sm" colorPalette="orange" variant="subtle" data-testid="name-state">
                {heldStateLabel(n.state)}
              </Badge>
            )}
            {expiry && (
              <Text as="span" fontSize="xs" color="fg.muted">
                {expiry}
              </Text>
            )}
          </HStack>
        );
      })}
    </Stack>
  );
}
