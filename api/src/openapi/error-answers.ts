import { BODY_LIMIT_BYTES } from '../middleware/json-body.ts';
import type { ApiRoute } from '../routes/route.ts';

/**
 * The error answers of a route as they really occur, by status, each with what it means there. Most follow
 * from how the route is mounted (its schemas, a body, the admin guard, the write limit, the stores it
 * reads); a route declares the others (`errors`), and may add what a derived one means there.
 */
export function errorAnswers(route: ApiRoute): Map<number, string> {
  const answers = new Map<number, string>();
  // The JSON body parser reads the body of every POST and DELETE, whatever the route does with it.
  const takesBody = route.method !== 'get';
  const validated = [
    route.params && 'a path parameter',
    route.query && 'the query string',
    route.body && 'the body',
  ]
    .filter(Boolean)
    .join(' or ');
  const invalid = [
    validated && `${validated} does not pass its schema (\`field\` names the first problem)`,
    takesBody && 'the body is not JSON or not UTF-8',
  ].filter(Boolean);
  if (invalid.length > 0) answers.set(400, capitalise(invalid.join('; ')));
  if (route.session === 'admin') answers.set(401, 'No admin session: log in first');
  if (takesBody) {
    answers.set(413, `The body is larger than ${BODY_LIMIT_BYTES / 1024} KiB`);
    answers.set(415, 'The body is not JSON (send Content-Type: application/json)');
  }
  if (route.limitWrites)
    answers.set(429, 'Too many writes from this IP address (Retry-After says when to retry)');
  if (route.usesStores !== false)
    answers.set(503, 'PostgreSQL or Redis cannot be reached; try again shortly');
  for (const [key, declared] of Object.entries(route.errors ?? {})) {
    const status = Number(key);
    const derived = answers.get(status);
    answers.set(status, derived ? `${derived}. ${declared}` : declared);
  }
  return new Map([...answers].sort(([a], [b]) => a - b));
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
