import { EXTENSION_COUNT } from '@namescope/common';
import { Button, Card, Container, Heading, List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { LuCheck } from 'react-icons/lu';
import { useNavigate } from 'react-router-dom';
import { PageHero } from '../../components/page-hero.tsx';

const OFFERINGS = [
  {
    title: 'Consultation + Set-Up',
    summary: 'We map the names your organisation needs and set them up properly.',
    features: [
      `Audit of your brand across the ${EXTENSION_COUNT} naming services`,
      'Registration plan and budget',
      'Wallet, records and primary-name set-up',
      'Golden-checkmark authentication',
    ],
  },
  {
    title: 'Managed Services & Maintenance',
    summary: 'We keep your names renewed, pointed right and watched.',
    features: [
      'Renewal tracking and on-time renewals',
      'Record updates as your addresses change',
      'Cybersquatting monitoring and reports',
      'Quarterly portfolio review',
    ],
  },
  {
    title: 'Compliance + Dashboards',
    summary: 'Evidence and visibility for finance, legal and security teams.',
    features: [
      'Ownership and expiry dashboards',
      'Payment-address verification for stablecoin flows',
      'Audit trails of every change',
      'Exports for compliance reviews',
    ],
  },
];

/** /services: what NameScope offers organisations. */
export default function ServicesPage() {
  const navigate = useNavigate();
  return (
    <>
      <PageHero title="Our Offerings">
        Managed blockchain-name services for organisations that take payments, protect a brand or both.
      </PageHero>
      <Container maxW="6xl" py="10">
        <Stack gap="10" align="center">
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="6" w="full">
            {OFFERINGS.map((o) => (
              <Card.Root key={o.title} variant="outline" data-testid="offering-card">
                <Card.Header>
                  <Heading as="h2" size="lg">
                    {o.title}
                  </Heading>
                  <Text color="fg.muted">{o.summary}</Text>
                </Card.Header>
                <Card.Body>
                  <List.Root gap="2" variant="plain">
                    {o.features.map((f) => (
                      <List.Item key={f} alignItems="start">
                        <List.Indicator asChild color="brand.fg" mt="1">
                          <LuCheck aria-hidden="true" />
                        </List.Indicator>
                        {f}
                      </List.Item>
                    ))}
                  </List.Root>
                </Card.Body>
              </Card.Root>
            ))}
          </SimpleGrid>
          <Button size="lg" colorPalette="teal" onClick={() => navigate('/contact')}>
            Get Expert Consultation
          </Button>
        </Stack>
      </Container>
    </>
  );
}
