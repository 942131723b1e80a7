import { HStack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { CopyButton } from '../../../components/copy-button.tsx';

/** One labelled detail of a card, optionally copyable. */
export function DetailRow({
  label,
  children,
  copy,
}: {
  label: string;
  children: ReactNode;
  copy?: { value: string; what: string };
}) {
  return (
    <HStack as="div" align="baseline" gap="2" fontSize="sm" minW="0">
      <Text as="dt" color="fg.muted" flexShrink={0} minW="24">
        {label}
      </Text>
      <HStack as="dd" gap="1" minW="0" flex="1" align="center">
        <Text
          as="span"
          truncate
          minW="0"
          title={typeof children === 'string' ? children : undefined}
          // Links are inline-flex by default, which an ellipsis cannot cut: long URLs were clipped mid-glyph.
          css={{ '& > a': { display: 'inline' } }}
        >
          {children}
        </Text>
        {copy && <CopyButton value={copy.value} what={copy.what} />}
      </HStack>
    </HStack>
  );
}
