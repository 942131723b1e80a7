import { Button, Card, HStack, Heading, IconButton, Text, Wrap } from '@chakra-ui/react';
import type { HistoryItem } from '@namescope/common';
import { memo } from 'react';
import { LuHistory, LuX } from '../../../components/home-icons.ts';

/** This browser's recent searches: search one again, remove one, or clear them all. */
export const RecentSearches = memo(function RecentSearches({
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
  // A card of one compact row: above the results it must not push the first cards off screen.
  return (
    <Card.Root
      as="section"
      size="sm"
      variant="outline"
      aria-labelledby="recent-searches-title"
      data-testid="recent-searches"
    >
      <Card.Body py="2">
        <Wrap gap="2" align="center">
          <Heading
            as="h2"
            id="recent-searches-title"
            size="xs"
            color="fg.muted"
            display="inline-flex"
            alignItems="center"
            gap="1.5"
          >
            <LuHistory aria-hidden="true" /> Recent searches
          </Heading>
          <Wrap gap="2" as="ul" listStyleType="none" align="center">
            {items.map((item) => (
              <HStack
                as="li"
                key={item.id}
                gap="0"
                borderWidth="1px"
                rounded="full"
                ps="1"
                bg="bg.panel"
                data-testid="history-item"
              >
                <Button size="2xs" variant="ghost" rounded="full" onClick={() => onSearch(item.searchTerm)}>
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
          <Button size="2xs" variant="ghost" colorPalette="red" onClick={onClear} disabled={busy}>
            Clear all
          </Button>
        </Wrap>
      </Card.Body>
    </Card.Root>
  );
});
