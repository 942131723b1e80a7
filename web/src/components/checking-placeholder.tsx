import { Box, HStack, Spinner, Stack, Text } from '@chakra-ui/react';

/**
 * The body of a card whose service has not answered yet: 'Checking <service>…' over a short bar and two text
 * lines. The bars are drawn as Chakra's Skeleton and SkeletonText draw them, but pulse as one: a page of
 * pending cards then starts one animation a card, not three, in the frame that often brings the first
 * answer too; each start is an event the page handles (issue 18).
 */
export function CheckingPlaceholder({ service, barWidth }: { service: string; barWidth: string }) {
  return (
    <>
      <HStack gap="2" color="fg.muted" fontSize="sm">
        <Spinner size="xs" aria-hidden="true" />
        <Text>Checking {service}…</Text>
      </HStack>
      <Stack gap="3" aria-hidden="true" animation="pulse" animationDuration="1.2s">
        <Bar height="5" width={barWidth} />
        <Stack gap="2">
          <Bar height="4" />
          <Bar height="4" maxW="80%" />
        </Stack>
      </Stack>
    </>
  );
}

function Bar(props: { height: string; width?: string; maxW?: string }) {
  return <Box bg="bg.emphasized" borderRadius="l2" {...props} />;
}
