import type { Dispatch, SetStateAction } from 'react';
import { Button, HStack, Menu, Portal, Wrap } from '@chakra-ui/react';
import { EXTENSIONS, STATUSES, type ExtensionKey, type Status } from '@namescope/common';
import { LuChevronDown } from 'react-icons/lu';
import {
  NO_FILTERS,
  isActive,
  setExtensions,
  setStatuses,
  toggleExclusive,
  toggleExpiringSoon,
  toggleInGrace,
  type Filters,
} from '../filters.ts';
import { STATUS_LABELS } from '../status.ts';

function MultiSelect<T extends string>({
  label,
  options,
  selected,
  onToggle,
}: {
  label: string;
  options: { value: T; label: string }[];
  selected: T[];
  /** Reports one item's change; the parent applies it to its latest state (the menu may hold old handlers). */
  onToggle(value: T, checked: boolean): void;
}) {
  return (
    <Menu.Root closeOnSelect={false}>
      <Menu.Trigger asChild>
        <Button size="sm" variant="outline">
          {label}
          {selected.length > 0 ? ` (${selected.length})` : ''}
          <LuChevronDown aria-hidden="true" />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content maxH="80" overflowY="auto">
            {options.map((o) => (
              <Menu.CheckboxItem
                key={o.value}
                value={o.value}
                checked={selected.includes(o.value)}
                onCheckedChange={(checked) => onToggle(o.value, checked)}
              >
                {o.label}
                <Menu.ItemIndicator />
              </Menu.CheckboxItem>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

function Toggle({
  label,
  on,
  onClick,
  palette,
}: {
  label: string;
  on: boolean;
  onClick(): void;
  palette: string;
}) {
  return (
    <Button
      size="sm"
      variant={on ? 'solid' : 'outline'}
      colorPalette={palette}
      aria-pressed={on}
      onClick={onClick}
    >
      {label}
    </Button>
  );
}

function toggled<T>(values: T[], value: T, checked: boolean): T[] {
  return checked ? [...values.filter((v) => v !== value), value] : values.filter((v) => v !== value);
}

const EXT_OPTIONS = EXTENSIONS.map((e) => ({ value: e.key as ExtensionKey, label: e.tld }));
const STATUS_OPTIONS = STATUSES.map((s) => ({ value: s as Status, label: STATUS_LABELS[s] }));

/** Extension and availability multi-selects, the three toggles, and a way to clear them all. */
export function FilterBar({
  filters,
  onChange,
}: {
  filters: Filters;
  onChange: Dispatch<SetStateAction<Filters>>;
}) {
  return (
    <Wrap gap="2" align="center" role="group" aria-label="Filters" data-testid="filter-bar">
      <HStack gap="2">
        <MultiSelect
          label="Extensions"
          options={EXT_OPTIONS}
          selected={filters.extensions}
          onToggle={(value, checked) =>
            onChange((f) => setExtensions(f, toggled(f.extensions, value, checked)))
          }
        />
        <MultiSelect
          label="Availability"
          options={STATUS_OPTIONS}
          selected={filters.statuses}
          onToggle={(value, checked) => onChange((f) => setStatuses(f, toggled(f.statuses, value, checked)))}
        />
      </HStack>
      <Toggle
        label="Authenticated"
        palette="yellow"
        on={filters.authenticated}
        onClick={() => onChange(toggleExclusive(filters, 'authenticated'))}
      />
      <Toggle
        label="CYBERSQUATTED"
        palette="red"
        on={filters.cybersquatted}
        onClick={() => onChange(toggleExclusive(filters, 'cybersquatted'))}
      />
      <Toggle
        label="Expiring Soon"
        palette="orange"
        on={filters.expiringSoon}
        onClick={() => onChange(toggleExpiringSoon(filters))}
      />
      <Toggle
        label="In grace period"
        palette="purple"
        on={filters.inGrace}
        onClick={() => onChange(toggleInGrace(filters))}
      />
      {isActive(filters) && (
        <Button size="sm" variant="ghost" onClick={() => onChange(NO_FILTERS)}>
          Clear filters
        </Button>
      )}
    </Wrap>
  );
}
