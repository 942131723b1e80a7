import { Box, type BoxProps } from '@chakra-ui/react';

/**
 * A plain progress bar (bulk search, the watchlist's Refresh all): the theme carries only the recipes the app
 * renders (theme.ts), and a bar does not justify adding Chakra's progress recipe to every page's CSS.
 */
export function ProgressBar({
  done,
  total,
  label,
  valueText,
  ...rest
}: { done: number; total: number; label: string; valueText: string } & BoxProps) {
  const percent = total > 0 ? Math.round((done / total) * 100) : 0;
  return (
    <Box
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={Math.max(total, 1)}
      aria-valuenow={done}
      aria-valuetext={valueText}
      h="2.5"
      w="full"
      rounded="full"
      bg="bg.emphasized"
      overflow="hidden"
      {...rest}
    >
      <Box h="full" w={`${percent}%`} bg="brand.solid" _motionSafe={{ transition: 'width 0.2s' }} />
    </Box>
  );
}
