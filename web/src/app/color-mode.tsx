import { ThemeProvider, useTheme } from 'next-themes';
import { useSyncExternalStore, type ReactNode } from 'react';

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
      // next-themes renders its own inline copy of theme-init.js, which the CSP refuses to run (it allows the
      // build's inline theme-init.js alone, by its hash): in the prerendered home page (src/prerender) the browser
      // would parse it and log the refusal. As plain text it is inert (theme-init.js does the work) and still the
      // element hydration expects.
      scriptProps={{ type: 'text/plain' }}
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

const noSubscription = () => () => {};

export function useColorMode(): ColorMode {
  const { theme, resolvedTheme, setTheme } = useTheme();
  // While React hydrates the prerendered home page it must render what the build rendered, which knew no saved
  // theme (light); the saved one follows in the render right after. A page rendered in the browser alone
  // has the saved one from the start.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  if (!hydrated) return { preference: 'light', mode: 'light', setPreference: setTheme };
  const mode = resolvedTheme === 'dark' ? 'dark' : 'light';
  const preference = theme === 'dark' || theme === 'system' ? theme : 'light';
  return {
    preference,
    mode,
    setPreference: setTheme,
  };
}
