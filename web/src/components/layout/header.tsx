import { Box, Container, Flex, HStack, IconButton, Link, Stack } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { LuMenu, LuX } from '../home-icons.ts';
import { NavLink, Link as RouterLink, useLocation } from 'react-router-dom';
import { Logo } from '../logo.tsx';
import { SandboxBadge } from '../sandbox-badge.tsx';
import { ThemeToggle } from '../theme-toggle.tsx';
import { NAV_LINKS, RESET_SEARCH_EVENT } from './nav-links.ts';

function NavItem({ to, label, onNavigate }: { to: string; label: string; onNavigate?: () => void }) {
  return (
    <Link
      asChild
      px="3"
      py="2"
      rounded="md"
      fontSize="sm"
      fontWeight="medium"
      color="fg.muted"
      _hover={{ color: 'fg', bg: 'bg.muted', textDecoration: 'none' }}
      css={{ '&[aria-current=page]': { color: 'brand.fg', bg: 'brand.subtle' } }}
    >
      <NavLink to={to} end onClick={onNavigate}>
        {label}
      </NavLink>
    </Link>
  );
}

/** Sticky header: logo, navigation (inline from md, a collapsible menu below), sandbox badge, theme. */
export function Header() {
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  // The menu closes whenever the page changes, whichever way the visitor navigated.
  useEffect(() => setMenuOpen(false), [location.pathname]);

  const onLogoClick = () => {
    if (location.pathname === '/') window.dispatchEvent(new Event(RESET_SEARCH_EVENT));
  };

  return (
    <Box
      as="header"
      position="sticky"
      top="0"
      zIndex="sticky"
      bg="bg/90"
      backdropFilter="blur(8px)"
      borderBottomWidth="1px"
    >
      <Container maxW="7xl" py="3">
        <Flex align="center" justify="space-between" gap={{ base: '2', sm: '4' }}>
          {/* May shrink: on the narrowest phones the buttons on the right must stay inside the screen. */}
          <HStack gap={{ base: '2', sm: '3' }} minW="0">
            <Link asChild aria-label="NameScope home" rounded="md" _hover={{ textDecoration: 'none' }}>
              <RouterLink to="/" onClick={onLogoClick} data-testid="logo-link">
                <Logo />
              </RouterLink>
            </Link>
            <SandboxBadge />
          </HStack>
          <HStack as="nav" aria-label="Main" gap="1" hideBelow="md">
            {NAV_LINKS.map((l) => (
              <NavItem key={l.to} {...l} />
            ))}
          </HStack>
          <HStack gap="1" flexShrink="0">
            <ThemeToggle />
            <IconButton
              hideFrom="md"
              variant="ghost"
              size="sm"
              aria-label={menuOpen ? 'Close menu' : 'Open menu'}
              aria-expanded={menuOpen}
              aria-controls="mobile-menu"
              onClick={() => setMenuOpen((o) => !o)}
            >
              {menuOpen ? <LuX /> : <LuMenu />}
            </IconButton>
          </HStack>
        </Flex>
        {menuOpen && (
          <Stack as="nav" id="mobile-menu" aria-label="Main" hideFrom="md" gap="1" pt="3" pb="1">
            {NAV_LINKS.map((l) => (
              <NavItem key={l.to} {...l} onNavigate={() => setMenuOpen(false)} />
            ))}
          </Stack>
        )}
      </Container>
    </Box>
  );
}
