import { pino } from 'pino';
import type { Logger } from 'pino';
import type { LogLevel } from '../config';

/** A URL with the value of its `token` query parameters replaced (the real-time socket carries the JWT there). */
export function redactUrlToken(url: string): string {
  return url.replace(/([?&]token=)[^&#]*/gi, '$1[redacted]');
}

/** Fastify's request serializer, with the socket's `?token=` redacted from the URL. */
function serializeRequest(request: {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number } | null;
}): Record<string, unknown> {
  return {
    method: request.method,
    url: typeof request.url === 'string' ? redactUrlToken(request.url) : request.url,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * The process logger (JSON lines on stdout, ISO timestamps). Credentials never reach the logs: authorization and
 * cookie headers, any `password`/`token` field of a logged object, and the `token` query parameter of request URLs
 * (the real-time socket's JWT) are redacted.
 */
export function createLogger(level: LogLevel): Logger {
  return pino({
    level,
    timestamp: pino.stdTimeFunctions.isoTime,
    serializers: { req: serializeRequest },
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
