import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { statusOfErrorCode } from '@cible/core';
import type { ErrorResponse } from './error-response';

/** What Node's HTTP parser reports for a request it cannot read (header too large, malformed request line…). */
interface ClientConnectionError extends Error {
  readonly code?: string;
}

/**
 * Answers a request that Node's HTTP parser refused before Fastify saw it (headers over 16 KiB: 431, a client that
 * took too long: 408, anything malformed: 400) with the API's error body `{ code, message }` instead of Fastify's
 * own shape, then closes the connection. Fastify's `clientErrorHandler` option.
 */
export function handleClientError(error: ClientConnectionError, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed || !socket.writable) {
    socket.destroy();
    return;
  }
  const refusal =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? { code: 'VALIDATION.HEADERS_TOO_LARGE', message: 'The request line and headers are over 16 KiB (an address that long: shorten the search text).' }
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? { code: 'VALIDATION.REQUEST_TIMEOUT', message: 'The request took too long.' }
        : { code: 'VALIDATION.INVALID_REQUEST', message: 'The request is malformed.' };
  const status = statusOfErrorCode(refusal.code);
  const body = JSON.stringify(refusal satisfies ErrorResponse);
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Bad Request'}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      'X-Content-Type-Options: nosniff\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      'Connection: close\r\n\r\n' +
      body,
  );
}
