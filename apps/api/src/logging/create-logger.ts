import { pino } from 'pino';
import type { DestinationStream, Logger } from 'pino';
import type { LogLevel } from '../config';
import { REDACTED, serializeError } from './serialize-error';

/**
 * A URL with the value of every query parameter replaced, the names kept: the real-time socket carries the JWT in
 * `?token=`, and search texts (names of people) travel in the query string.
 */
export function redactUrlQuery(url: string): string {
  return url.replace(/([?&][^=&#]*=)[^&#]*/g, `$1${REDACTED}`);
}

/** Fastify's request serializer, with the query string's values redacted from the URL. */
function serializeRequest(request: {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number } | null;
}): Record<string, unknown> {
  return {
    method: request.method,
    url: typeof request.url === 'string' ? redactUrlQuery(request.url) : request.url,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * The process logger (JSON lines on stdout, or on `destination`; ISO timestamps). Credentials and the request's data
 * never reach the logs: authorization and cookie headers, any `password`/`token` field of a logged object, the
 * values of request URLs' query strings (the real-time socket's JWT, search texts), request bodies and SQL
 * parameters (`body`, `params`, `parameters` fields), and in errors the statement's parameters and the values the
 * database quotes (see serialize-error.ts).
 */
export function createLogger(level: LogLevel, destination?: DestinationStream): Logger {
  const options = {
    level,
    timestamp: pino.stdTimeFunctions.isoTime,
    serializers: { req: serializeRequest, err: serializeError },
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        '*.password',
        '*.newPassword',
        '*.token',
        '*.jwt',
        'body',
        '*.body',
        'params',
        '*.params',
        'parameters',
        '*.parameters',
      ],
      censor: REDACTED,
    },
  };
  return destination ? pino(options, destination) : pino(options);
}
