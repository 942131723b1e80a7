import { IconButton } from '@chakra-ui/react';
import { LuMoon, LuSun } from 'react-icons/lu';
import { useColorMode } from '../app/color-mode.tsx';

/** Switches between light and dark; the footer's theme picker also offers 'system'. */
export function ThemeToggle() {
  const { mode, toggle } = useColorMode();
  const next = mode === 'dark' ? 'light' : 'dark';
  return (
    <IconButton
      variant="ghost"
      size="sm"
      aria-label={`Switch to ${next} theme`}
      title={`Switch to ${next} theme`}
      onClick={toggle}
      data-testid="theme-toggle"
    >
      {mode === 'dark' ? <LuSun /> : <LuMoon />}
    </IconButton>
  );
}
