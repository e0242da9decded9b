import type { ApiErrorIssue } from '@cible/core';

/** Which part of a call was refused before sending (the codes the API would answer). */
export type RequestValidationCode = 'VALIDATION.INVALID_PARAMS' | 'VALIDATION.INVALID_QUERY' | 'VALIDATION.INVALID_BODY';

/**
 * A call refused by the endpoint's own schemas before it went out: nothing was sent. `issues` carry the zod issues
 * as `{ path, message }` (messages are core's codes, e.g. `PASSWORD.TOO_SHORT`), for form errors.
 */
export class RequestValidationError extends Error {
  readonly code: RequestValidationCode;
  readonly issues: readonly ApiErrorIssue[];

  constructor(code: RequestValidationCode, message: string, issues: readonly ApiErrorIssue[]) {
    super(message);
    this.name = 'RequestValidationError';
    this.code = code;
    this.issues = issues;
  }
}
