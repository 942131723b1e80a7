import { Button, Card, Center, Heading, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

/** Any unknown path. */
export default function NotFoundPage() {
  return (
    <Center py="20" px="4">
      <Card.Root maxW="md" w="full" textAlign="center" data-testid="not-found">
        <Card.Header>
          <Heading as="h1" size="2xl">
            Page Not Found
          </Heading>
        </Card.Header>
        <Card.Body>
          <Text color="fg.muted">The page you are looking for does not exist or has moved.</Text>
        </Card.Body>
        <Card.Footer justifyContent="center">
          <Button asChild colorPalette="teal">
            <RouterLink to="/">Go to the home page</RouterLink>
          </Button>
        </Card.Footer>
      </Card.Root>
    </Center>
  );
}
