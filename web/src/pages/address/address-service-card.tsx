import { Badge, Card, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { extensionByKey, type AddressResult } from '@namescope/common';
import { memo, type ReactNode } from 'react';
import {
  ADDRESS_CARD_STATUS_LABEL,
  addressCardStatus,
  type AddressCardStatus,
} from '../../features/address/address-view.ts';
import { ProvenanceLine } from '../../features/search/components/provenance-line.tsx';
import { DegradedNote } from '../../features/search/components/degraded-note.tsx';
import { AddressNames } from './address-names.tsx';

const STATUS_PALETTE: Record<AddressCardStatus, string> = {
  primary: 'green',
  holds: 'teal',
  none: 'gray',
  unavailable: 'orange',
};

/** A labelled part of a card: 'Primary name', 'Names held'. */
function Part({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap="1" minW="0">
      <Text as="h4" fontSize="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase">
        {label}
      </Text>
      {children}
    </Stack>
  );
}

/** One service's answer about the address: its own name, the names it holds, and when that was checked. */
export const AddressServiceCard = memo(function AddressServiceCard({
  result,
  now,
}: {
  result: AddressResult;
  now: Date;
}) {
  const ext = extensionByKey(result.extension);
  const status = addressCardStatus(result);
  const headingId = `address-result-${result.extension}`;
  return (
    <Card.Root
      as="article"
      aria-labelledby={headingId}
      size="sm"
      variant="outline"
      data-testid={`address-card-${result.extension}`}
      data-status={status}
    >
      <Card.Header>
        <HStack justify="space-between" align="start" gap="2">
          <Stack gap="0.5" minW="0">
            <Heading as="h3" size="md" id={headingId}>
              {ext.service}{' '}
              <Text as="span" color="fg.muted">
                {ext.tld}
              </Text>
            </Heading>
            <Text fontSize="sm" color="fg.muted" data-testid="chain-label">
              {ext.chain}
            </Text>
          </Stack>
          <Stack gap="1" align="end" flexShrink={0}>
            <Badge colorPalette={STATUS_PALETTE[status]} variant="subtle">
              {ADDRESS_CARD_STATUS_LABEL[status]}
            </Badge>
            {/* Why a service could not be checked, when the status page knows (one shared query). */}
            {status === 'unavailable' && <DegradedNote extension={result.extension} />}
          </Stack>
        </HStack>
      </Card.Header>
      <Card.Body gap="3" pt="3">
        {status === 'unavailable' ? (
          <Text
            fontSize="sm"
            color={{ _light: 'orange.700', _dark: 'orange.300' }}
            data-testid="address-error"
          >
            {ext.service} could not be checked{result.error ? ` (${result.error})` : ''}. Use Check again
            above in a moment.
          </Text>
        ) : (
          <>
            <Part label="Primary name">
              {result.primary.length > 0 ? (
                <AddressNames names={result.primary} now={now} testId="primary-names" />
              ) : (
                <Text fontSize="sm" color="fg.muted" data-testid="no-primary">
                  No primary name
                </Text>
              )}
              {result.rule && (
                <Text fontSize="xs" color="fg.muted" data-testid="address-rule">
                  {result.rule}
                </Text>
              )}
            </Part>
            <Part label="Names held">
              {result.held === null ? (
                <Text fontSize="sm" color="fg.muted" data-testid="held-unlisted">
                  {ext.service} cannot list them; see the registrations below.
                </Text>
              ) : result.held.length > 0 ? (
                <AddressNames names={result.held} now={now} testId="held-names" />
              ) : (
                <Text fontSize="sm" color="fg.muted" data-testid="held-none">
                  None
                </Text>
              )}
              {result.heldNote && (
                <Text fontSize="xs" color="fg.muted" data-testid="held-note">
                  {result.heldNote}
                </Text>
              )}
            </Part>
          </>
        )}
      </Card.Body>
      <Card.Footer pt="0">
        <ProvenanceLine checkedAt={result.checkedAt} cached={result.cached} now={now} />
      </Card.Footer>
    </Card.Root>
  );
});
