import {
  Accordion,
  Button,
  Card,
  Container,
  Heading,
  HStack,
  Link,
  SimpleGrid,
  Span,
  Stack,
  Text,
} from '@chakra-ui/react';
import { EXTENSION_COUNT } from '@namescope/common';
import { Link as RouterLink } from 'react-router-dom';
import { PageHero } from '../../components/page-hero.tsx';
import { ADVANCED_TOPICS, FAQS, GETTING_STARTED, type Topic } from './learn-content.ts';
import { LINK_STYLE } from '../../components/external-link.tsx';

function TopicGrid({ topics }: { topics: Topic[] }) {
  return (
    <SimpleGrid columns={{ base: 1, md: 3 }} gap="5">
      {topics.map((t) => (
        <Card.Root key={t.title} variant="outline">
          <Card.Body gap="2">
            <Heading as="h3" size="md">
              {t.title}
            </Heading>
            <Text color="fg.muted">{t.body}</Text>
          </Card.Body>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}

const JUMPS = [
  { id: 'basics', label: 'Getting Started' },
  { id: 'topics', label: 'Advanced Topics' },
  { id: 'faqs', label: 'FAQs' },
];

/** /learn: the learning centre, static content. */
export default function LearnPage() {
  return (
    <>
      <PageHero
        title="Learning Center"
        extra={
          <HStack as="nav" aria-label="On this page" gap="3" wrap="wrap" justify="center">
            {JUMPS.map((j) => (
              <Button key={j.id} asChild size="sm" variant="outline" colorPalette="teal">
                <a href={`#${j.id}`}>{j.label}</a>
              </Button>
            ))}
          </HStack>
        }
      >
        Everything you need to know about blockchain names: what they are, how to use them for identity and
        payments, and how to choose, secure and manage yours.
      </PageHero>
      <Container maxW="6xl" py="10">
        <Stack gap="14">
          <Stack as="section" id="basics" gap="5" aria-labelledby="basics-title">
            <Heading as="h2" size="2xl" id="basics-title">
              Getting Started
            </Heading>
            <TopicGrid topics={GETTING_STARTED} />
          </Stack>
          <Stack as="section" id="topics" gap="5" aria-labelledby="topics-title">
            <Heading as="h2" size="2xl" id="topics-title">
              Advanced Topics
            </Heading>
            <TopicGrid topics={ADVANCED_TOPICS} />
          </Stack>
          <Stack as="section" id="faqs" gap="5" aria-labelledby="faqs-title">
            <Heading as="h2" size="2xl" id="faqs-title">
              Frequently Asked Questions
            </Heading>
            <Accordion.Root collapsible variant="enclosed" data-testid="faq-accordion">
              {FAQS.map((f, i) => (
                <Accordion.Item key={f.title} value={`faq-${i}`}>
                  <Accordion.ItemTrigger>
                    <Span flex="1" fontWeight="medium">
                      {f.title}
                    </Span>
                    <Accordion.ItemIndicator />
                  </Accordion.ItemTrigger>
                  <Accordion.ItemContent>
                    <Accordion.ItemBody color="fg.muted">{f.body}</Accordion.ItemBody>
                  </Accordion.ItemContent>
                </Accordion.Item>
              ))}
            </Accordion.Root>
          </Stack>
          <Card.Root variant="subtle" textAlign="center">
            <Card.Body gap="4" alignItems="center">
              <Heading as="h2" size="xl">
                Ready to find your name?
              </Heading>
              <Text color="fg.muted">Search it across all {EXTENSION_COUNT} naming services in one go.</Text>
              <Button asChild colorPalette="teal" size="lg">
                <RouterLink to="/">Search Domains Now</RouterLink>
              </Button>
            </Card.Body>
          </Card.Root>
          <Text fontSize="sm" color="fg.muted" textAlign="center">
            Want help with your names?{' '}
            <Link asChild {...LINK_STYLE}>
              <RouterLink to="/services">See our offerings</RouterLink>
            </Link>
          </Text>
        </Stack>
      </Container>
    </>
  );
}
