import { Button, Wrap } from '@chakra-ui/react';
import { memo } from 'react';
import { clickChip, isChipActive, type Filters } from '../filters.ts';
import type { Chip } from '../summary.ts';

/** Counts by status plus Authenticated and CYBERSQUATTED; each chip filters to itself alone. */
export const SummaryChips = memo(function SummaryChips({
  chips,
  filters,
  onChange,
}: {
  chips: Chip[];
  filters: Filters;
  onChange(f: Filters): void;
}) {
  if (chips.length === 0) return null;
  return (
    <Wrap gap="2" role="group" aria-label="Result summary" data-testid="summary-chips">
      {chips.map((chip) => {
        const active = isChipActive(filters, chip.id);
        return (
          <Button
            key={chip.id}
            size="sm"
            rounded="full"
            variant={active ? 'solid' : 'outline'}
            colorPalette={
              chip.id === 'cybersquatted' ? 'red' : chip.id === 'authenticated' ? 'yellow' : 'teal'
            }
            aria-pressed={active}
            onClick={() => onChange(clickChip(filters, chip.id))}
            data-testid={`chip-${chip.id}`}
          >
            {chip.label} ({chip.count})
          </Button>
        );
      })}
    </Wrap>
  );
});
