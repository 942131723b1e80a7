import type { Dispatch, SetStateAction } from 'react';
import { Badge, Button, HStack, Menu, Portal, VisuallyHidden, Wrap } from '@chakra-ui/react';
import { EXTENSIONS, STATUSES, type ExtensionKey, type Status } from '@namescope/common';
import { LuChevronDown } from 'react-icons/lu';
import { memo } from 'react';
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
        <Button size="sm" variant="outline" px="3" position="relative">
          {label}
          <LuChevronDown aria-hidden="true" />
          {/* The count sits on the button's corner, so choosing an item never changes its width. */}
          {selected.length > 0 && (
            <>
              <Badge
                aria-hidden="true"
                position="absolute"
                top="-2"
                right="-2"
                rounded="full"
                variant="solid"
                colorPalette="teal"
                size="xs"
                data-testid="filter-count"
              >
                {selected.length}
              </Badge>
              <VisuallyHidden> ({selected.length} selected)</VisuallyHidden>
            </>
          )}
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
      px="3"
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

/**
 * Extension and availability multi-selects, the toggles, and a way to clear them all. Every control keeps its
 * size whatever the filters are, and 'Clear filters' is always there (disabled with nothing to clear): turning a
 * filter on never wraps the row differently or moves Text Only (issue 21, item 13).
 */
export const FilterBar = memo(function FilterBar({
  filters,
  onChange,
}: {
  filters: Filters;
  onChange: Dispatch<SetStateAction<Filters>>;
}) {
  return (
    <Wrap gap="1.5" align="center" role="group" aria-label="Filters" data-testid="filter-bar">
      <HStack gap="1.5">
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
      <Button
        size="sm"
        px="2"
        variant="ghost"
        disabled={!isActive(filters)}
        onClick={() => onChange(NO_FILTERS)}
      >
        Clear filters
      </Button>
    </Wrap>
  );
});
