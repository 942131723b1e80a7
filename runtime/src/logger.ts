import { pino, type DestinationStream, type Logger } from 'pino';

export type { Logger } from 'pino';

const LEVELS = new Set(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']);

/**
 * Every process's JSON logger: one line per event on stdout, tagged with the process role. The redaction is
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
    destination,
  );
}
