import { Text } from '@chakra-ui/react';
import type { LookupResult } from '@namescope/common';
import { LuHourglass } from 'react-icons/lu';
import { lifecycleSentence } from '../lifecycle-text.ts';

const COLOR = {
  grace: { _light: 'orange.700', _dark: 'orange.300' },
  premium: { _light: 'purple.700', _dark: 'purple.300' },
} as const;

/** One line on the card saying where the name stands after its expiry: grace, premium auction or expired. */
export function LifecycleNote({ result }: { result: LookupResult }) {
  const sentence = lifecycleSentence(result);
  if (!sentence) return null;
  const color =
    result.lifecycle === 'grace' || result.lifecycle === 'premium' ? COLOR[result.lifecycle] : 'fg.muted';
  return (
    <Text
      fontSize="sm"
      fontWeight="medium"
      color={color}
      display="flex"
      alignItems="baseline"
      gap="1.5"
      data-testid="lifecycle-note"
      data-lifecycle={result.lifecycle}
    >
      <LuHourglass aria-hidden="true" style={{ flexShrink: 0, alignSelf: 'center' }} />
      <span>{sentence}</span>
    </Text>
  );
}
