import { Card, Heading, Text } from '@chakra-ui/react';
import { extensionByKey, type ExtensionKey } from '@namescope/common';
import { memo, useDeferredValue } from 'react';
import { CheckingPlaceholder } from '../../../components/checking-placeholder.tsx';

/** A service that has not answered yet: it holds the card's place without holding up the others. */
export const PendingCard = memo(function PendingCard({
  extension,
  domain,
}: {
  extension: ExtensionKey;
  domain: string;
}) {
  const ext = extensionByKey(extension);
  // Its name paints with the search. What only says 'still asking' (most of the card: the spinner, the line
  // and the bars, twelve times over) follows in a render React may interrupt for the first answer's card,
  // which then need not wait for it (issue 18).
  const detailed = useDeferredValue(true, false);
  return (
    <Card.Root
      size="sm"
      variant="outline"
      aria-busy="true"
      data-testid={`pending-card-${extension}`}
      borderStyle="dashed"
    >
      <Card.Header>
        <Heading as="h3" size="md" truncate>
          {domain}
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          {ext.service} · {ext.chain}
        </Text>
      </Card.Header>
      <Card.Body gap="3">{detailed && <CheckingPlaceholder service={ext.service} barWidth="24" />}</Card.Body>
    </Card.Root>
  );
});
