import { z } from 'zod';
import { safeString } from './api-primitives';
import type {
  AnyEndpoint,
  EndpointGateway,
  EndpointInput,
  EndpointResponseType,
  EndpointResult,
  QueryStringValue,
} from './endpoint';

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
  path: z.array(z.union([safeString(), z.number()])),
  message: safeString(),
});
export type ApiErrorIssue = z.infer<typeof ApiErrorIssueSchema>;

/**
 * The body of every error answer: a stable code (upper-case, dot-separated), a developer message (never shown
 * to users: the web app maps codes to its own texts), optional details and validation issues.
 */
export const ApiErrorSchema = z.object({
  code: safeString().regex(/^[A-Z][A-Z0-9_]*(\.[A-Z][A-Z0-9_]*)*$/).max(100),
  message: safeString().max(1000),
  details: z.record(safeString(), z.unknown()).optional(),
  issues: z.array(ApiErrorIssueSchema).max(100).optional(),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;

/** Why an HTTP call failed: the API refused it, the network failed, or the answer did not match its schema. */
export type HttpFailure =
  | { readonly kind: 'api'; readonly status: number; readonly error: ApiError }
  | { readonly kind: 'network'; readonly message: string }
  | { readonly kind: 'invalid_response'; readonly message: string };

/** Whether a thrown value is an {@link HttpFailure} (adapters reject with one). */
export function isHttpFailure(value: unknown): value is HttpFailure {
  if (typeof value !== 'object' || value === null) return false;
  const kind = (value as { kind?: unknown }).kind;
  return kind === 'api' || kind === 'network' || kind === 'invalid_response';
}

/** The part of an abort signal a client needs (structurally an `AbortSignal`; core stays DOM-free). */
export interface HttpAbortSignal {
  readonly aborted: boolean;
  addEventListener(type: 'abort', listener: () => void): void;
  removeEventListener(type: 'abort', listener: () => void): void;
}

/** Options of one HTTP call. With a `schema`, the answer is parsed with it (a mismatch is an `invalid_response`). */
export interface HttpRequestOptions<T = unknown> {
  readonly query?: Readonly<Record<string, QueryStringValue>>;
  readonly body?: unknown;
  readonly headers?: Readonly<Record<string, string>>;
  readonly signal?: HttpAbortSignal;
  readonly schema?: z.ZodType<T>;
  readonly responseType?: EndpointResponseType;
  /**
   * Send the call without the bearer token (`public` endpoints: login, token renewal, reset password, account
   * activation). A 401 answer to such a call is a refusal (wrong credentials), not a lost session: no logout.
   */
  readonly anonymous?: boolean;
}

/**
 * The HTTP client port: calls relative to the API base, with the bearer token; rejects with an {@link HttpFailure}.
 * A 401 answer triggers logout (app-shell §7) in the adapter; identical concurrent GET calls are shared.
 */
export interface HttpClient {
  get<T = unknown>(path: string, options?: HttpRequestOptions<T>): Promise<T>;
  post<T = unknown>(path: string, options?: HttpRequestOptions<T>): Promise<T>;
  put<T = unknown>(path: string, options?: HttpRequestOptions<T>): Promise<T>;
  patch<T = unknown>(path: string, options?: HttpRequestOptions<T>): Promise<T>;
  delete<T = unknown>(path: string, options?: HttpRequestOptions<T>): Promise<T>;
}

/** Calls one endpoint of the contract (the adapter fills the path, serialises the query, parses the answer). */
export interface EndpointClient {
  call<E extends AnyEndpoint>(endpoint: E, input: EndpointInput<E>): Promise<EndpointResult<E>>;
}

/**
 * A gateway for a table of endpoints: one method per key, each calling its endpoint through the client.
 * Infra builds every HTTP gateway with it: `createEndpointGateway(AUTH_ENDPOINTS, client)` is an `AuthGateway`.
 */
export function createEndpointGateway<Table extends Readonly<Record<string, AnyEndpoint>>>(
  table: Table,
  client: EndpointClient,
): EndpointGateway<Table> {
  const gateway: Record<string, (input?: unknown) => Promise<unknown>> = {};
  for (const [name, endpoint] of Object.entries(table)) {
    gateway[name] = (input?: unknown) => client.call(endpoint, (input ?? {}) as EndpointInput<typeof endpoint>);
  }
  return gateway as unknown as EndpointGateway<Table>;
}
