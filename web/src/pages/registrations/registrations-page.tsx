import { LoadingSpinner } from '../../components/loading-spinner.tsx';
import { Box, Container, Grid, HStack, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { EXTENSION_COUNT } from '@namescope/common';
import { useQuery } from '@tanstack/react-query';
import { format } from 'date-fns';
import { useSearchParams } from 'react-router-dom';
import { registrationsQuery } from '../../api/registrations/queries.ts';
import { PageHero } from '../../components/page-hero.tsx';
import { DailyRegistrations } from './daily-registrations.tsx';
import { LiveAlertsCard } from './live-alerts-card.tsx';
import { RegistrationCard } from './registration-card.tsx';
import { TLD_FILTER_OPTIONS } from './tld-options.ts';

const ALL = 'all';

function RegistrationList({ tld }: { tld: string | undefined }) {
  const query = useQuery(registrationsQuery(tld));
  if (query.isPending) return <LoadingSpinner label="Loading registrations" py="16" />;
  if (query.isError)
    return (
      <Text py="10" textAlign="center" color="fg.error" role="alert">
        Failed to load registrations. Please try again later.
      </Text>
    );
  if (query.data.length === 0)
    return (
      <Text py="10" textAlign="center" color="fg.muted">
        No registrations found. Check back soon!
      </Text>
    );
  return (
    <SimpleGrid
      as="ul"
      columns={{ base: 1, md: 2 }}
      gap="3"
      listStyleType="none"
      data-testid="registration-list"
    >
      {query.data.map((r) => (
        <RegistrationCard key={r.id} registration={r} />
      ))}
    </SimpleGrid>
  );
}

function LastUpdated({ tld }: { tld: string | undefined }) {
  const { dataUpdatedAt } = useQuery(registrationsQuery(tld));
  return (
    <Text fontSize="sm" color="fg.muted" data-testid="last-updated">
      Last updated: {dataUpdatedAt ? format(dataUpdatedAt, 'h:mm:ss a') : '—'} (updates every 15 min)
    </Text>
  );
}

/**
 * /registrations: the newest registrations across the twelve TLDs, refreshed every 15 minutes. The TLD
 * filter lives in the URL (?tld=.sol), so a reload, a shared link, Back and Forward all keep it; each change
 * is a history entry. A TLD the filter does not offer reads as All TLDs.
 */
export default function RegistrationsPage() {
  const [params, setParams] = useSearchParams();
  const selected = TLD_FILTER_OPTIONS.find((t) => t === params.get('tld'));
  const tld = selected ?? ALL;
  const setTld = (value: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value === ALL) next.delete('tld');
      else next.set('tld', value);
      return next;
    });
  return (
    <>
      <PageHero title="New Registrations">
        {`Track freshly minted domain names across ${EXTENSION_COUNT} blockchain naming services`}
      </PageHero>
      <Container maxW="7xl" py="8">
        <Grid templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap="8" alignItems="start">
          <Stack gap="4">
            <HStack justify="space-between" wrap="wrap" gap="3">
              <LastUpdated tld={selected} />
              <HStack gap="2">
                <Text asChild fontSize="sm">
                  <label htmlFor="tld-filter">TLD</label>
                </Text>
                <NativeSelect.Root size="sm" width="40">
                  <NativeSelect.Field id="tld-filter" value={tld} onChange={(e) => setTld(e.target.value)}>
                    <option value={ALL}>All TLDs</option>
                    {TLD_FILTER_OPTIONS.map((t) => (
                      <option key={t} value={t}>
                        {t}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </HStack>
            </HStack>
            <DailyRegistrations tld={selected} />
            <RegistrationList tld={selected} />
          </Stack>
          <Box position={{ lg: 'sticky' }} top={{ lg: '24' }}>
            <LiveAlertsCard />
          </Box>
        </Grid>
      </Container>
    </>
  );
}
