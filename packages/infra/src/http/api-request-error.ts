import { ApiErrorSchema, genericErrorCodeOf, type ApiError, type ApiErrorIssue, type HttpFailure } from '@cible/core';

type ApiFailure = Extract<HttpFailure, { kind: 'api' }>;

/**
 * The API refused a call: HTTP status and the `{ code, message }` body (core's `ApiErrorSchema`, docs/api.md "Errors").
 * It is an {@link HttpFailure} of kind `api` (core's `isHttpFailure` recognises it). `message` is for developers; the
 * web app maps `code` to texts.
 */
export class ApiRequestError extends Error implements ApiFailure {
  readonly kind = 'api' as const;
  readonly status: number;
  readonly error: ApiError;

  constructor(status: number, error: ApiError) {
    super(error.message);
    this.name = 'ApiRequestError';
    this.status = status;
    this.error = error;
  }

  /** The stable error code (`AUTH.INVALID_CREDENTIALS`, `NOT_FOUND`, a domain code of core…). */
  get code(): string {
    return this.error.code;
  }

  get details(): Readonly<Record<string, unknown>> | undefined {
    return this.error.details;
  }

  get issues(): readonly ApiErrorIssue[] {
    return this.error.issues ?? [];
  }
}

/** Whether a thrown value is an {@link ApiRequestError}, optionally with a given code. */
export function isApiRequestError(value: unknown, code?: string): value is ApiRequestError {
  return value instanceof ApiRequestError && (code === undefined || value.code === code);
}

/** The failure of an error answer: its `{ code, message }` body, or the status's generic code when it has none. */
export function apiRequestErrorOf(status: number, text: string | null | undefined): ApiRequestError {
  let error: ApiError | null = null;
  try {
    const parsed = ApiErrorSchema.safeParse(JSON.parse(text ?? ''));
    if (parsed.success) error = parsed.data;
  } catch {
    error = null;
  }
  return new ApiRequestError(status, error ?? { code: genericErrorCodeOf(status), message: `HTTP ${status}` });
}
