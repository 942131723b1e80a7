import { Box } from '@chakra-ui/react';

/**
 * A plain progress bar: the theme carries only the recipes the app renders (theme.ts), and one bar does not
 * justify adding Chakra's progress recipe to every page's CSS.
 */
export function RefreshProgressBar({ done, total }: { done: number; total: number }) {
  const percent = total > 0 ? Math.round((done / total) * 100) : 0;
  return (
    <Box
      role="progressbar"
      aria-label="Refresh progress"
      aria-valuemin={0}
      aria-valuemax={total}
      aria-valuenow={done}
      aria-valuetext={`${done} of ${total} checked`}
      h="2"
      w="full"
      rounded="full"
      bg="bg.emphasized"
      overflow="hidden"
    >
      <Box h="full" w={`${percent}%`} bg="brand.solid" _motionSafe={{ transition: 'width 0.2s' }} />
    </Box>
  );
}
