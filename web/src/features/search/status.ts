import { effectiveStatus, type LookupResult, type Status } from '@namescope/common';

/** The status a card shows: the answer's own, else available=true reads Available and false Taken. */
export function statusOf(result: Pick<LookupResult, 'available'> & { status?: Status | null }): Status {
  return effectiveStatus(result.status, result.available);
}

/**
 * The status a card shows, and every count and filter with it: the service's own, except for an authenticated
 * name the service reports free. That one is Reserved (for its verified holder): NameScope never offers an
 * authenticated name to anyone as Available (docs/features/search-page-story.md).
 */
export function cardStatus(
  result: Pick<LookupResult, 'available' | 'status'>,
  authenticated: boolean,
): Status {
  const status = statusOf(result);
  return authenticated && status === 'available' ? 'reserved' : status;
}

/** True when the card is an authenticated name its service reports free (see cardStatus). */
export function reservedForHolder(
  result: Pick<LookupResult, 'available' | 'status'>,
  authenticated: boolean,
): boolean {
  return authenticated && statusOf(result) === 'available';
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
