import { IconButton, type IconButtonProps } from '@chakra-ui/react';
import { forwardRef } from 'react';
import type { IconType } from 'react-icons';
import { LuMonitor, LuMoon, LuSun } from './home-icons.ts';
import { useColorMode, type ThemePreference } from '../app/color-mode.tsx';

export const THEME_CHOICES: { value: ThemePreference; label: string; icon: IconType }[] = [
  { value: 'light', label: 'Light', icon: LuSun },
  { value: 'dark', label: 'Dark', icon: LuMoon },
  { value: 'system', label: 'System', icon: LuMonitor },
];

/** The header's theme button: its name says the choice, and what System shows now. */
export const ThemeButton = forwardRef<HTMLButtonElement, IconButtonProps>(function ThemeButton(props, ref) {
  const { preference, mode } = useColorMode();
  const current = THEME_CHOICES.find((c) => c.value === preference)!;
  const label = `Theme: ${current.label}${preference === 'system' ? ` (${mode} now)` : ''}`;
  return (
    <IconButton
      ref={ref}
      variant="ghost"
      size="sm"
      aria-label={label}
      title={label}
      data-testid="theme-toggle"
      {...props}
    >
      <current.icon />
    </IconButton>
  );
});
