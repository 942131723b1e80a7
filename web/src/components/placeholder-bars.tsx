import { Box, Stack } from '@chakra-ui/react';

/**
 * A card's placeholder while its service has not answered: a short bar over two text lines, drawn as
 * Chakra's Skeleton and SkeletonText draw them, but pulsing as one. A page of pending cards then starts one
 * animation a card, not three, in the frame that often brings the first answer too; each start is an
 * event the page handles (issue 18).
 */
export function PlaceholderBars({ width }: { width: string }) {
  return (
    <Stack gap="3" aria-hidden="true" animation="pulse" animationDuration="1.2s">
      <Bar height="5" width={width} />
      <Stack gap="2">
        <Bar height="4" />
        <Bar height="4" maxW="80%" />
      </Stack>
    </Stack>
  );
}

function Bar(props: { height: string; width?: string; maxW?: string }) {
  return <Box bg="bg.emphasized" borderRadius="l2" {...props} />;
}
