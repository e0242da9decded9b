import type { FetchFunction } from '../http/fetch-http-client';

/** One call a {@link FakeFetch} received. */
export interface RecordedFetch {
  readonly url: string;
  readonly method: string;
  readonly headers: Record<string, string>;
  readonly body: string | undefined;
  readonly signal: AbortSignal | undefined;
}

/** What the fake answers: a `Response`, or a function of the call (may throw or never settle). */
export type FakeAnswer = Response | ((call: RecordedFetch) => Response | Promise<Response>);

/** Test support: a `fetch` that records its calls and answers from a queue (or a default). */
export class FakeFetch {
  readonly calls: RecordedFetch[] = [];
  private readonly queue: FakeAnswer[] = [];

  constructor(private readonly fallback: FakeAnswer = () => json(200, {})) {}

  /** Answers the next calls in order. */
  answer(...answers: FakeAnswer[]): this {
    this.queue.push(...answers);
    return this;
  }

  readonly fetch: FetchFunction = async (url, init) => {
    const call: RecordedFetch = {
      url,
      method: init.method ?? 'GET',
      headers: { ...(init.headers as Record<string, string>) },
      body: typeof init.body === 'string' ? init.body : undefined,
      signal: init.signal ?? undefined,
    };
    this.calls.push(call);
    const next = this.queue.shift() ?? this.fallback;
    const response = typeof next === 'function' ? await next(call) : next;
    return response.clone();
  };
}

/** A JSON answer. */
export function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
}

/** An empty 204 answer. */
export function noContent(): Response {
  return new Response(null, { status: 204 });
}

/** A promise settled from outside, for answers the test releases when it wants. */
export function deferred<T>(): { promise: Promise<T>; resolve: (value: T) => void; reject: (error: unknown) => void } {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((ok, ko) => {
    resolve = ok;
    reject = ko;
  });
  return { promise, resolve, reject };
}

/** An answer that never comes unless the call is aborted (then it rejects like fetch does). */
export function hangingUntilAborted(call: RecordedFetch): Promise<Response> {
  return new Promise((_resolve, reject) => {
    call.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
  });
}
