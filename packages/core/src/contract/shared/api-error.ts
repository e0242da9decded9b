import * as z from 'zod/mini';
import { safeText } from './safe-text';

/**
 * Error codes the API answers with (designed; the spec shows none). Besides these, a service may pass a domain
 * error code of core through unchanged (`SEQUENCE.TOO_MANY_EMAIL_STEPS`, `CAMPAIGN.SENDER_MISSING`…).
 */
export const API_ERROR_CODES = [
  'AUTH.INVALID_CREDENTIALS',
  'AUTH.TOKEN_MISSING',
  'AUTH.TOKEN_INVALID',
  'AUTH.TOKEN_EXPIRED',
  'AUTH.PASSWORD_EXPIRED',
  'AUTH.ACCOUNT_INACTIVE',
  'AUTH.TOO_MANY_ATTEMPTS',
  'AUTH.FORBIDDEN',
  'AUTH.INVALID_ACTIVATION_TOKEN',
  'AUTH.WRONG_OLD_PASSWORD',
  'VALIDATION.INVALID_BODY',
  'VALIDATION.INVALID_QUERY',
  'VALIDATION.INVALID_PARAMS',
  'VALIDATION.INVALID_REQUEST',
  'VALIDATION.MALFORMED_JSON',
  'VALIDATION.UNSUPPORTED_MEDIA_TYPE',
  'VALIDATION.INVALID_VALUE',
  'VALIDATION.CONSTRAINT_VIOLATED',
  'VALIDATION.TOO_COMPLEX',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'RATE_LIMITED',
  'DATABASE.UNAVAILABLE',
  'LIMIT.QUERIES_REACHED',
  'QUOTA.INQUIRIES_REACHED',
  'CREDITS.INSUFFICIENT',
  'INTEGRATION.UNAVAILABLE',
  'INTERNAL',
] as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

/** Whether a code is one of {@link API_ERROR_CODES}. */
export function isApiErrorCode(code: unknown): code is ApiErrorCode {
  return typeof code === 'string' && (API_ERROR_CODES as readonly string[]).includes(code);
}

/** One problem of a refused request (validation errors): where and what. */
export const ApiErrorIssueSchema = z.object({
  path: z.array(z.union([safeText(), z.number()])),
  message: safeText(),
});
export type ApiErrorIssue = z.infer<typeof ApiErrorIssueSchema>;

/**
 * The body of every error answer (zod/mini: the web app's HTTP client parses it in the first route): a stable code (upper-case, dot-separated), a developer message (never shown
 * to users: the web app maps codes to its own texts), optional details and validation issues.
 */
export const ApiErrorSchema = z.object({
  code: safeText().check(z.regex(/^[A-Z][A-Z0-9_]*(\.[A-Z][A-Z0-9_]*)*$/), z.maxLength(100)),
  message: safeText().check(z.maxLength(1000)),
  details: z.optional(z.record(safeText(), z.unknown())),
  issues: z.optional(z.array(ApiErrorIssueSchema).check(z.maxLength(100))),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;
