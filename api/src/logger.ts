import pino, { type DestinationStream, type Logger } from 'pino';

/**
 * The API's JSON logger. Request logs never carry bodies or cookies; the redaction is a second line of
 * defence should a password or session cookie ever end up in a logged object.
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      base: { service: 'api' },
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: {
        paths: ['password', '*.password', 'headers.cookie', '*.headers.cookie', 'headers.authorization'],
        censor: '[redacted]',
      },
    },
    destination,
  );
}
