import { lazy, Suspense, useState } from 'react';
import { ThemeButton } from './theme-choices.tsx';

const loadThemeMenu = () => import('./theme-menu.tsx');
const ThemeMenu = lazy(loadThemeMenu);

/**
 * The header's theme menu: Light, Dark or System (which follows the operating system's colour scheme as
 * it changes). Light is the default (docs/product.md section 9); the choice is kept under 'namescope-theme'.
 * The menu (Chakra's Menu with its positioning and focus machinery, about a sixth of the home route's
 * JavaScript) loads when a pointer or the keyboard comes near the button, and the first click opens it once
 * it is there; until then the same button stands in its place.
 */
export function ThemeToggle() {
  const [asked, setAsked] = useState(false);
  const prefetch = () => void loadThemeMenu();
  if (!asked)
    return <ThemeButton onPointerEnter={prefetch} onFocus={prefetch} onClick={() => setAsked(true)} />;
  return (
    <Suspense fallback={<ThemeButton aria-busy="true" />}>
      <ThemeMenu defaultOpen />
    </Suspense>
  );
}
