import type { z } from 'zod';
import type { ApiError } from '../contract/shared/api-error';
import type { AnyEndpoint, EndpointInput, EndpointResponseType, EndpointResult, QueryStringValue } from '../contract/shared/endpoint';

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
 * A 401 answer triggers logout (docs/infra.md "Behaviours") in the adapter; identical concurrent GET calls are shared.
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
