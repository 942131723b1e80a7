import { Box, Card, Heading, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { registrationsDailyQuery } from '../../api/registrations/daily-queries.ts';
import { DailyRegistrationsChart } from '../../components/charts/lazy-charts.ts';
import { LoadingSpinner } from '../../components/loading-spinner.tsx';

/** New registrations per day over the last 30 days, following the page's TLD filter. */
export function DailyRegistrations({ tld }: { tld: string | undefined }) {
  const query = useQuery(registrationsDailyQuery(tld));
  return (
    <Card.Root as="section" size="sm" variant="outline" aria-labelledby="daily-registrations-heading">
      <Card.Header>
        <Heading as="h2" size="md" id="daily-registrations-heading">
          New registrations per day
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          Last 30 days (UTC){tld ? `, ${tld} only` : ', by extension'}
        </Text>
      </Card.Header>
      <Card.Body>
        {query.isError ? (
          <Text color="fg.error" role="alert" fontSize="sm">
            Failed to load the daily counts.
          </Text>
        ) : query.isPending ? (
          <LoadingSpinner label="Loading daily counts" py="10" />
        ) : (
          <Suspense fallback={<Box h={{ base: '64', md: '72' }} />}>
            <DailyRegistrationsChart data={query.data} />
          </Suspense>
        )}
      </Card.Body>
    </Card.Root>
  );
}
