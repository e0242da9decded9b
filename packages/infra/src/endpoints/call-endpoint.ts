import {
  buildEndpointPath,
  type AnyEndpoint,
  type EndpointInput,
  type EndpointResult,
  type HttpAbortSignal,
  type HttpClient,
  type HttpRequestOptions,
  type QueryStringValue,
} from '@cible/core';
import type { z } from 'zod';
import { zodIssues } from '../http/zod-issues';
import { RequestValidationError, type RequestValidationCode } from './request-validation-error';

/** Per-call extras of {@link callEndpoint}. */
export interface EndpointCallOptions {
  readonly signal?: HttpAbortSignal;
  readonly headers?: Readonly<Record<string, string>>;
}

function checked(schema: z.ZodType, value: unknown, code: RequestValidationCode, endpoint: AnyEndpoint): unknown {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  throw new RequestValidationError(code, `${endpoint.method} ${endpoint.path}: ${code}`, zodIssues(parsed.error));
}

/**
 * Calls any endpoint descriptor of core through an {@link HttpClient}:
 * path parameters checked with the descriptor's `params` schema and URI-encoded into the path; query checked and
 * serialised; body checked with the descriptor's body schema BEFORE sending (a refusal is a
 * {@link RequestValidationError} and nothing goes out); the answer parsed with the response schema and response type;
 * `public` endpoints go out without the bearer token. What is sent is the schemas' output (trimmed, defaults filled).
 */
export async function callEndpoint<E extends AnyEndpoint>(
  http: HttpClient,
  endpoint: E,
  input: EndpointInput<E>,
  options: EndpointCallOptions = {},
): Promise<EndpointResult<E>> {
  const given = (input ?? {}) as { readonly params?: unknown; readonly query?: unknown; readonly body?: unknown };
  const params = checked(endpoint.params, given.params ?? {}, 'VALIDATION.INVALID_PARAMS', endpoint) as Record<string, string | number>;
  const path = buildEndpointPath(endpoint.path, params);
  const query = endpoint.query === undefined ? undefined : (checked(endpoint.query, given.query ?? {}, 'VALIDATION.INVALID_QUERY', endpoint) as Record<string, QueryStringValue>);
  const body = endpoint.body === undefined ? undefined : checked(endpoint.body, given.body ?? {}, 'VALIDATION.INVALID_BODY', endpoint);
  const request: HttpRequestOptions = {
    schema: endpoint.response,
    responseType: endpoint.responseType,
    anonymous: endpoint.auth === 'public',
    ...(query === undefined ? {} : { query }),
    ...(body === undefined ? {} : { body }),
    ...(options.signal === undefined ? {} : { signal: options.signal }),
    ...(options.headers === undefined ? {} : { headers: options.headers }),
  };
  switch (endpoint.method) {
    case 'GET':
      return (await http.get(path, request)) as EndpointResult<E>;
    case 'POST':
      return (await http.post(path, request)) as EndpointResult<E>;
    case 'PUT':
      return (await http.put(path, request)) as EndpointResult<E>;
    case 'PATCH':
      return (await http.patch(path, request)) as EndpointResult<E>;
    case 'DELETE':
      return (await http.delete(path, request)) as EndpointResult<E>;
  }
}
