import { z } from 'zod';
import { safeString } from './api-primitives';
import { endpointPathParamNames } from './endpoint-path';

// The helpers that fill a path and serialise a query use no zod: they are in endpoint-path.ts (the web app's first
// route calls them without loading the contract's schemas), re-exported here.
export { buildEndpointPath, endpointPathParamNames, serializeEndpointQuery, type QueryStringValue } from './endpoint-path';

/** HTTP methods used by the `/v1` and `/v2` contract. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Every HTTP method of the contract, in a stable order. */
export const HTTP_METHODS: readonly HttpMethod[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/**
 * Who may call an endpoint:
 * - `public`: no token (login, reset password, unsubscribe…);
 * - `user`: a valid bearer token of a logged-in user (the default);
 * - `password_change`: a bearer token, which may also be a password-expired or password-reset token.
 * Scheduled work (the sequence runner) runs inside the API's job system; its manual trigger is a `user` route for
 * platform administrators.
 */
export type EndpointAuth = 'public' | 'user' | 'password_change';

/**
 * How the answer is carried:
 * - `json`: one JSON document parsed with the response schema;
 * - `ndjson`: newline-delimited JSON, each line parsed with the response schema (streamed);
 * - `binary`: a file (the response schema describes {@link BinaryFile});
 * - `none`: no body (204); the response schema is {@link EmptyResponseSchema}.
 */
export type EndpointResponseType = 'json' | 'ndjson' | 'binary' | 'none';

/** The name of each `{param}` of a path pattern: `'/v1/users/{user}/queries/{id}'` gives `'user' | 'id'`. */
export type PathParamName<Path extends string> = Path extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PathParamName<Rest>
  : never;

/** Largest id of the contract (PostgreSQL `integer`). */
const MAX_WIRE_ID = 2_147_483_647;

/**
 * A numeric path parameter: a positive integer, given as a number (client side) or as the path's string (server side).
 */
export const PathIdSchema = z
  .union([z.number(), safeString().regex(/^\d{1,10}$/, 'not a number').transform(Number)])
  .pipe(z.number().int().min(1).max(MAX_WIRE_ID));

/** The zod shape of the path parameters of a path: `PathIdSchema` unless overridden. */
export type PathParamsShape<Path extends string, Overrides> = {
  [K in PathParamName<Path>]: K extends keyof Overrides
    ? NonNullable<Overrides[K]> extends z.ZodType
      ? NonNullable<Overrides[K]>
      : typeof PathIdSchema
    : typeof PathIdSchema;
};

/** An empty response (HTTP 204): nothing to parse. */
export const EmptyResponseSchema = z.void();

/** A downloaded file, as the HTTP adapter hands it over (bytes, not a DOM Blob: core stays DOM-free). */
export interface BinaryFile {
  readonly content: Uint8Array;
  readonly file_name: string | null;
  readonly content_type: string;
}

/** Schema of a downloaded file (response schema of `binary` endpoints). */
export const BinaryFileSchema = z.object({
  content: z.instanceof(Uint8Array),
  file_name: safeString().max(255).nullable(),
  content_type: safeString().max(255),
});

/**
 * One call of the HTTP contract. The API registers a route from it (method, path, auth, schemas to validate params,
 * query and body, schema to shape the answer); the browser adapter calls it (fills the path, serialises the query,
 * parses the answer).
 */
export interface EndpointDescriptor<
  Method extends HttpMethod = HttpMethod,
  Path extends string = string,
  Params extends z.ZodType = z.ZodType,
  Query extends z.ZodType | undefined = z.ZodType | undefined,
  Body extends z.ZodType | undefined = z.ZodType | undefined,
  Response extends z.ZodType = z.ZodType,
  ResponseType extends EndpointResponseType = EndpointResponseType,
> {
  readonly method: Method;
  /** The path pattern, parameters in braces as in the spec: `/v1/sequence/sequences/{id}`. */
  readonly path: Path;
  readonly auth: EndpointAuth;
  /** Path parameters (always an object schema; empty when the path has none). */
  readonly params: Params;
  /** Query-string schema (accepts the strings of a URL), or `undefined` when the endpoint takes none. */
  readonly query: Query;
  /** Request-body schema (strict: unknown fields refused), or `undefined` when the endpoint takes none. */
  readonly body: Body;
  readonly response: Response;
  readonly responseType: ResponseType;
  /** `true` when the spec does not show this path (or method) and it was designed here (docs/rules/ports.md). */
  readonly designed: boolean;
  /** One line saying what the call does. */
  readonly summary: string;
}

/** Any endpoint descriptor (for tables and generic code). */
export type AnyEndpoint = EndpointDescriptor;

/** What {@link defineEndpoint} takes. */
export interface EndpointDefinition<
  Method extends HttpMethod,
  Path extends string,
  Overrides,
  Query extends z.ZodType | undefined,
  Body extends z.ZodType | undefined,
  Response extends z.ZodType,
  ResponseType extends EndpointResponseType,
> {
  readonly method: Method;
  readonly path: Path;
  readonly summary: string;
  readonly response: Response;
  readonly query?: Query;
  readonly body?: Body;
  /** Schemas for path parameters that are not positive integer ids (e.g. `{kind}`, `{case}`). */
  readonly params?: Overrides;
  /** Defaults to `user`. */
  readonly auth?: EndpointAuth;
  /** Defaults to `json`. */
  readonly responseType?: ResponseType;
  /** Mark a path that the spec does not show. Defaults to `false`. */
  readonly designed?: boolean;
}

/**
 * Builds an endpoint descriptor. Path parameters default to positive integer ids ({@link PathIdSchema});
 * `params` overrides some of them. Defaults: auth `user`, responseType `json`, designed `false`.
 */
export function defineEndpoint<
  const Method extends HttpMethod,
  const Path extends string,
  Response extends z.ZodType,
  Query extends z.ZodType | undefined = undefined,
  Body extends z.ZodType | undefined = undefined,
  Overrides extends Partial<Record<PathParamName<Path>, z.ZodType>> = Record<never, never>,
  const ResponseType extends EndpointResponseType = 'json',
>(
  definition: EndpointDefinition<Method, Path, Overrides, Query, Body, Response, ResponseType>,
): EndpointDescriptor<Method, Path, z.ZodObject<PathParamsShape<Path, Overrides>, z.core.$strict>, Query, Body, Response, ResponseType> {
  const overrides = (definition.params ?? {}) as Record<string, z.ZodType | undefined>;
  const shape: Record<string, z.ZodType> = {};
  for (const name of endpointPathParamNames(definition.path)) shape[name] = overrides[name] ?? PathIdSchema;
  return {
    method: definition.method,
    path: definition.path,
    summary: definition.summary,
    auth: definition.auth ?? 'user',
    params: z.strictObject(shape) as unknown as z.ZodObject<PathParamsShape<Path, Overrides>, z.core.$strict>,
    query: definition.query as Query,
    body: definition.body as Body,
    response: definition.response,
    responseType: (definition.responseType ?? 'json') as ResponseType,
    designed: definition.designed ?? false,
  };
}

/** A part of a call's input: required when the schema's input requires something, optional otherwise. */
type InputPart<Key extends string, Schema> = Schema extends z.ZodType
  ? Record<never, never> extends z.input<Schema>
    ? { readonly [K in Key]?: z.input<Schema> }
    : { readonly [K in Key]: z.input<Schema> }
  : Record<never, never>;

/** What a caller passes to an endpoint: `{ params?, query?, body? }` as its schemas need. */
export type EndpointInput<E> =
  E extends EndpointDescriptor<HttpMethod, string, infer Params, infer Query, infer Body>
    ? InputPart<'params', Params> & InputPart<'query', Query> & InputPart<'body', Body>
    : never;

/** What an endpoint answers once parsed: the response schema's output; a stream of them for `ndjson`. */
export type EndpointResult<E> =
  E extends EndpointDescriptor<HttpMethod, string, z.ZodType, z.ZodType | undefined, z.ZodType | undefined, infer Response, infer ResponseType>
    ? ResponseType extends 'ndjson'
      ? AsyncIterable<z.output<Response>>
      : z.output<Response>
    : never;

/** The method of a gateway that calls one endpoint. The input is optional when nothing in it is required. */
export type EndpointCall<E> =
  Record<never, never> extends EndpointInput<E>
    ? (input?: EndpointInput<E>) => Promise<EndpointResult<E>>
    : (input: EndpointInput<E>) => Promise<EndpointResult<E>>;

/** A gateway (port) with one method per endpoint of a table, named like the table's keys. */
export type EndpointGateway<Table extends Readonly<Record<string, AnyEndpoint>>> = {
  readonly [K in keyof Table]: EndpointCall<Table[K]>;
};
