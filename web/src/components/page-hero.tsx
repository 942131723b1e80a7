import { Box, Container, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The heading band at the top of the content pages. */
export function PageHero({
  title,
  children,
  extra,
}: {
  title: string;
  children?: ReactNode;
  extra?: ReactNode;
}) {
  return (
    <Box bgGradient="to-b" gradientFrom="brand.subtle" gradientTo="bg" pt={{ base: '10', md: '16' }} pb="8">
      <Container maxW="5xl">
        <Stack gap="4" align="center" textAlign="center">
          <Heading as="h1" size={{ base: '2xl', md: '4xl' }}>
            {title}
          </Heading>
          {children && (
            <Text color="fg.muted" fontSize={{ base: 'md', md: 'lg' }} maxW="3xl">
              {children}
            </Text>
          )}
          {extra}
        </Stack>
      </Container>
    </Box>
  );
}
