import { z } from 'zod';
import type { OauthProviderConfig } from '../config';

/** What a token endpoint answered: the access token, its expiry, the refresh token and the id token when sent. */
export interface OauthTokens {
  readonly accessToken: string;
  /** `null` when the provider sent none (a refresh that keeps the previous one). */
  readonly refreshToken: string | null;
  readonly expiresAt: Date;
  readonly idToken: string | null;
}

/**
 * A token request that did not give tokens: the grant was refused as invalid (`invalid_grant`: a used or forged code, a
 * wrong PKCE verifier, a revoked refresh token), refused otherwise (another OAuth error, an answer we cannot read), or
 * the endpoint did not answer in time. The message never holds a token or a code.
 */
export class OauthGrantError extends Error {
  constructor(
    readonly reason: 'invalid_grant' | 'refused' | 'unreachable',
    message: string,
  ) {
    super(message);
    this.name = 'OauthGrantError';
  }
}

/** The provider's side of the authorization code flow with PKCE (RFC 6749 section 4.1, RFC 7636), over fetch. */
export interface OauthProviderClient {
  /** The authorize URL the browser goes to: code flow, S256 challenge, state, the provider's scopes. */
  authorizeUrl(provider: OauthProviderConfig, request: { readonly state: string; readonly codeChallenge: string; readonly redirectUri: string }): string;
  /** Trades the code and the PKCE verifier for tokens (grant `authorization_code`). */
  exchangeCode(provider: OauthProviderConfig, request: { readonly code: string; readonly codeVerifier: string; readonly redirectUri: string }): Promise<OauthTokens>;
  /** New tokens from the refresh token (grant `refresh_token`). */
  refresh(provider: OauthProviderConfig, refreshToken: string): Promise<OauthTokens>;
}

const TokenAnswerSchema = z.object({
  access_token: z.string().min(1).max(16_384),
  token_type: z.string().optional(),
  expires_in: z.coerce.number().int().positive().max(10 * 365 * 24 * 3600),
  refresh_token: z.string().min(1).max(16_384).optional(),
  id_token: z.string().min(1).max(16_384).optional(),
});

const ErrorAnswerSchema = z.object({ error: z.string().max(200) });

/** The token endpoint's answer read, or the {@link OauthGrantError} it means. */
async function readTokenAnswer(response: Response): Promise<OauthTokens> {
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const error = ErrorAnswerSchema.safeParse(body);
    const code = error.success ? error.data.error : `HTTP ${response.status}`;
    throw new OauthGrantError(code === 'invalid_grant' ? 'invalid_grant' : 'refused', `The token endpoint refused the grant (${code}).`);
  }
  const answer = TokenAnswerSchema.safeParse(body);
  if (!answer.success) throw new OauthGrantError('refused', 'The token endpoint answered no usable token.');
  return {
    accessToken: answer.data.access_token,
    refreshToken: answer.data.refresh_token ?? null,
    expiresAt: new Date(Date.now() + answer.data.expires_in * 1000),
    idToken: answer.data.id_token ?? null,
  };
}

/**
 * Token requests go to the provider's token endpoint with the client id and secret in the body
 * (`client_secret_post`, which Google and Microsoft accept), each bounded by `timeoutMs`.
 */
export function createOauthProviderClient(options: { readonly timeoutMs: number }): OauthProviderClient {
  const tokenRequest = async (provider: OauthProviderConfig, grant: Record<string, string>): Promise<OauthTokens> => {
    let response: Response;
    try {
      response = await fetch(provider.tokenUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: new URLSearchParams({ ...grant, client_id: provider.clientId, client_secret: provider.clientSecret }),
        redirect: 'error',
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (error) {
      const name = error instanceof Error ? error.name : 'error';
      throw new OauthGrantError('unreachable', `The token endpoint did not answer (${name}).`);
    }
    return readTokenAnswer(response);
  };

  return {
    authorizeUrl(provider, request) {
      const url = new URL(provider.authorizeUrl);
      const params = {
        ...provider.authorizeParams,
        response_type: 'code',
        client_id: provider.clientId,
        redirect_uri: request.redirectUri,
        scope: provider.scopes.join(' '),
        state: request.state,
        code_challenge: request.codeChallenge,
        code_challenge_method: 'S256',
      };
      for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
      return url.toString();
    },
    exchangeCode(provider, request) {
      return tokenRequest(provider, {
        grant_type: 'authorization_code',
        code: request.code,
        code_verifier: request.codeVerifier,
        redirect_uri: request.redirectUri,
      });
    },
    refresh(provider, refreshToken) {
      return tokenRequest(provider, { grant_type: 'refresh_token', refresh_token: refreshToken });
    },
  };
}
