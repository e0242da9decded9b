import { expect } from 'vitest';

/** The API as one signed-in user calls it from a journey (arranging what the journey does not show). */
export interface SignedInApi {
  /** The answer's JSON (null when empty); a status of 300 or more fails the test with the body. */
  call<T>(method: string, path: string, body?: unknown): Promise<T>;
}

export function signedInApi(baseUrl: string, jwt: string): SignedInApi {
  return {
    async call<T>(method: string, path: string, body?: unknown): Promise<T> {
      const answer = await fetch(`${baseUrl}${path}`, {
        method,
        headers: { authorization: `Bearer ${jwt}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const text = await answer.text();
      expect(answer.status, `${method} ${path}: ${text.slice(0, 500)}`).toBeLessThan(300);
      return (text ? JSON.parse(text) : null) as T;
    },
  };
}

/** A mail of the local mailbox (GET /v1/dev/mails: what the signed-in user sent and received). */
export interface CaughtMail {
  readonly id: string;
  readonly receivedAt: string;
  readonly envelope: { readonly from: string | null; readonly to: string[] };
  readonly subject: string;
  readonly messageId: string | null;
  readonly html: string | null;
  readonly text: string | null;
  readonly listUnsubscribe?: string | null;
  readonly listUnsubscribePost?: string | null;
}
