import { Button, Checkbox, Group, HStack } from '@chakra-ui/react';
import { memo } from 'react';

/** Compact/expanded and Text Only are independent (docs/product.md section 4). */
export const ViewOptions = memo(function ViewOptions({
  compact,
  textOnly,
  onCompact,
  onTextOnly,
}: {
  compact: boolean;
  textOnly: boolean;
  onCompact(v: boolean): void;
  onTextOnly(v: boolean): void;
}) {
  return (
    <HStack gap="2" wrap="wrap" flexShrink={0} alignSelf="start" data-testid="view-options">
      <Group attached role="group" aria-label="Card layout">
        <Button
          size="sm"
          px="3"
          variant={compact ? 'outline' : 'solid'}
          aria-pressed={!compact}
          onClick={() => onCompact(false)}
        >
          Expanded
        </Button>
        <Button
          size="sm"
          px="3"
          variant={compact ? 'solid' : 'outline'}
          aria-pressed={compact}
          onClick={() => onCompact(true)}
        >
          Compact
        </Button>
      </Group>
      <Checkbox.Root checked={textOnly} onCheckedChange={(e) => onTextOnly(e.checked === true)} size="sm">
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>Text Only</Checkbox.Label>
      </Checkbox.Root>
    </HStack>
  );
});
