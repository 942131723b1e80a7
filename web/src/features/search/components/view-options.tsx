import { Button, Checkbox, Group, HStack } from '@chakra-ui/react';

/** Compact/expanded and Text Only are independent (SPEC.md section 4). */
export function ViewOptions({
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
    <HStack gap="4" wrap="wrap" data-testid="view-options">
      <Group attached role="group" aria-label="Card layout">
        <Button
          size="sm"
          variant={compact ? 'outline' : 'solid'}
          aria-pressed={!compact}
          onClick={() => onCompact(false)}
        >
          Expanded
        </Button>
        <Button
          size="sm"
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
}
