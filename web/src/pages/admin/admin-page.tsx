import { LoadingSpinner } from '../../components/loading-spinner.tsx';
import { Button, Center, Container, HStack, Heading, Link, Stack } from '@chakra-ui/react';
import { LuLogOut } from 'react-icons/lu';
import { CuratedPanels } from './curated-panels.tsx';
import { LoginCard } from './login-card.tsx';
import { useAdminSession } from './use-admin.ts';

/** /admin: login, then the dashboard of the two curated lists. */
export default function AdminPage() {
  const { isAdmin, checking, signIn, signOut } = useAdminSession();
  if (checking) return <LoadingSpinner label="Checking sign-in" py="24" />;
  if (!isAdmin)
    return (
      <Center py={{ base: '10', md: '20' }} px="4">
        <LoginCard onLogin={(p) => signIn.mutate(p)} pending={signIn.isPending} />
      </Center>
    );
  return (
    <Container maxW="7xl" py="10">
      <Stack gap="6">
        <HStack justify="space-between" wrap="wrap" gap="3">
          <Heading as="h1" size="2xl">
            Admin Dashboard
          </Heading>
          <HStack gap="4">
            {/* The queue board is served by the API (bull-board), not by this app: a full page load. */}
            <Link href="/admin/queues" variant="underline">
              Queue board
            </Link>
            <Button variant="outline" onClick={() => signOut.mutate()} disabled={signOut.isPending}>
              <LuLogOut aria-hidden="true" /> Logout
            </Button>
          </HStack>
        </HStack>
        <CuratedPanels />
      </Stack>
    </Container>
  );
}
