import { EXTENSION_COUNT } from '@namescope/common';
import {
  Box,
  Button,
  Container,
  Heading,
  Link,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useColorMode, type ThemePreference } from '../../app/color-mode.tsx';
import type { LegalDoc } from '../legal-texts.ts';
import { Logo } from '../logo.tsx';
import { NewsletterForm } from '../newsletter/newsletter-form.tsx';

// The dialog code loads on the first click of a legal link, not with every page.
const LegalDialog = lazy(() => import('../legal-dialog.tsx'));

/** Scroll link: scrolls to the section when this page has it, else opens the page that does. */
function ScrollLink({ id, fallbackPath, children }: { id: string; fallbackPath: string; children: string }) {
  const navigate = useNavigate();
  return (
    <Link
      href={`${fallbackPath}#${id}`}
      fontSize="sm"
      color="fg.muted"
      onClick={(e) => {
        e.preventDefault();
        const el = document.getElementById(id);
        if (el) el.scrollIntoView({ behavior: 'smooth', block: 'start' });
        else void navigate(`${fallbackPath}#${id}`);
      }}
    >
      {children}
    </Link>
  );
}

function FooterLink({ to, children }: { to: string; children: string }) {
  return (
    <Link asChild color="fg.muted" fontSize="sm">
      <RouterLink to={to}>{children}</RouterLink>
    </Link>
  );
}

function ThemePicker() {
  const { preference, setPreference } = useColorMode();
  return (
    <Stack gap="1" maxW="40">
      <Text asChild fontSize="sm" color="fg.muted">
        <label htmlFor="theme-picker">Theme</label>
      </Text>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field
          id="theme-picker"
          value={preference}
          onChange={(e) => setPreference(e.target.value as ThemePreference)}
        >
          <option value="light">Light</option>
          <option value="dark">Dark</option>
          <option value="system">System</option>
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Stack>
  );
}

/** Footer: page links, scroll links, the newsletter form, the theme picker and the legal dialogs. */
export function Footer() {
  const [legal, setLegal] = useState<LegalDoc>();
  return (
    <Box as="footer" borderTopWidth="1px" bg="bg.subtle" mt="16">
      <Container maxW="7xl" py="10">
        <SimpleGrid columns={{ base: 1, md: 4 }} gap="8">
          <Stack gap="3">
            <Logo />
            <Text fontSize="sm" color="fg.muted">
              One name, {EXTENSION_COUNT} blockchain naming services. Find, check and protect your Web3
              identity.
            </Text>
            <ThemePicker />
          </Stack>
          <Stack gap="2" as="nav" aria-label="Footer">
            <Heading as="h2" size="sm">
              Explore
            </Heading>
            <FooterLink to="/learn">Learning Center</FooterLink>
            <FooterLink to="/supported">Supported Naming Services</FooterLink>
            <FooterLink to="/authenticate">Authentication</FooterLink>
            <FooterLink to="/bulk">Bulk Search</FooterLink>
            <FooterLink to="/watchlist">Watchlist</FooterLink>
            <FooterLink to="/status">Service Status</FooterLink>
            <ScrollLink id="faqs" fallbackPath="/learn">
              FAQs
            </ScrollLink>
            <ScrollLink id="contact" fallbackPath="/">
              Contact
            </ScrollLink>
          </Stack>
          <Stack gap="2">
            <Heading as="h2" size="sm">
              Legal
            </Heading>
            {(['privacy', 'terms', 'cookies'] as const).map((doc) => (
              <Button
                key={doc}
                variant="plain"
                justifyContent="flex-start"
                h="auto"
                p="0"
                fontWeight="normal"
                fontSize="sm"
                color="fg.muted"
                _hover={{ textDecoration: 'underline' }}
                onClick={() => setLegal(doc)}
              >
                {{ privacy: 'Privacy Policy', terms: 'Terms of Service', cookies: 'Cookie Policy' }[doc]}
              </Button>
            ))}
          </Stack>
          <Stack gap="3" id="contact">
            <Heading as="h2" size="sm">
              Stay in touch
            </Heading>
            <Text fontSize="sm" color="fg.muted">
              Get the latest updates on stablecoin payments and blockchain domains.
            </Text>
            <NewsletterForm testId="footer-newsletter-form" />
            <FooterLink to="/contact">Send us a message</FooterLink>
          </Stack>
        </SimpleGrid>
        <Text fontSize="xs" color="fg.muted" mt="10">
          © {new Date().getFullYear()} NameScope. Information from public naming services; always confirm
          before you register.
        </Text>
      </Container>
      {legal && (
        <Suspense fallback={null}>
          <LegalDialog doc={legal} onClose={() => setLegal(undefined)} />
        </Suspense>
      )}
    </Box>
  );
}
