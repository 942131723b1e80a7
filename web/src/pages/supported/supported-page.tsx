import {
  Badge,
  Box,
  Card,
  Center,
  Container,
  Heading,
  HStack,
  SimpleGrid,
  Stack,
  Text,
  Wrap,
} from '@chakra-ui/react';
import { EXTENSION_COUNT } from '@namescope/common';
import { useQuery } from '@tanstack/react-query';
import { registrationStatsQuery } from '../../api/registrations/queries.ts';
import { ExternalLink } from '../../components/external-link.tsx';
import { PageHero } from '../../components/page-hero.tsx';
import { SERVICES, type ServiceInfo } from './services.ts';
import { registrationCountText } from './stat-count.ts';

function ServiceCard({ service, count }: { service: ServiceInfo; count: string }) {
  return (
    <Card.Root variant="outline" data-testid="service-card">
      <Card.Header>
        <HStack gap="3">
          <Center
            boxSize="12"
            rounded="full"
            bg={service.color}
            color="white"
            fontWeight="bold"
            fontSize="xs"
            aria-hidden="true"
            flexShrink={0}
          >
            {service.mark}
          </Center>
          <Stack gap="1">
            <Heading as="h2" size="md">
              {service.name}
            </Heading>
            <Wrap gap="1">
              {service.tlds.map((t) => (
                <Badge key={t} colorPalette="teal" variant="subtle">
                  {t}
                </Badge>
              ))}
            </Wrap>
          </Stack>
        </HStack>
      </Card.Header>
      <Card.Body gap="3">
        <Box>
          <Text fontSize="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
            Total Registrations
          </Text>
          <Text fontSize="2xl" fontWeight="bold" data-testid="registration-count">
            {count}
          </Text>
        </Box>
        <Text color="fg.muted">{service.description}</Text>
      </Card.Body>
      <Card.Footer>
        <Wrap gap="4" fontSize="sm">
          <ExternalLink href={service.website} color="brand.fg">
            Visit Website
          </ExternalLink>
          <ExternalLink href={service.community} color="brand.fg">
            Join Community
          </ExternalLink>
          <ExternalLink href={service.social} color="brand.fg">
            Follow on social
          </ExternalLink>
        </Wrap>
      </Card.Footer>
    </Card.Root>
  );
}

/** /supported: the services with their registration counts. */
export default function SupportedPage() {
  const stats = useQuery(registrationStatsQuery());
  return (
    <>
      <PageHero title="Supported Naming Services">
        NameScope searches {EXTENSION_COUNT} blockchain naming services across {EXTENSION_COUNT} TLDs at once,
        so you can see where a name is free, who holds it and when it expires.
      </PageHero>
      <Container maxW="7xl" py="10">
        <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="6">
          {SERVICES.map((s) => (
            <ServiceCard
              key={s.name}
              service={s}
              count={registrationCountText(stats.data?.tlds, s.statsKeys, stats.isPending)}
            />
          ))}
        </SimpleGrid>
        <Card.Root variant="subtle" mt="10">
          <Card.Body>
            <Heading as="h2" size="lg" mb="2">
              Multi-Chain Support
            </Heading>
            <Text color="fg.muted">
              One name can live on many chains. NameScope checks all {EXTENSION_COUNT} TLDs in parallel, each
              against its own chain, so a slow or unreachable network never holds up the others, and shows you
              in one view where your identity is claimed, available or at risk.
            </Text>
          </Card.Body>
        </Card.Root>
      </Container>
    </>
  );
}
