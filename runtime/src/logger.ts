import { pino, type DestinationStream, type Logger } from 'pino';
import { LOG_LEVELS } from './config/fragments.ts';
import { redactUrlsDeep, redactUrlsIn } from './redact.ts';

export type { Logger } from 'pino';

const LEVELS = new Set<string>(LOG_LEVELS);

/**
 * Every process's JSON logger: one line per event on stdout, written synchronously, tagged with the process
 * role (the field `role`, which the supervisor adds to lines that lack it). Two lines of defence should a
 * secret reach a logged object: passwords, cookies and authorization headers are censored by path, and every
 * URL anywhere in a line (a field, an error's message and stack, the message itself) loses its credentials,
 * path and query (redactUrl), so an RPC key in an upstream URL never reaches a log. An unknown level falls
 * back to info, so the config error that names it can still be logged.
 */
export function createLogger(role: string, level = 'info', destination?: DestinationStream): Logger {
  return pino(
    {
      level: LEVELS.has(level) ? level : 'info',
      base: { role },
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: {
        paths: [
          'password',
          '*.password',
          'headers.cookie',
          '*.headers.cookie',
          'headers.authorization',
          '*.headers.authorization',
        ],
        censor: '[redacted]',
      },
      // A copy as a plain object (the serializer gives a special prototype), so its strings are reached.
      serializers: { err: (err: Error) => redactUrlsDeep({ ...pino.stdSerializers.err(err) }) },
      formatters: { log: (fields) => redactUrlsDeep(fields) },
      hooks: {
        logMethod(args, method) {
          const redacted = args.map((arg: unknown) => (typeof arg === 'string' ? redactUrlsIn(arg) : arg));
          method.apply(this, redacted as Parameters<typeof method>);
        },
      },
    },
    // Synchronous by default: a process that exits right after logging (a fatal error, the end of a
    // shutdown) must neither lose nor reorder its last lines, which pino's asynchronous stdout can.
    destination ?? pino.destination({ dest: 1, sync: true }),
  );
}
