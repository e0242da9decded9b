import { decodeJwtPayload } from '@cible/core';
import type { User } from '@cible/core';

/** The demo accounts' password (apps/api's demo seed, docs/api.md "Demo data"). */
export const DEMO_PASSWORD = 'Demo2026!';

/** Logs in through the API (not the page) and reads the account as the app will: the token and the user. */
export async function fetchDemoUser(baseUrl: string, login: string): Promise<{ jwt: string; user: User }> {
  const answer = await fetch(`${baseUrl}/v1/authentication/auth/local`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login, password: DEMO_PASSWORD }),
  });
  if (answer.status !== 200) throw new Error(`Login of ${login} answered ${answer.status}: ${await answer.text()}`);
  const { jwt } = (await answer.json()) as { jwt: string };
  const claims = decodeJwtPayload(jwt);
  if (!claims) throw new Error(`The token of ${login} is unreadable.`);
  const userAnswer = await fetch(`${baseUrl}/v1/users/${claims.user_id}`, { headers: { authorization: `Bearer ${jwt}` } });
  if (userAnswer.status !== 200) throw new Error(`GET /v1/users/${claims.user_id} answered ${userAnswer.status}`);
  return { jwt, user: (await userAnswer.json()) as User };
}

/** Waits until the API says the demo data (companies, contacts, news…) is loaded, polling its health every 500 ms. */
export async function waitForDemoData(baseUrl: string, timeoutMs = 120_000): Promise<void> {
  for (let attempt = 0; attempt < timeoutMs / 500; attempt += 1) {
    const health = (await (await fetch(`${baseUrl}/v1/health`)).json()) as { data?: { state?: string } };
    if (health.data?.state === 'ready') return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('The demo data did not load.');
}
