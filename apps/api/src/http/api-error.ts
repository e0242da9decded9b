import type { ApiErrorCode, ApiErrorIssue } from '@cible/core';
import type { ErrorResponse } from './error-response';

/** Optional parts of an error answer. */
export interface ApiErrorExtras {
  /** Machine-readable details (`retry_after_seconds`…). */
  readonly details?: Readonly<Record<string, unknown>>;
  /** Validation problems: where (path inside body/query/params) and what (a domain code when there is one). */
  readonly issues?: readonly ApiErrorIssue[];
  /** Extra response headers (`Retry-After`…). */
  readonly headers?: Readonly<Record<string, string>>;
}

/**
 * An error meant for the client: thrown by a route or a service, turned by the error handler into
 * `status` + `{ code, message }` (core's ApiError body). Anything else that is thrown becomes a 500 `INTERNAL`
 * (and is logged). `code` is one of core's API error codes; a domain error code of core passes through with
 * {@link ApiError.fromDomain}.
 */
export class ApiError extends Error {
  readonly code: string;

  constructor(
    readonly status: number,
    code: ApiErrorCode,
    message: string,
    readonly extras: ApiErrorExtras = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
  }

  /** A refusal carrying a domain error code of core unchanged (`PASSWORD.TOO_SHORT`, `HELP.FILE_TOO_LARGE`…). */
  static fromDomain(status: number, code: string, message: string, extras: ApiErrorExtras = {}): ApiError {
    // Domain codes are open-ended (core's rules name them); they share the wire format of ApiErrorCode.
    return new ApiError(status, code as ApiErrorCode, message, extras);
  }

  toResponse(): ErrorResponse {
    const body: ErrorResponse = { code: this.code, message: this.message };
    if (this.extras.details !== undefined) body.details = { ...this.extras.details };
    if (this.extras.issues !== undefined) body.issues = this.extras.issues.map((issue) => ({ ...issue, path: [...issue.path] }));
    return body;
  }
}
