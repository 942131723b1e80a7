import { Box, Card, Flex, Grid, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { extensionByKey, type ServiceStatus } from '@namescope/common';
import { Fragment, Suspense } from 'react';
import { LATENCY_SERIES } from '../../components/charts/chart-colors.ts';
import { LatencySparkline } from '../../components/charts/lazy-charts.ts';
import { formatLatency, formatRate } from './format-status.ts';
import { ServiceStateBadge } from './service-state-badge.tsx';

/** One service on /status: its state now, its hour in figures, and its latency per minute as a chart. */
export function ServiceStatusCard({ service, limitMs }: { service: ServiceStatus; limitMs: number }) {
  const ext = extensionByKey(service.extension);
  const headingId = `status-${service.extension}`;
  const slowest = service.latency.reduce<{ at: string; ms: number } | null>(
    (worst, p) => (p.p95Ms !== null && (!worst || p.p95Ms > worst.ms) ? { at: p.at, ms: p.p95Ms } : worst),
    null,
  );
  return (
    <Card.Root
      as="article"
      size="sm"
      variant="outline"
      aria-labelledby={headingId}
      data-testid={`service-status-${service.extension}`}
      data-state={service.state}
      borderColor={service.state === 'degraded' ? 'orange.solid' : undefined}
    >
      <Card.Header>
        <HStack justify="space-between" align="start" gap="2" wrap="wrap">
          <Stack gap="0" minW="0">
            <Heading as="h2" size="md" id={headingId}>
              {ext.tld}
            </Heading>
            <Text fontSize="sm" color="fg.muted">
              {ext.service} · {ext.chain}
            </Text>
          </Stack>
          <ServiceStateBadge state={service.state} />
        </HStack>
      </Card.Header>
      <Card.Body pt="3">
        {/* The chart takes the card's full width below the figures: with its axes it needs the room. */}
        <Flex gap="4" direction="column">
          <Grid as="dl" templateColumns="auto auto" columnGap="4" rowGap="1" fontSize="sm" flexShrink={0}>
            {[
              ['Success rate', formatRate(service.successRate)],
              ['p50 latency', formatLatency(service.p50Ms)],
              ['p95 latency', formatLatency(service.p95Ms)],
              ['Lookups', service.lookups.toLocaleString()],
            ].map(([label, value]) => (
              <Fragment key={label}>
                <Text as="dt" color="fg.muted">
                  {label}
                </Text>
                <Text as="dd" fontWeight="medium" fontVariantNumeric="tabular-nums" textAlign="end">
                  {value}
                </Text>
              </Fragment>
            ))}
          </Grid>
          <Box flex="1" minW="0">
            <HStack fontSize="xs" color="fg.muted" mb="1" gap="2" wrap="wrap" aria-hidden="true">
              {LATENCY_SERIES.map(({ key, token }) => (
                <HStack key={key} gap="1">
                  <Box w="3" h="1" borderRadius="full" bg={token} />
                  <Text>{key}</Text>
                </HStack>
              ))}
              <Text>per minute, last hour</Text>
            </HStack>
            <Suspense fallback={<Box h="40" />}>
              <LatencySparkline points={service.latency} limitMs={limitMs} />
            </Suspense>
            <Text srOnly>
              {slowest
                ? `Slowest minute: p95 ${formatLatency(slowest.ms)} at ${new Date(slowest.at).toLocaleTimeString()}.`
                : 'No lookups in the last hour.'}
            </Text>
          </Box>
        </Flex>
        {service.state === 'degraded' && (
          <Text fontSize="sm" mt="3" color={{ _light: 'orange.700', _dark: 'orange.300' }}>
            In the last few minutes {formatRate(service.recent.successRate)} of {service.recent.lookups}{' '}
            lookups succeeded (p95 {formatLatency(service.recent.p95Ms)}): answers may read ‘unavailable’.
          </Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}
