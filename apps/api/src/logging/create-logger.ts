import { pino } from 'pino';
import type { Logger } from 'pino';
import type { LogLevel } from '../config';

/**
 * The process logger (JSON lines on stdout, ISO timestamps). Credentials never reach the logs: authorization and
 * cookie headers, and any `password`/`token` field of a logged object, are redacted.
 */
export function createLogger(level: LogLevel): Logger {
  return pino({
    level,
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        '*.password',
        '*.newPassword',
        '*.token',
        '*.jwt',
      ],
      censor: '[redacted]',
    },
  });
}
