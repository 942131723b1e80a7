const texts = new WeakMap<object, string>();

/** Whether no value of `value` is an object: freezing it then makes all of it unchangeable. */
function isFlat(value: object): boolean {
  for (const field of Object.values(value)) if (typeof field === 'object' && field !== null) return false;
  return true;
}

/**
 * JSON.stringify, remembered for frozen flat objects (nothing in them can change). The cached results this
 * process keeps (CachedLookups) are such objects, shared by every search of their name: each is serialised
 * once instead of once per answer. Anything else is serialised every time.
 */
export function toJson(value: unknown): string {
  if (typeof value !== 'object' || value === null || !Object.isFrozen(value)) return JSON.stringify(value);
  let text = texts.get(value);
  if (text === undefined) {
    text = JSON.stringify(value);
    if (isFlat(value)) texts.set(value, text);
  }
  return text;
}
