import type { ApiErrorIssue, HttpFailure } from '@cible/core';

type InvalidResponseFailure = Extract<HttpFailure, { kind: 'invalid_response' }>;

/**
 * A successful answer that does not match the contract (not JSON, or refused by the endpoint's response schema).
 * An {@link HttpFailure} of kind `invalid_response`; the client logs it before rejecting.
 */
export class InvalidResponseError extends Error implements InvalidResponseFailure {
  readonly kind = 'invalid_response' as const;
  readonly code = 'INVALID_RESPONSE' as const;
  readonly status: number;
  readonly issues: readonly ApiErrorIssue[];

  constructor(message: string, status: number, issues: readonly ApiErrorIssue[] = []) {
    super(message);
    this.name = 'InvalidResponseError';
    this.status = status;
    this.issues = issues;
  }
}
