import { createLogger as createProcessLogger, type Logger } from '@namescope/runtime';
import type { DestinationStream } from 'pino';

/**
 * The API's JSON logger: the logger every process uses, tagged role 'api'. Request logs never carry bodies
 * or cookies; its redaction is a second line of defence.
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  return createProcessLogger('api', level, destination);
}
