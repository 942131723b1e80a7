import { Card, Heading, Stack, Text } from '@chakra-ui/react';
import { extensionByKey, type ExtensionKey } from '@namescope/common';
import { memo } from 'react';
import { CheckingPlaceholder } from '../../components/checking-placeholder.tsx';

/**
 * A service that has not answered: its card's place while it is asked, or, once the stream broke, a card
 * that says it never answered.
 */
export const AddressPendingCard = memo(function AddressPendingCard({
  extension,
  broken,
}: {
  extension: ExtensionKey;
  broken: boolean;
}) {
  const ext = extensionByKey(extension);
  return (
    <Card.Root
      size="sm"
      variant="outline"
      borderStyle="dashed"
      aria-busy={!broken}
      data-testid={`address-pending-${extension}`}
    >
      <Card.Header>
        <Stack gap="0.5">
          <Heading as="h3" size="md">
            {ext.service}{' '}
            <Text as="span" color="fg.muted">
              {ext.tld}
            </Text>
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            {ext.chain}
          </Text>
        </Stack>
      </Card.Header>
      <Card.Body gap="3">
        {broken ? (
          <Text fontSize="sm" color={{ _light: 'orange.700', _dark: 'orange.300' }}>
            {ext.service} did not answer before the search broke off. Use Check again above.
          </Text>
        ) : (
          <CheckingPlaceholder service={ext.service} barWidth="32" />
        )}
      </Card.Body>
    </Card.Root>
  );
});
