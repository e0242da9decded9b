import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { OAuth2Server } from 'oauth2-mock-server';

/** The token request as the provider received it (form fields). */
type TokenRequest = IncomingMessage & { body: Record<string, string> };

/**
 * A standards-conformant local OAuth 2 / OpenID Connect provider (oauth2-mock-server 8.2.3) for the mailbox OAuth
 * flow. The mock itself checks PKCE (S256: the verifier must match the challenge of the code, each code once); this
 * wrapper adds what a real provider does and the mock leaves out: the id token names the mailbox (`email`), only the
 * refresh tokens it issued (and not revoked) are accepted (`invalid_grant` otherwise), access tokens live `expiresIn`
 * seconds, and it answers token introspection (RFC 7662) for the mail servers (dovecot's oauth2 passdb).
 */
export interface LocalOauthProvider {
  readonly baseUrl: string;
  readonly authorizeUrl: string;
  readonly tokenUrl: string;
  readonly introspectionUrl: string;
  /** The address the next id tokens name. */
  email: string;
  /** Whether introspection answers the tokens it issued as active (false: the IMAP server refuses every token). */
  introspectionActive: boolean;
  /** Lifetime of the next access tokens, in seconds. */
  expiresIn: number;
  /** Every token request's form fields, in order (tests check what was sent and that no token leaks elsewhere). */
  readonly tokenRequests: Record<string, string>[];
  /** The `error_description` of every token request refused (the mock's own checks: PKCE, unknown code…), in order. */
  readonly tokenErrors: string[];
  /** Access tokens issued (and the address each belongs to): what the mail servers accept. */
  readonly accessTokens: Map<string, string>;
  /** Every refresh token issued. */
  readonly refreshTokens: Set<string>;
  /** Refuses every refresh token issued so far (`invalid_grant`), as a user revoking the app's access. */
  revokeRefreshTokens(): void;
  /** Plays the user's consent: follows the authorize URL and answers the code and state sent back to the redirect URI. */
  authorize(url: string): Promise<{ code: string; state: string; redirect: URL }>;
  stop(): Promise<void>;
}

export async function startOauthProvider(clientId: string): Promise<LocalOauthProvider> {
  const mock = new OAuth2Server();
  await mock.issuer.keys.generate('RS256');
  const revoked = new Set<string>();
  const provider: LocalOauthProvider = {
    baseUrl: '',
    authorizeUrl: '',
    tokenUrl: '',
    introspectionUrl: '',
    email: 'boite@exemple.test',
    expiresIn: 3600,
    introspectionActive: true,
    tokenRequests: [],
    tokenErrors: [],
    accessTokens: new Map(),
    refreshTokens: new Set(),
    revokeRefreshTokens() {
      for (const token of provider.refreshTokens) revoked.add(token);
    },
    async authorize(url) {
      const answer = await fetch(url, { redirect: 'manual' });
      const location = answer.headers.get('location');
      if (answer.status !== 302 || location === null) throw new Error(`authorize answered ${answer.status}: ${await answer.text()}`);
      const redirect = new URL(location);
      return { code: redirect.searchParams.get('code') ?? '', state: redirect.searchParams.get('state') ?? '', redirect };
    },
    async stop() {
      await new Promise<void>((resolve) => wrapper.close(() => resolve()));
    },
  };
  mock.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }) => {
    // A token id of its own: two tokens signed in the same second differ (a renewed token is a new one).
    token.payload.jti = randomUUID();
    token.payload.email = provider.email;
    token.payload.email_verified = true;
  });
  mock.service.on('beforeResponse', (response: { statusCode: number; body: Record<string, unknown> }, req: TokenRequest) => {
    provider.tokenRequests.push({ ...req.body });
    const presented = req.body.refresh_token;
    if (req.body.grant_type === 'refresh_token' && (presented === undefined || !provider.refreshTokens.has(presented) || revoked.has(presented))) {
      response.statusCode = 400;
      response.body = { error: 'invalid_grant', error_description: 'The refresh token is unknown or revoked.' };
      return;
    }
    if (response.statusCode !== 200) return;
    response.body.expires_in = provider.expiresIn;
    provider.accessTokens.set(String(response.body.access_token), provider.email);
    provider.refreshTokens.add(String(response.body.refresh_token));
  });
  const handler = mock.service.requestHandler;
  // Introspection (RFC 7662, form body `token`): active only for the access tokens this provider issued.
  const wrapper = createServer((req, res) => {
    if (req.method === 'POST' && req.url === '/token') recordRefusals(res, provider.tokenErrors);
    if (req.method !== 'POST' || req.url !== '/introspect') return handler(req, res);
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      const token = new URLSearchParams(body).get('token') ?? '';
      const email = provider.introspectionActive ? provider.accessTokens.get(token) : undefined;
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(email === undefined ? { active: false } : { active: true, email, client_id: clientId }));
    });
  });
  await new Promise<void>((resolve) => wrapper.listen(0, '127.0.0.1', resolve));
  const { port } = wrapper.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;
  mock.issuer.url = baseUrl;
  Object.assign(provider, { baseUrl, authorizeUrl: `${baseUrl}/authorize`, tokenUrl: `${baseUrl}/token`, introspectionUrl: `${baseUrl}/introspect` });
  return provider;
}

/** Keeps the `error_description` of a refused token answer (the mock answers its own refusals without an event). */
function recordRefusals(res: ServerResponse, errors: string[]): void {
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
  res.end = ((...args: unknown[]) => {
    if (res.statusCode >= 400 && (typeof args[0] === 'string' || Buffer.isBuffer(args[0]))) {
      const answer = JSON.parse(String(args[0])) as { error_description?: string; error?: string };
      errors.push(answer.error_description ?? answer.error ?? '');
    }
    return end(...args);
  }) as ServerResponse['end'];
}
