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
  type Filters,
} from '../filters.ts';
import { STATUS_LABELS } from '../status.ts';

function MultiSelect<T extends string>({
  label,
  options,
  selected,
  onChange,
}: {
  label: string;
  options: { value: T; label: string }[];
  selected: T[];
  onChange(values: T[]): void;
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
                onCheckedChange={(checked) =>
                  onChange(checked ? [...selected, o.value] : selected.filter((v) => v !== o.value))
                }
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

const EXT_OPTIONS = EXTENSIONS.map((e) => ({ value: e.key as ExtensionKey, label: e.tld }));
const STATUS_OPTIONS = STATUSES.map((s) => ({ value: s as Status, label: STATUS_LABELS[s] }));

/** Extension and availability multi-selects, the three toggles, and a way to clear them all. */
export function FilterBar({ filters, onChange }: { filters: Filters; onChange(f: Filters): void }) {
  return (
    <Wrap gap="2" align="center" role="group" aria-label="Filters" data-testid="filter-bar">
      <HStack gap="2">
        <MultiSelect
          label="Extensions"
          options={EXT_OPTIONS}
          selected={filters.extensions}
          onChange={(v) => onChange(setExtensions(filters, v))}
        />
        <MultiSelect
          label="Availability"
          options={STATUS_OPTIONS}
          selected={filters.statuses}
          onChange={(v) => onChange(setStatuses(filters, v))}
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
      {isActive(filters) && (
        <Button size="sm" variant="ghost" onClick={() => onChange(NO_FILTERS)}>
          Clear filters
        </Button>
      )}
    </Wrap>
  );
}
