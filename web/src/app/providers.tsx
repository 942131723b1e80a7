import { ChakraProvider } from '@chakra-ui/react';
import { CacheProvider } from '@emotion/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ColorModeProvider } from './color-mode.tsx';
import { emotionCache } from './emotion-cache.ts';
import { system } from './theme.ts';

/** Everything a screen needs around it; tests render with the same providers and a fresh client. */
export function Providers({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      <CacheProvider value={emotionCache}>
        <ChakraProvider value={system}>
          <ColorModeProvider>{children}</ColorModeProvider>
        </ChakraProvider>
      </CacheProvider>
    </QueryClientProvider>
  );
}
