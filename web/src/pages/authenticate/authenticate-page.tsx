import { Button, Card, Container, Heading, List, SimpleGrid, Stack, Text, Wrap } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuBadgeCheck, LuFlag, LuMail } from 'react-icons/lu';
import { useContactEmail } from '../../api/meta/queries.ts';
import { PageHero } from '../../components/page-hero.tsx';
import { authenticateMailto, reportMailto } from './mail-links.ts';

const PLANNED = [
  'Verification status (the golden checkmark)',
  'Web2 verifications: website, social accounts and business registry',
  'Primary name of the owning wallet',
  'Expiration date',
  'Recently transferred warnings',
  'Contact records',
];

function MailButton({ href, label, icon }: { href: string | undefined; label: string; icon: ReactNode }) {
  if (!href)
    return (
      <Button size="lg" colorPalette="teal" disabled>
        {icon} {label}
      </Button>
    );
  return (
    <Button asChild size="lg" colorPalette="teal">
      <a href={href}>
        {icon} {label}
      </a>
    </Button>
  );
}

/** /authenticate: the golden checkmark and cybersquatting reports, both by mail to the operator. */
export default function AuthenticatePage() {
  const contact = useContactEmail();
  const now = new Date();
  return (
    <>
      <PageHero title="Authentication & Cybersquatting">
        A golden checkmark tells visitors a name really belongs to the business it claims to. We grant it by
        hand, after verifying the business behind the name.
      </PageHero>
      <Container maxW="5xl" py="10">
        <Stack gap="8">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
            <Card.Root variant="outline">
              <Card.Body gap="3">
                <Heading as="h2" size="lg" display="flex" alignItems="center" gap="2">
                  <LuBadgeCheck aria-hidden="true" color="var(--chakra-colors-gold)" /> The golden checkmark
                </Heading>
                <Text color="fg.muted">
                  Authentication is a manual business-verification process: we confirm that the organisation
                  asking controls both the name and the brand, then mark its names as authenticated on every
                  search.
                </Text>
              </Card.Body>
            </Card.Root>
            <Card.Root variant="outline">
              <Card.Body gap="3">
                <Heading as="h2" size="lg" display="flex" alignItems="center" gap="2">
                  <LuFlag aria-hidden="true" /> The problem
                </Heading>
                <Text color="fg.muted">
                  Anyone can register a name that looks like a brand. Unverified identities let impostors
                  collect payments meant for someone else. Names reported as cybersquatted are flagged with a
                  warning that visitors must acknowledge.
                </Text>
              </Card.Body>
            </Card.Root>
          </SimpleGrid>
          <Card.Root variant="subtle">
            <Card.Body gap="3">
              <Heading as="h2" size="lg">
                What verified names will show
              </Heading>
              <List.Root gap="1" ps="5">
                {PLANNED.map((p) => (
                  <List.Item key={p}>{p}</List.Item>
                ))}
              </List.Root>
              <Text color="fg.muted">
                We intend to bring these checks into fintech and wallet apps, so a payment to a name shows
                whether the name is verified before any money moves.
              </Text>
            </Card.Body>
          </Card.Root>
          <Stack gap="3" align="center" textAlign="center">
            <Heading as="h2" size="lg">
              Get started
            </Heading>
            <Text color="fg.muted">
              Both buttons open your mail client with a prefilled message to {contact ?? 'our team'}.
            </Text>
            <Wrap gap="4" justify="center">
              <MailButton
                href={contact && authenticateMailto(contact, now)}
                label="Authenticate My Domains"
                icon={<LuMail />}
              />
              <MailButton
                href={contact && reportMailto(contact, now)}
                label="Report Cybersquatting"
                icon={<LuFlag />}
              />
            </Wrap>
          </Stack>
        </Stack>
      </Container>
    </>
  );
}
