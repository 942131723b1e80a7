import { IconButton, Menu, Portal } from '@chakra-ui/react';
import type { IconType } from 'react-icons';
import { LuMonitor, LuMoon, LuSun } from 'react-icons/lu';
import { useColorMode, type ThemePreference } from '../app/color-mode.tsx';

const CHOICES: { value: ThemePreference; label: string; icon: IconType }[] = [
  { value: 'light', label: 'Light', icon: LuSun },
  { value: 'dark', label: 'Dark', icon: LuMoon },
  { value: 'system', label: 'System', icon: LuMonitor },
];

/**
 * The header's theme menu: Light, Dark or System (which follows the operating system's colour scheme as
 * it changes). Light is the default (docs/product.md section 9); the choice is kept under 'namescope-theme'. The
 * button's name says the choice, and what System shows now.
 */
export function ThemeToggle() {
  const { preference, mode, setPreference } = useColorMode();
  const current = CHOICES.find((c) => c.value === preference)!;
  const label = `Theme: ${current.label}${preference === 'system' ? ` (${mode} now)` : ''}`;
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <IconButton variant="ghost" size="sm" aria-label={label} title={label} data-testid="theme-toggle">
          <current.icon />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="36">
            <Menu.RadioItemGroup
              value={preference}
              onValueChange={(e) => setPreference(e.value as ThemePreference)}
            >
              {CHOICES.map(({ value, label: name, icon: Icon }) => (
                <Menu.RadioItem key={value} value={value}>
                  <Icon aria-hidden="true" />
                  {name}
                  <Menu.ItemIndicator />
                </Menu.RadioItem>
              ))}
            </Menu.RadioItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
