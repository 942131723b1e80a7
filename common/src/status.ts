/** Availability vocabulary of a lookup result (docs/product.md section 4). */
export const STATUSES = ['available', 'taken', 'protected', 'reserved', 'for-sale', 'unavailable'] as const;
export type Status = (typeof STATUSES)[number];

export const LOOKUP_FAILED_MESSAGE = 'Unable to check availability';
export const TOO_SHORT_MESSAGE = 'Minimum 3 characters required';

/** Status to show when an upstream answered without one: available=true reads Available, else Taken. */
export function effectiveStatus(status: Status | null | undefined, available: boolean): Status {
  return status ?? (available ? 'available' : 'taken');
}
