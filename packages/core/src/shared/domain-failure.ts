import type { DomainError } from './domain-error';

/** One problem of a refused input: where (path inside body/query/params) and what (a domain code when there is one). */
export interface FailureIssue {
  readonly path: readonly (string | number)[];
  readonly message: string;
}

/**
 * A domain error thrown by a use case (the API's services): its code decides the HTTP status through core's one
 * table (statusOfErrorCode), the message is for developers (never shown to users: the web maps codes to texts).
 * `details.retry_after_seconds` becomes a Retry-After header.
 */
export class DomainFailure extends Error implements DomainError {
  readonly code: string;
  readonly details: Readonly<Record<string, unknown>> | undefined;
  readonly issues: readonly FailureIssue[] | undefined;

  constructor(code: string, message: string, extras: { readonly details?: Readonly<Record<string, unknown>>; readonly issues?: readonly FailureIssue[] } = {}) {
    super(message);
    this.name = 'DomainFailure';
    this.code = code;
    this.details = extras.details;
    this.issues = extras.issues;
  }
}

/** Whether a thrown value is a {@link DomainFailure} (also across bundles: by name and shape). */
export function isDomainFailure(value: unknown): value is DomainFailure {
  return value instanceof DomainFailure || (value instanceof Error && value.name === 'DomainFailure' && typeof (value as { code?: unknown }).code === 'string');
}
