import { describe, expect, it } from 'vitest';
import { STATUS_LABELS, statusOf } from './status.ts';

describe('statusOf', () => {
  it('uses the answer’s status when there is one', () => {
    expect(statusOf({ status: 'for-sale', available: false })).toBe('for-sale');
    expect(statusOf({ status: 'unavailable', available: false })).toBe('unavailable');
  });
  it('falls back to available=true Available, false Taken', () => {
    expect(statusOf({ status: null, available: true })).toBe('available');
    expect(statusOf({ status: undefined, available: false })).toBe('taken');
    expect(STATUS_LABELS[statusOf({ available: false })]).toBe('Taken');
  });
});
