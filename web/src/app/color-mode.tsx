import { ThemeProvider, useTheme } from 'next-themes';
import type { ReactNode } from 'react';

/** Where the theme preference lives (docs/product.md section 3: the key is named for the product). */
export const THEME_STORAGE_KEY = 'namescope-theme';
export type ThemePreference = 'light' | 'dark' | 'system';

/** Light, dark or system; light by default. Chakra's dark styles key off the `dark` class on <html>. */
export function ColorModeProvider({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider
      attribute="class"
      storageKey={THEME_STORAGE_KEY}
      defaultTheme="light"
      enableSystem
      disableTransitionOnChange
    >
      {children}
    </ThemeProvider>
  );
}

export interface ColorMode {
  /** What the visitor chose. */
  preference: ThemePreference;
  /** What is on screen (system resolved). */
  mode: 'light' | 'dark';
  setPreference(preference: ThemePreference): void;
}

export function useColorMode(): ColorMode {
  const { theme, resolvedTheme, setTheme } = useTheme();
  const mode = resolvedTheme === 'dark' ? 'dark' : 'light';
  const preference = theme === 'dark' || theme === 'system' ? theme : 'light';
  return {
    preference,
    mode,
    setPreference: setTheme,
  };
}
