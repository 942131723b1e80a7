import { pino, type DestinationStream, type Logger } from 'pino';

export type { Logger } from 'pino';

const LEVELS = new Set(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']);

/**
 * Every process's JSON logger: one line per event on stdout, written synchronously, tagged with the process role. The redaction is
 * a second line of defence should a password, cookie or key ever end up in a logged object. An unknown
 * level falls back to info, so the config error that names it can still be logged.
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
    },
    // Synchronous by default: a process that exits right after logging (a fatal error, the end of a
    // shutdown) must neither lose nor reorder its last lines, which pino's asynchronous stdout can.
    destination ?? pino.destination({ dest: 1, sync: true }),
  );
}
