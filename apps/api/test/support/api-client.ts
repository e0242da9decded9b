import { DEMO_PASSWORD } from '../../src/tools/seed/demo-accounts';

/** One answer, read once: status, headers and the parsed JSON body (or the raw text when it is not JSON). */
export interface ApiAnswer<Body = unknown> {
  readonly status: number;
  readonly headers: Headers;
  readonly body: Body;
  readonly text: string;
}

export interface CallOptions {
  readonly token?: string | null;
  readonly body?: unknown;
  /** Sent as the client address (the test servers trust X-Forwarded-For), so throttling tests stay apart. */
  readonly ip?: string;
  readonly headers?: Readonly<Record<string, string>>;
}

/** A small HTTP client for the tests: real requests to the test server. */
export interface ApiClient {
  call<Body = Record<string, unknown>>(method: string, path: string, options?: CallOptions): Promise<ApiAnswer<Body>>;
  /** Logs in and returns the jwt (fails the test unless the login answers 200). */
  login(email: string, password?: string, ip?: string): Promise<string>;
}

let addressCounter = 0;

/** A client address never used before in this test process (10.x.y.z). */
export function freshIp(): string {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}

export function createApiClient(baseUrl: string): ApiClient {
  const call = async <Body>(method: string, path: string, options: CallOptions = {}): Promise<ApiAnswer<Body>> => {
    const headers: Record<string, string> = { 'x-forwarded-for': options.ip ?? freshIp(), ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let payload: string | undefined;
    if (options.body !== undefined) {
      headers['content-type'] ??= 'application/json';
      payload = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
    }
    const response = await fetch(`${baseUrl}${path}`, { method, headers, body: payload });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = text === '' ? undefined : JSON.parse(text);
    } catch {
      // not JSON: keep the text
    }
    return { status: response.status, headers: response.headers, body: body as Body, text };
  };
  return {
    call,
    async login(email, password = DEMO_PASSWORD, ip) {
      const answer = await call<{ jwt: string }>('POST', '/v1/authentication/auth/local', {
        body: { login: email, password },
        ...(ip === undefined ? {} : { ip }),
      });
      if (answer.status !== 200) throw new Error(`login of ${email} answered ${answer.status}: ${answer.text}`);
      return answer.body.jwt;
    },
  };
}

/** The claims of a JWT (no verification: the tests read what the server put in). */
export function claimsOf(jwt: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
}
