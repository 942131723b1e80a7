import { effectiveStatus, type LookupResult, type Status } from '@namescope/common';

/** The status a card shows: the answer's own, else available=true reads Available and false Taken. */
export function statusOf(result: Pick<LookupResult, 'available'> & { status?: Status | null }): Status {
  return effectiveStatus(result.status, result.available);
}

export const STATUS_LABELS: Record<Status, string> = {
  available: 'Available',
  taken: 'Taken',
  protected: 'Protected',
  reserved: 'Reserved',
  'for-sale': 'For Sale',
  unavailable: 'Unavailable',
};

/** Colour palette per status; the badge always carries the label and an icon too, never colour alone. */
export const STATUS_PALETTES: Record<Status, string> = {
  available: 'green',
  taken: 'red',
  protected: 'purple',
  reserved: 'orange',
  'for-sale': 'blue',
  unavailable: 'gray',
};
