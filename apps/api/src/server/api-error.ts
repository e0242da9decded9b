import type { ErrorResponse } from './error-response';

/**
 * An error meant for the client: thrown by a route or a service, turned by the error handler into
 * `status` + `{ code, message }`. Anything else that is thrown becomes a 500 `INTERNAL` (and is logged).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: ErrorResponse['fields'],
  ) {
    super(message);
    this.name = 'ApiError';
  }

  toResponse(): ErrorResponse {
    return this.fields === undefined
      ? { code: this.code, message: this.message }
      : { code: this.code, message: this.message, fields: this.fields };
  }
}
