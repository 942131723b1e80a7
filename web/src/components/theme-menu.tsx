import { Menu, Portal } from '@chakra-ui/react';
import { useColorMode, type ThemePreference } from '../app/color-mode.tsx';
import { THEME_CHOICES, ThemeButton } from './theme-choices.tsx';

/** The theme menu itself: Light, Dark or System, open from the start when a click asked for it. */
export default function ThemeMenu({ defaultOpen }: { defaultOpen: boolean }) {
  const { preference, setPreference } = useColorMode();
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }} defaultOpen={defaultOpen}>
      <Menu.Trigger asChild>
        <ThemeButton />
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="36">
            <Menu.RadioItemGroup
              value={preference}
              onValueChange={(e) => setPreference(e.value as ThemePreference)}
            >
              {THEME_CHOICES.map(({ value, label, icon: Icon }) => (
                <Menu.RadioItem key={value} value={value}>
                  <Icon aria-hidden="true" />
                  {label}
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
