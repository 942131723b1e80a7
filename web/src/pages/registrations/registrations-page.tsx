import { Container, Heading } from '@chakra-ui/react';

export default function RegistrationsPage() {
  return (
    <Container maxW="7xl" py="10">
      <Heading as="h1">registrations</Heading>
    </Container>
  );
}
