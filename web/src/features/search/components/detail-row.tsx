import { HStack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { CopyButton } from '../../../components/copy-button.tsx';

/** One labelled detail of a card, optionally copyable. */
export function DetailRow({
  label,
  children,
  copy,
  title,
  testId,
}: {
  label: string;
  children: ReactNode;
  copy?: { value: string; what: string };
  /** The full value, when the row shows it shortened. */
  title?: string;
  testId?: string;
}) {
  return (
    <HStack as="div" align="baseline" gap="2" fontSize="sm" minW="0">
      <Text as="dt" color="fg.muted" flexShrink={0} minW="28">
        {label}
      </Text>
      <HStack as="dd" gap="2" minW="0" flex="1" align="center">
        <Text
          as="span"
          truncate
          minW="0"
          title={title ?? (typeof children === 'string' ? children : undefined)}
          data-testid={testId}
          // The span clips its overflow, so it keeps room for a focused link's ring (2px wide, 2px out) and
          // gives it back with a negative margin. The link itself is what gets cut with an ellipsis, so its
          // box and ring stay inside the span however long the URL (an inline-flex link cannot be cut).
          p="1"
          m="-1"
          css={{
            '& > a': {
              display: 'block',
              overflow: 'hidden',
              textOverflow: 'ellipsis',
              whiteSpace: 'nowrap',
            },
          }}
        >
          {children}
        </Text>
        {copy && <CopyButton value={copy.value} what={copy.what} />}
      </HStack>
    </HStack>
  );
}
