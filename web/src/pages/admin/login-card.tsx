import { Button, Card, Field, Heading, Input, Stack } from '@chakra-ui/react';
import { useState } from 'react';

/** Password-only sign-in. */
export function LoginCard({ onLogin, pending }: { onLogin(password: string): void; pending: boolean }) {
  const [password, setPassword] = useState('');
  return (
    <Card.Root maxW="sm" w="full" data-testid="admin-login">
      <Card.Header>
        <Heading as="h1" size="xl">
          Admin Login
        </Heading>
      </Card.Header>
      <Card.Body>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (password) onLogin(password);
          }}
        >
          <Stack gap="4">
            <Field.Root>
              <Field.Label>Password</Field.Label>
              <Input
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
              />
            </Field.Root>
            <Button
              type="submit"
              colorPalette="teal"
              loading={pending}
              loadingText="Logging in..."
              disabled={!password}
            >
              Login
            </Button>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
