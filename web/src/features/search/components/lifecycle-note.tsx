import { Text } from '@chakra-ui/react';
import type { LifecycleFields, LookupResult } from '@namescope/common';
import { LuHourglass } from 'react-icons/lu';
import { lifecycleSentence } from '../lifecycle-text.ts';

const COLOR = {
  expiring: { _light: 'orange.700', _dark: 'orange.300' },
  grace: { _light: 'orange.700', _dark: 'orange.300' },
  premium: { _light: 'purple.700', _dark: 'purple.300' },
} as const;

/** One line on the card saying where the name stands around its expiry: expiring, grace, auction, expired. */
export function LifecycleNote({ result, life }: { result: LookupResult; life: LifecycleFields }) {
  const sentence = lifecycleSentence(result, life);
  if (!sentence) return null;
  const color =
    life.lifecycle === 'expiring' || life.lifecycle === 'grace' || life.lifecycle === 'premium'
      ? COLOR[life.lifecycle]
      : 'fg.muted';
  return (
    <Text
      fontSize="sm"
      fontWeight="medium"
      color={color}
      display="flex"
      alignItems="baseline"
      gap="1.5"
      data-testid="lifecycle-note"
      data-lifecycle={life.lifecycle}
    >
      <LuHourglass aria-hidden="true" style={{ flexShrink: 0, alignSelf: 'center' }} />
      <span>{sentence}</span>
    </Text>
  );
}
