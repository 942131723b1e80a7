import { sessionIdSchema } from '@namescope/common';
import { describe, expect, it } from 'vitest';
import { SESSION_KEY, getSessionId, hasNoHistoryYet, markHistoryRecorded, newSessionId } from './session.ts';

class MemoryStorage {
  data = new Map<string, string>();
  getItem(k: string) {
    return this.data.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    this.data.set(k, v);
  }
}

describe('session id', () => {
  it('is a timestamp plus a random string the API accepts', () => {
    const id = newSessionId(1700000000000, () => 0.5);
    expect(id).toMatch(/^1700000000000-[a-z0-9]{10}$/);
    expect(sessionIdSchema.safeParse(id).success).toBe(true);
  });
  it('is created once and then reused from storage', () => {
    const storage = new MemoryStorage() as unknown as Storage;
    const first = getSessionId(storage);
    expect(getSessionId(storage)).toBe(first);
    expect(storage.getItem(SESSION_KEY)).toBe(first);
  });
  it('has no history to ask for while the id is new to this page view and nothing was recorded', () => {
    const storage = new MemoryStorage() as unknown as Storage;
    const made = getSessionId(storage);
    expect(hasNoHistoryYet(made)).toBe(true);
    markHistoryRecorded(made);
    expect(hasNoHistoryYet(made)).toBe(false);

    const returning = new MemoryStorage();
    returning.setItem(SESSION_KEY, '1700000000000-abcdefghij');
    expect(hasNoHistoryYet(getSessionId(returning as unknown as Storage))).toBe(false);
  });
});
