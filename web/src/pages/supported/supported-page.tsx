import { Container, Heading } from '@chakra-ui/react';

export default function SupportedPage() {
  return (
    <Container maxW="7xl" py="10">
      <Heading as="h1">supported</Heading>
    </Container>
  );
}
