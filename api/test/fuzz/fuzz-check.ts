import type { FuzzCase } from './fuzz-cases.ts';
import type { FuzzReply } from './fuzz-send.ts';

/** What is wrong with one answer: a 5xx, no answer, or a 4xx that is not JSON with a message. */
export function replyProblem(reply: FuzzReply): string | undefined {
  if (reply.error) return `no answer: ${reply.error}`;
  if (reply.status >= 500) return `status ${reply.status}: ${reply.body.slice(0, 200)}`;
  if (reply.status >= 400) {
    if (!/^application\/json/.test(reply.contentType))
      return `${reply.status} is ${reply.contentType || 'untyped'}, not JSON`;
    let body: unknown;
    try {
      body = JSON.parse(reply.body);
    } catch {
      return `${reply.status} body is not JSON: ${reply.body.slice(0, 200)}`;
    }
    const message = (body as { message?: unknown } | null)?.message;
    if (typeof message !== 'string' || message.trim() === '')
      return `${reply.status} without a message: ${reply.body.slice(0, 200)}`;
  }
  return undefined;
}

/** A case and its reply, printable so a failure can be replayed by hand. */
export function describeCase(c: FuzzCase, reply: FuzzReply): string {
  const body = c.body
    ? ` body(${c.body.length} B)=${JSON.stringify(c.body.subarray(0, 160).toString('utf8'))}`
    : '';
  return `${c.method} ${c.path.slice(0, 300)} headers=${JSON.stringify(c.headers).slice(0, 400)}${body} -> ${reply.status} ${reply.body.slice(0, 200)}`;
}

/** Counts of replies by status (0 = no answer), in status order. */
export function countByStatus(replies: FuzzReply[]): [number, number][] {
  const counts = new Map<number, number>();
  for (const r of replies) counts.set(r.status, (counts.get(r.status) ?? 0) + 1);
  return [...counts].sort(([a], [b]) => a - b);
}

/**
 * What the successful writes may legitimately have added: every `id` their answers returned, and every
 * string in their request bodies (trimmed and lower-cased, as the schemas store them), for rows whose answer
 * carries no id (a newsletter subscription is identified by its email).
 */
export function legitimateAdds(
  cases: FuzzCase[],
  replies: FuzzReply[],
): { ids: Set<string>; values: Set<string> } {
  const ids = new Set<string>();
  const values = new Set<string>();
  replies.forEach((reply, i) => {
    const c = cases[i]!;
    if (reply.status < 200 || reply.status >= 300 || c.method !== 'POST') return;
    try {
      const id = (JSON.parse(reply.body) as { id?: unknown }).id;
      if (id !== undefined) ids.add(String(id));
    } catch {
      // Not JSON (cannot happen for a 2xx POST of this API); nothing to record.
    }
    try {
      collectStrings(JSON.parse(c.body?.toString('utf8') ?? 'null'), values);
    } catch {
      // A body that is not JSON created nothing.
    }
  });
  return { ids, values };
}

function collectStrings(value: unknown, into: Set<string>): void {
  if (typeof value === 'string') into.add(value.trim().toLowerCase());
  else if (value && typeof value === 'object') for (const v of Object.values(value)) collectStrings(v, into);
}

/**
 * The own keys of the built-in prototypes, to compare before and after: the app runs in this process, so a
 * request that polluted Object.prototype (through __proto__ or constructor.prototype) shows here.
 */
export function prototypeKeys(): string {
  return [Object.prototype, Array.prototype, Function.prototype]
    .map((proto) => Reflect.ownKeys(proto).map(String).sort().join(','))
    .join('|');
}
