import { LoadingSpinner } from '../loading-spinner.tsx';
import { Box, Container, Flex, Link } from '@chakra-ui/react';
import { Suspense, useDeferredValue } from 'react';
import { Outlet } from 'react-router-dom';
import { NewsletterGate } from '../newsletter/newsletter-gate.tsx';
import { ToasterHost } from '../toaster-host.tsx';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { DocumentTitle } from './document-title.tsx';
import { ScrollManager } from './scroll-manager.tsx';

export function PageSpinner() {
  return <LoadingSpinner label="Loading page" py="24" />;
}

/** The shared frame around every route; the page itself loads lazily into the outlet. */
export function Layout() {
  // The footer joins in a render of its own, right after the first: that first render, which the visitor
  // waits for, holds the header and the page with its search box, and the footer was a quarter of it.
  const withFooter = useDeferredValue(true, false);
  return (
    <Flex direction="column" minH="100vh">
      <Link
        href="#main"
        position="absolute"
        left="2"
        top="-12"
        zIndex="skipLink"
        bg="bg.panel"
        px="3"
        py="2"
        rounded="md"
        _focus={{ top: '2' }}
      >
        Skip to content
      </Link>
      <ScrollManager />
      <DocumentTitle />
      <Header />
      <Box as="main" id="main" flex="1" tabIndex={-1} _focus={{ outline: 'none' }}>
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </Box>
      {/* In the flow, after the page's content: it covers nothing the visitor reads (newsletter-popup.tsx). */}
      <Container maxW="7xl">
        <NewsletterGate />
      </Container>
      {withFooter && <Footer />}
      <ToasterHost />
    </Flex>
  );
}
