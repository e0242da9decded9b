import { expect } from 'vitest';
import type { ApiAnswer, ApiClient } from './api-client';

/**
 * The API tests' calls as a signed-in user: `call(method, path, email, body?)` with that user's token (from `tokens`,
 * filled by the file's beforeAll), `ok(answer, parse)` checks a 200 and parses the body, `okCall(...)` calls and checks
 * a 200 and gives the body, `refused(answer, status, code)` checks a coded refusal and gives its body (details). `api` is
 * read at call time (the server starts in beforeAll).
 */
export function signedInCalls(api: () => ApiClient, tokens: Readonly<Record<string, string>>) {
  const call = <Body = Record<string, unknown>>(method: string, path: string, email: string, body?: unknown): Promise<ApiAnswer<Body>> => {
    const token = tokens[email];
    if (token === undefined) throw new Error(`no token for ${email}: log them in first`);
    return api().call<Body>(method, path, { token, ...(body === undefined ? {} : { body }) });
  };
  const ok = async <T>(answer: Promise<ApiAnswer<unknown>>, parse: (body: unknown) => T): Promise<T> => {
    const settled = await answer;
    expect(settled.status, settled.text.slice(0, 400)).toBe(200);
    return parse(settled.body);
  };
  const okCall = async (method: string, path: string, email: string, body?: unknown): Promise<unknown> => {
    const answer = await call<unknown>(method, path, email, body);
    expect(answer.status, `${email} ${method} ${path}: ${answer.text.slice(0, 400)}`).toBe(200);
    return answer.body;
  };
  const refused = async (answer: Promise<ApiAnswer<unknown>>, status: number, code: string): Promise<{ details?: Record<string, unknown> }> => {
    const settled = await answer;
    expect([settled.status, (settled.body as { code?: string } | null)?.code], settled.text.slice(0, 400)).toEqual([status, code]);
    return settled.body as { details?: Record<string, unknown> };
  };
  return { call, ok, okCall, refused };
}
