import { Badge, Card, HStack, Heading, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import { parseHiddenName, searchPath, txExplorerUrl, type Registration } from '@namescope/common';
import { Link as RouterLink } from 'react-router-dom';
import { ExternalLink, LINK_STYLE } from '../../components/external-link.tsx';
import { formatBlockTime } from '../registrations/registration-card.tsx';

/** One registration: the name (a link to its search, unless the chain keeps only its hash), when, where. */
function RegistrationRow({ registration: r }: { registration: Registration }) {
  const hidden = parseHiddenName(r.domainName);
  const href = txExplorerUrl(r.tld, r.transactionHash);
  return (
    <HStack
      as="li"
      gap="3"
      wrap="wrap"
      justify="space-between"
      py="2"
      borderBottomWidth="1px"
      _last={{ borderBottomWidth: 0 }}
      data-testid="address-registration"
    >
      <HStack gap="2" minW="0" wrap="wrap">
        {hidden ? (
          <Text fontFamily="mono" title={r.domainName}>
            [{hidden.hash.slice(0, 6)}…{hidden.hash.slice(-4)}]{hidden.tld}
          </Text>
        ) : (
          <Link asChild {...LINK_STYLE} fontWeight="medium" wordBreak="break-all">
            <RouterLink to={searchPath(r.domainName)}>{r.domainName}</RouterLink>
          </Link>
        )}
        <Badge colorPalette="teal" variant="subtle">
          {r.tld}
        </Badge>
      </HStack>
      <HStack gap="3" fontSize="sm" color="fg.muted" wrap="wrap">
        <Text>
          <time dateTime={r.blockTimestamp}>{formatBlockTime(r.blockTimestamp)}</time> · {r.service}
        </Text>
        {href && (
          <ExternalLink href={href} fontSize="sm">
            View Transaction
          </ExternalLink>
        )}
      </HStack>
    </HStack>
  );
}

/**
 * 'Names this address registered': what our indexer saw it register, newest first. The services that cannot
 * list an address's names (ENS-style services, UD, Avvy) point here.
 */
export function AddressRegistrations({
  registrations,
  broken,
}: {
  registrations: Registration[] | undefined;
  /** The search broke off: registrations not here by then will not come. */
  broken: boolean;
}) {
  return (
    <Card.Root
      as="section"
      aria-labelledby="address-registrations-heading"
      size="sm"
      variant="subtle"
      aria-busy={registrations === undefined && !broken}
      data-testid="address-registrations"
    >
      <Card.Header>
        <Heading as="h2" size="lg" id="address-registrations-heading">
          Names this address registered
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          Registrations our indexer saw this address make, newest first.
        </Text>
      </Card.Header>
      <Card.Body>
        {registrations === undefined && broken ? (
          <Text color="fg.muted">The search broke off before the registrations arrived.</Text>
        ) : registrations === undefined ? (
          <Stack gap="2">
            <Skeleton height="5" />
            <Skeleton height="5" />
          </Stack>
        ) : registrations.length === 0 ? (
          <Text color="fg.muted" data-testid="address-registrations-empty">
            Our indexer has seen no registration from this address.
          </Text>
        ) : (
          <Stack as="ul" gap="0" listStyleType="none">
            {registrations.map((r) => (
              <RegistrationRow key={r.id} registration={r} />
            ))}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
