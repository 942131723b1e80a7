import { Container, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { EXTENSION_COUNT } from '@namescope/common';
import { useQuery } from '@tanstack/react-query';
import { statusQuery } from '../../api/status/queries.ts';
import { LoadingSpinner } from '../../components/loading-spinner.tsx';
import { PageHero } from '../../components/page-hero.tsx';
import { formatLatency } from './format-status.ts';
import { ServiceStatusCard } from './service-status-card.tsx';

/** /status: how each of the twelve services answered our lookups over the last hour; refreshes every 30 s. */
export default function StatusPage() {
  const query = useQuery(statusQuery({ poll: true }));
  const degraded = query.data?.services.filter((s) => s.state === 'degraded') ?? [];
  return (
    <>
      <PageHero title="Service Status">
        {`How each of the ${EXTENSION_COUNT} naming services answered our lookups over the last hour`}
      </PageHero>
      <Container maxW="7xl" py="8">
        {query.isPending ? (
          <LoadingSpinner label="Loading service status" py="16" />
        ) : query.isError ? (
          <Text py="10" textAlign="center" color="fg.error" role="alert">
            Failed to load the service status. Please try again later.
          </Text>
        ) : (
          <Stack gap="6">
            <Stack gap="1">
              <Text fontWeight="semibold" fontSize="lg" role="status" data-testid="status-summary">
                {degraded.length === 0
                  ? 'All services operational'
                  : `${degraded.length} of ${EXTENSION_COUNT} services degraded`}
              </Text>
              <Text fontSize="sm" color="fg.muted">
                Updated {new Date(query.dataUpdatedAt).toLocaleTimeString()} · refreshes every 30 s. A service
                is degraded when under 90% of its lookups in the last {query.data.recentMinutes} minutes
                succeeded, or their p95 latency was above the {formatLatency(query.data.timeLimitMs)} time
                limit.
              </Text>
            </Stack>
            <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4" data-testid="service-status-list">
              {query.data.services.map((service) => (
                <ServiceStatusCard
                  key={service.extension}
                  service={service}
                  limitMs={query.data.timeLimitMs}
                />
              ))}
            </SimpleGrid>
          </Stack>
        )}
      </Container>
    </>
  );
}
