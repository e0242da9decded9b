import {
  decodeJwtPayload,
  isTokenExpired,
  serializeEndpointQuery,
  type BinaryFile,
  type Clock,
  type EndpointResponseType,
  type HttpAbortSignal,
  type HttpClient,
  type HttpMethod,
  type HttpRequestOptions,
  type Timers,
} from '@cible/core';
import type { z } from 'zod';
import { consoleLogger, type Logger } from '../shared/logger';
import { systemTimers } from '../shared/timers';
import { apiRequestErrorOf, type ApiRequestError } from './api-request-error';
import { contentDispositionFileName } from './content-disposition-file-name';
import { InvalidResponseError } from './invalid-response-error';
import { ndjsonLines } from './ndjson-lines';
import { NetworkRequestError } from './network-request-error';
import { zodIssues } from './zod-issues';

/** The `fetch` function (the browser's by default, a recorder in tests). */
export type FetchFunction = (url: string, init: RequestInit) => Promise<Response>;

/** Gives the current session token (the token cookie), or `null` when there is none. */
export type TokenProvider = () => string | null;

/** Time-out of a call when none is configured: 30 s until the whole answer is read (the headers, for streams). */
export const DEFAULT_HTTP_TIMEOUT_MS = 30_000;

export interface FetchHttpClientOptions {
  /** The API host, e.g. `https://api.cible.fr` (an empty string: same origin). */
  readonly baseUrl: string;
  readonly getToken: TokenProvider;
  /**
   * Called when the session is lost: a 401 answer to an authenticated call, or an expired (or unreadable) token at
   * request time. The app logs out. Called at most once per token value.
   */
  readonly onUnauthorized: () => void | Promise<void>;
  /** Decides whether the token has expired. */
  readonly clock: Clock;
  readonly fetch?: FetchFunction;
  /** Per-call time-out in ms (`0`: none). Defaults to {@link DEFAULT_HTTP_TIMEOUT_MS}. */
  readonly timeoutMs?: number;
  readonly timers?: Timers;
  readonly logger?: Logger;
}

/** What came back, read fully (JSON/empty/error answers as text, files as bytes). */
interface RawAnswer {
  readonly status: number;
  readonly headers: Headers;
  readonly text: string | null;
  readonly bytes: Uint8Array | null;
}

/** A GET in flight that identical GETs join: aborted only when every caller has aborted. */
interface SharedGet {
  readonly answer: Promise<RawAnswer>;
  readonly cancel: AbortController;
  callers: number;
}

const NOT_YET = Symbol('not yet');

/** Whether a body goes out as is (form data, files, bytes, text) rather than as JSON. */
function isRawBody(body: unknown): body is BodyInit {
  return (
    typeof body === 'string' ||
    body instanceof ArrayBuffer ||
    ArrayBuffer.isView(body) ||
    (typeof Blob !== 'undefined' && body instanceof Blob) ||
    (typeof FormData !== 'undefined' && body instanceof FormData) ||
    (typeof URLSearchParams !== 'undefined' && body instanceof URLSearchParams)
  );
}

/**
 * The HTTP client of core's {@link HttpClient} port over `fetch` (docs/infra.md "Behaviours"):
 * - calls `baseUrl + path` with the query serialised like the contract (`serializeEndpointQuery`), JSON bodies;
 * - sends `Authorization: Bearer <token>` unless the call is `anonymous`; a token that is expired (or unreadable) at
 *   request time is NOT sent, and `onUnauthorized` is attempted (the app logs out);
 * - a 401 answer to an authenticated call calls `onUnauthorized` (once per token), then rejects;
 * - rejects with typed failures: {@link ApiRequestError} (`{ code, message }` answers), {@link NetworkRequestError}
 *   (`NETWORK`, `TIMEOUT`, `ABORTED`), {@link InvalidResponseError} (answer refused by the schema; logged);
 * - identical concurrent GETs (same URL, token, headers and response type) share one `fetch`;
 * - honours the caller's `AbortSignal` and a per-call time-out.
 */
export class FetchHttpClient implements HttpClient {
  private readonly baseUrl: string;
  private readonly fetchFunction: FetchFunction;
  private readonly timeoutMs: number;
  private readonly timers: Timers;
  private readonly logger: Logger;
  private readonly sharedGets = new Map<string, SharedGet>();
  private lastUnauthorizedToken: string | null | typeof NOT_YET = NOT_YET;

  constructor(private readonly options: FetchHttpClientOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.fetchFunction = options.fetch ?? ((url, init) => globalThis.fetch(url, init));
    this.timeoutMs = options.timeoutMs ?? DEFAULT_HTTP_TIMEOUT_MS;
    this.timers = options.timers ?? systemTimers;
    this.logger = options.logger ?? consoleLogger;
  }

  get<T = unknown>(path: string, options?: HttpRequestOptions<T>): Promise<T> {
    return this.request('GET', path, options ?? {});
  }

  post<T = unknown>(path: string, options?: HttpRequestOptions<T>): Promise<T> {
    return this.request('POST', path, options ?? {});
  }

  put<T = unknown>(path: string, options?: HttpRequestOptions<T>): Promise<T> {
    return this.request('PUT', path, options ?? {});
  }

  patch<T = unknown>(path: string, options?: HttpRequestOptions<T>): Promise<T> {
    return this.request('PATCH', path, options ?? {});
  }

  delete<T = unknown>(path: string, options?: HttpRequestOptions<T>): Promise<T> {
    return this.request('DELETE', path, options ?? {});
  }

  /** The full URL of a call: base, path and serialised query. */
  url(path: string, query?: HttpRequestOptions['query']): string {
    const search = query === undefined ? '' : new URLSearchParams(serializeEndpointQuery(query)).toString();
    return `${this.baseUrl}${path}${search === '' ? '' : `?${search}`}`;
  }

  private async request<T>(method: HttpMethod, path: string, options: HttpRequestOptions<T>): Promise<T> {
    const responseType: EndpointResponseType = options.responseType ?? 'json';
    const url = this.url(path, options.query);
    const anonymous = options.anonymous === true;
    const heldToken = anonymous ? null : this.options.getToken() || null;
    const bearer = heldToken === null ? null : this.usableToken(heldToken);
    const init = this.requestInit(method, options, responseType, bearer);
    const context = { method, path, status: 0 };

    if (responseType === 'ndjson') {
      return this.stream(url, init, options, heldToken, anonymous, context) as Promise<T>;
    }
    const answer =
      method === 'GET'
        ? await this.sharedGet(this.shareKey(url, init, responseType), url, init, responseType, options.signal)
        : await this.exchange(url, init, responseType, options.signal);
    context.status = answer.status;
    if (answer.status < 200 || answer.status >= 300) throw this.failure(answer, heldToken, anonymous);
    return this.parseAnswer(answer, responseType, options.schema, context);
  }

  /** The token if it may be sent; for an expired or unreadable one: `null`, and the session is declared lost. */
  private usableToken(token: string): string | null {
    const claims = decodeJwtPayload(token);
    const nowSeconds = Math.floor(this.options.clock.now().getTime() / 1000);
    if (claims !== null && !isTokenExpired(claims, nowSeconds)) return token;
    this.sessionLost(token);
    return null;
  }

  /** Calls `onUnauthorized` once per token value (concurrent 401s and the logout call itself do not repeat it). */
  private sessionLost(token: string | null): void {
    if (this.lastUnauthorizedToken === token) return;
    this.lastUnauthorizedToken = token;
    try {
      const outcome = this.options.onUnauthorized();
      if (outcome instanceof Promise) outcome.catch((error: unknown) => this.logger.error('[http] onUnauthorized failed', error));
    } catch (error) {
      this.logger.error('[http] onUnauthorized failed', error);
    }
  }

  private requestInit(method: HttpMethod, options: HttpRequestOptions, responseType: EndpointResponseType, bearer: string | null): RequestInit {
    const headers: Record<string, string> = {
      Accept: responseType === 'ndjson' ? 'application/x-ndjson' : responseType === 'binary' ? '*/*' : 'application/json',
    };
    let body: BodyInit | undefined;
    if (options.body !== undefined && method !== 'GET') {
      if (isRawBody(options.body)) {
        body = options.body;
      } else {
        body = JSON.stringify(options.body);
        headers['Content-Type'] = 'application/json';
      }
    }
    Object.assign(headers, options.headers);
    if (bearer !== null) headers.Authorization = `Bearer ${bearer}`;
    return body === undefined ? { method, headers } : { method, headers, body };
  }

  private shareKey(url: string, init: RequestInit, responseType: EndpointResponseType): string {
    const headers = Object.entries(init.headers as Record<string, string>).sort(([a], [b]) => a.localeCompare(b));
    return JSON.stringify([url, responseType, headers]);
  }

  /** Joins an identical GET in flight, or starts one. Each caller may abort alone; the fetch stops when all have. */
  private sharedGet(key: string, url: string, init: RequestInit, responseType: EndpointResponseType, signal?: HttpAbortSignal): Promise<RawAnswer> {
    if (signal?.aborted) return Promise.reject(this.abortedError(url));
    let shared = this.sharedGets.get(key);
    if (shared === undefined) {
      const cancel = new AbortController();
      const answer = this.exchange(url, init, responseType, cancel.signal);
      const entry: SharedGet = { answer, cancel, callers: 0 };
      const forget = () => {
        if (this.sharedGets.get(key) === entry) this.sharedGets.delete(key);
      };
      answer.then(forget, forget);
      this.sharedGets.set(key, entry);
      shared = entry;
    }
    const entry = shared;
    entry.callers += 1;
    if (signal === undefined) return entry.answer;
    return new Promise<RawAnswer>((resolve, reject) => {
      const onAbort = () => {
        entry.callers -= 1;
        if (entry.callers === 0) {
          if (this.sharedGets.get(key) === entry) this.sharedGets.delete(key);
          entry.cancel.abort();
        }
        reject(this.abortedError(url));
      };
      signal.addEventListener('abort', onAbort);
      entry.answer.then(
        (answer) => {
          signal.removeEventListener('abort', onAbort);
          resolve(answer);
        },
        (error: unknown) => {
          signal.removeEventListener('abort', onAbort);
          reject(error);
        },
      );
    });
  }

  /** One fetch, read fully, within the time-out; `cancel` aborts it. */
  private async exchange(url: string, init: RequestInit, responseType: EndpointResponseType, cancel?: HttpAbortSignal): Promise<RawAnswer> {
    if (cancel?.aborted) throw this.abortedError(url);
    const controller = new AbortController();
    let timedOut = false;
    const timer = this.timeoutMs > 0 ? this.timers.setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, this.timeoutMs) : undefined;
    const onCancel = () => controller.abort();
    cancel?.addEventListener('abort', onCancel);
    try {
      const response = await this.fetchFunction(url, { ...init, signal: controller.signal });
      if (responseType === 'binary' && response.ok) {
        return { status: response.status, headers: response.headers, text: null, bytes: new Uint8Array(await response.arrayBuffer()) };
      }
      return { status: response.status, headers: response.headers, text: await response.text(), bytes: null };
    } catch (error) {
      throw this.noAnswerError(url, error, timedOut, cancel?.aborted === true);
    } finally {
      if (timer !== undefined) this.timers.clearTimeout(timer);
      cancel?.removeEventListener('abort', onCancel);
    }
  }

  /** An NDJSON call: resolves once the headers arrive, to the parsed lines as they stream in. */
  private async stream(
    url: string,
    init: RequestInit,
    options: HttpRequestOptions,
    heldToken: string | null,
    anonymous: boolean,
    context: { method: HttpMethod; path: string; status: number },
  ): Promise<AsyncIterable<unknown>> {
    const cancel = options.signal;
    if (cancel?.aborted) throw this.abortedError(url);
    const controller = new AbortController();
    let timedOut = false;
    const timer = this.timeoutMs > 0 ? this.timers.setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, this.timeoutMs) : undefined;
    const onCancel = () => controller.abort();
    cancel?.addEventListener('abort', onCancel);
    let response: Response;
    try {
      response = await this.fetchFunction(url, { ...init, signal: controller.signal });
    } catch (error) {
      cancel?.removeEventListener('abort', onCancel);
      throw this.noAnswerError(url, error, timedOut, cancel?.aborted === true);
    } finally {
      if (timer !== undefined) this.timers.clearTimeout(timer);
    }
    context.status = response.status;
    if (!response.ok || response.body === null) {
      let text: string;
      try {
        text = await response.text();
      } catch (error) {
        throw this.noAnswerError(url, error, false, cancel?.aborted === true);
      } finally {
        cancel?.removeEventListener('abort', onCancel);
      }
      if (!response.ok) throw this.failure({ status: response.status, headers: response.headers, text, bytes: null }, heldToken, anonymous);
      return (async function* empty() {})();
    }
    return this.parseLines(response.body, url, options.schema, context, cancel, onCancel);
  }

  /** The lines of an NDJSON body, each parsed with the schema; a broken stream is a network failure. */
  private async *parseLines(
    body: ReadableStream<Uint8Array>,
    url: string,
    schema: z.ZodType | undefined,
    context: { method: HttpMethod; path: string; status: number },
    cancel: HttpAbortSignal | undefined,
    onCancel: () => void,
  ): AsyncGenerator<unknown, void, undefined> {
    try {
      for await (const line of ndjsonLines(body)) {
        let data: unknown;
        try {
          data = JSON.parse(line);
        } catch {
          throw this.invalid('the answer is not NDJSON', context);
        }
        yield this.validate(data, schema, context);
      }
    } catch (error) {
      if (error instanceof InvalidResponseError) throw error;
      throw this.noAnswerError(url, error, false, cancel?.aborted === true);
    } finally {
      cancel?.removeEventListener('abort', onCancel);
    }
  }

  private parseAnswer<T>(answer: RawAnswer, responseType: EndpointResponseType, schema: z.ZodType<T> | undefined, context: { method: HttpMethod; path: string; status: number }): T {
    if (responseType === 'none') return this.validate(undefined, schema, context);
    if (responseType === 'binary') {
      const file: BinaryFile = {
        content: answer.bytes ?? new TextEncoder().encode(answer.text ?? ''),
        file_name: contentDispositionFileName(answer.headers.get('content-disposition')),
        content_type: answer.headers.get('content-type') ?? 'application/octet-stream',
      };
      return this.validate(file, schema, context);
    }
    const text = answer.text ?? '';
    if (text.trim() === '') return this.validate(undefined, schema, context);
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch {
      throw this.invalid('the answer is not JSON', context);
    }
    return this.validate(data, schema, context);
  }

  private validate<T>(data: unknown, schema: z.ZodType<T> | undefined, context: { method: HttpMethod; path: string; status: number }): T {
    if (schema === undefined) return data as T;
    const parsed = schema.safeParse(data);
    if (parsed.success) return parsed.data;
    throw this.invalid('the answer does not match its schema', context, zodIssues(parsed.error));
  }

  private invalid(reason: string, context: { method: HttpMethod; path: string; status: number }, issues: InvalidResponseError['issues'] = []): InvalidResponseError {
    const error = new InvalidResponseError(`${context.method} ${context.path}: ${reason}`, context.status, issues);
    this.logger.error(`[http] ${error.message}`, issues);
    return error;
  }

  /** The typed failure of an error answer; a 401 to an authenticated call also declares the session lost. */
  private failure(answer: RawAnswer, heldToken: string | null, anonymous: boolean): ApiRequestError {
    if (answer.status === 401 && !anonymous) this.sessionLost(heldToken);
    return apiRequestErrorOf(answer.status, answer.text);
  }

  private noAnswerError(url: string, error: unknown, timedOut: boolean, aborted: boolean): NetworkRequestError {
    if (error instanceof NetworkRequestError) return error;
    if (timedOut) return new NetworkRequestError('TIMEOUT', `No answer from ${url} within ${this.timeoutMs} ms`, { cause: error });
    if (aborted) return this.abortedError(url);
    const reason = error instanceof Error ? error.message : String(error);
    return new NetworkRequestError('NETWORK', `Network failure calling ${url}: ${reason}`, { cause: error });
  }

  private abortedError(url: string): NetworkRequestError {
    return new NetworkRequestError('ABORTED', `Call to ${url} aborted`);
  }
}
