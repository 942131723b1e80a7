import { pino, type Logger } from 'pino';

/** JSON logs to stdout, one line per event, tagged with the process role. */
export function createLogger(role: string, level = 'info'): Logger {
  return pino({ level, base: { role }, timestamp: pino.stdTimeFunctions.isoTime });
}
