import { Button, Card, HStack, Heading, IconButton, Text, Wrap } from '@chakra-ui/react';
import type { HistoryItem } from '@namescope/common';
import { LuHistory, LuX } from 'react-icons/lu';

/** This browser's recent searches: search one again, remove one, or clear them all. */
export function RecentSearches({
  items,
  onSearch,
  onRemove,
  onClear,
  busy,
}: {
  items: HistoryItem[];
  onSearch(term: string): void;
  onRemove(id: number): void;
  onClear(): void;
  busy: boolean;
}) {
  if (items.length === 0) return null;
  return (
    <Card.Root size="sm" variant="outline" data-testid="recent-searches">
      <Card.Header>
        <HStack justify="space-between">
          <Heading as="h2" size="sm" display="inline-flex" alignItems="center" gap="2">
            <LuHistory aria-hidden="true" /> Recent searches
          </Heading>
          <Button size="xs" variant="ghost" colorPalette="red" onClick={onClear} disabled={busy}>
            Clear all
          </Button>
        </HStack>
      </Card.Header>
      <Card.Body>
        <Wrap gap="2" as="ul" listStyleType="none">
          {items.map((item) => (
            <HStack
              as="li"
              key={item.id}
              gap="0"
              borderWidth="1px"
              rounded="full"
              ps="1"
              data-testid="history-item"
            >
              <Button size="xs" variant="ghost" rounded="full" onClick={() => onSearch(item.searchTerm)}>
                <Text as="span">{item.searchTerm}</Text>
              </Button>
              <IconButton
                size="2xs"
                variant="ghost"
                rounded="full"
                aria-label={`Remove ${item.searchTerm} from recent searches`}
                onClick={() => onRemove(item.id)}
                disabled={busy}
              >
                <LuX />
              </IconButton>
            </HStack>
          ))}
        </Wrap>
      </Card.Body>
    </Card.Root>
  );
}
