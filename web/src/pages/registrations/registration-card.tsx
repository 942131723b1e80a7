import { Badge, Card, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { parseHiddenName, txExplorerUrl, type Registration } from '@namescope/common';
import { format } from 'date-fns';
import { ExternalLink } from '../../components/external-link.tsx';
import { shortenRegistrant } from './registrant.ts';

/** Block time as 'MMM d, yyyy h:mm a'; a time the browser cannot read is shown as sent. */
export function formatBlockTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : format(date, 'MMM d, yyyy h:mm a');
}

/**
 * One freshly minted name. A name the chain keeps only as a hash (an Avvy name its owner has not revealed)
 * shows the shortened hash, the whole one on hover, and says why.
 */
export function RegistrationCard({ registration: r }: { registration: Registration }) {
  const href = txExplorerUrl(r.tld, r.transactionHash);
  const hidden = parseHiddenName(r.domainName);
  return (
    <Card.Root size="sm" variant="outline" as="li" data-testid="registration-card">
      <Card.Body gap="2">
        <HStack justify="space-between" align="start" gap="3" wrap="wrap">
          <Heading
            as="h3"
            size="md"
            wordBreak="break-all"
            fontFamily={hidden ? 'mono' : undefined}
            title={hidden ? r.domainName : undefined}
          >
            {hidden ? `[${hidden.hash.slice(0, 6)}…${hidden.hash.slice(-4)}]${hidden.tld}` : r.domainName}
          </Heading>
          <Badge colorPalette="teal" variant="subtle">
            {r.tld}
          </Badge>
        </HStack>
        {hidden && (
          <Text fontSize="sm" data-testid="name-hidden">
            <Text as="strong">Name hidden:</Text> the chain records only a hash of this name, and its owner
            has not revealed it.
          </Text>
        )}
        <Stack gap="1" fontSize="sm" color="fg.muted">
          <Text>
            <time dateTime={r.blockTimestamp}>{formatBlockTime(r.blockTimestamp)}</time> · {r.service}
          </Text>
          <Text>
            Registrant:{' '}
            <Text as="span" fontFamily="mono" title={r.registrant}>
              {shortenRegistrant(r.registrant)}
            </Text>
          </Text>
        </Stack>
        {href && (
          <ExternalLink href={href} color="brand.fg" fontSize="sm" fontWeight="medium">
            View Transaction
          </ExternalLink>
        )}
      </Card.Body>
    </Card.Root>
  );
}
