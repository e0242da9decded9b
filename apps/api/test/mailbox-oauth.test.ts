import { createHash } from 'node:crypto';
import { AuthUrlResponseSchema, DomainFailure, EmailCredentialsSchema, EmailTemplateSchema, MailboxOauthProvidersResponseSchema } from '@cible/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { capturingLogger } from './support/capturing-logger';
import { hasDovecot, startDovecot } from './support/dovecot';
import type { DovecotServer } from './support/dovecot';
import { startXoauth2SmtpServer } from './support/mail-servers';
import type { Xoauth2SmtpServer } from './support/mail-servers';
import { startOauthProvider } from './support/oauth-provider';
import type { LocalOauthProvider } from './support/oauth-provider';
import { startSeededServer, userIdOf } from './support/seeded-server';
import { describeEachDatabase } from './support/test-database';

type Server = Awaited<ReturnType<typeof startSeededServer>>;

const APP = 'http://app.cible.test';
const REDIRECT = `${APP}/personal-space/email-connection`;
const CLIENT_ID = 'cible-test-client';
const CLIENT_SECRET = 'cible-test-client-secret';

const SENDER_V2 = 'sender-v2@atlas.demo';
const SENDER = 'sender@atlas.demo';
const MANAGER = 'manager@atlas.demo';
const SALES = 'sales@atlas.demo';
const STRANGER = 'manager@boreal.demo';

const URL_OWN = '/v1/email/nylas/oauth-url';
const URL_OTHER = '/v1/email/nylas/oauth-url-for-other-user';
const TOKEN_OWN = '/v1/email/nylas/oauth-create-access-token';
const TOKEN_OTHER = '/v1/email/nylas/oauth-create-access-token-for-other-user';

// Debian's dovecot is required on CI; elsewhere the file is skipped when it is missing (as mailbox-connection.test.ts).
const describeWithDovecot = hasDovecot() || process.env.CI === 'true' ? describe : describe.skip;

describeWithDovecot('mailbox connection by OAuth 2 with PKCE (oauth2-mock-server, dovecot and SMTP with XOAUTH2)', () => {
  describeEachDatabase('on each database', (context) => {
    let server: Server;
    let provider: LocalOauthProvider;
    let dovecot: DovecotServer;
    let smtp: Xoauth2SmtpServer;
    const logLines: string[] = [];
    /** Every answer of the server in this file (no token may appear in any). */
    const answers: string[] = [];
    /** Every code the provider sent back (never echoed either). */
    const codes: string[] = [];
    const tokens: Record<string, string> = {};
    const ids: Record<string, number> = {};

    beforeAll(async () => {
      provider = await startOauthProvider(CLIENT_ID);
      [dovecot, smtp] = await Promise.all([
        startDovecot([], { oauth2IntrospectionUrl: provider.introspectionUrl }),
        startXoauth2SmtpServer((user, accessToken) => provider.accessTokens.get(accessToken) === user),
      ]);
      server = await startSeededServer(context.db, {
        logger: capturingLogger(logLines),
        env: {
          PUBLIC_URL: APP,
          MAILBOX_CHECK_TIMEOUT_SECONDS: '5',
          GOOGLE_OAUTH_CLIENT_ID: CLIENT_ID,
          GOOGLE_OAUTH_CLIENT_SECRET: CLIENT_SECRET,
          GOOGLE_OAUTH_AUTHORIZE_URL: provider.authorizeUrl,
          GOOGLE_OAUTH_TOKEN_URL: provider.tokenUrl,
          GOOGLE_OAUTH_SMTP_SERVER: `none://${smtp.host}:${smtp.port}`,
          GOOGLE_OAUTH_IMAP_SERVER: `none://${dovecot.host}:${dovecot.port}`,
        },
      });
      for (const email of [SENDER_V2, SENDER, MANAGER, SALES, STRANGER]) {
        ids[email] = await userIdOf(context.db, email);
        tokens[email] = await server.api.login(email);
      }
    }, 120_000);
    afterAll(async () => {
      await server?.close();
      await Promise.all([dovecot?.stop(), smtp?.stop(), provider?.stop()]);
    });

    const call = async (method: string, path: string, caller: string, body?: Record<string, unknown>) => {
      const answer = await server.api.call(method, path, { token: tokens[caller]!, ...(body === undefined ? {} : { body }) });
      answers.push(answer.text);
      return answer;
    };
    const query = (values: Record<string, string | number>) => `?${new URLSearchParams(Object.entries(values).map(([k, v]): [string, string] => [k, String(v)])).toString()}`;
    /** Asks the authorize URL and plays the user's consent: the code and state the provider sends back. */
    const consent = async (caller: string, owner = caller, extra: Record<string, string> = {}) => {
      const path = owner === caller ? URL_OWN + query({ redirect_uri: REDIRECT, ...extra }) : URL_OTHER + query({ redirect_uri: REDIRECT, user_id: ids[owner]!, ...extra });
      const answer = await call('GET', path, caller);
      expect(answer.status, answer.text).toBe(200);
      const { url } = AuthUrlResponseSchema.parse(answer.body);
      const back = await provider.authorize(url);
      codes.push(back.code);
      return { url: new URL(url), ...back };
    };
    const storedRow = async (owner: string) => {
      const [row] = await context.db.query<{ provider: string; email: string; settings: unknown; secret: Buffer; whole: string }>(
        'SELECT provider, email, settings, secret, row_to_json(m)::text AS whole FROM mailbox_credentials m WHERE user_id = $1',
        [ids[owner]],
      );
      return row;
    };
    const connectionOf = async (owner: string) =>
      (await context.db.query<{ status: string; provider: string }>("SELECT status, provider FROM account_connections WHERE user_id = $1 AND kind = 'mailbox'", [ids[owner]]))[0];
    const notifications = async (owner: string, typeId: number) =>
      (
        await context.db.query<{ email: string | null }>(
          "SELECT payload->>'email' AS email FROM notifications WHERE user_id = $1 AND notification_type_id = $2 ORDER BY id",
          [ids[owner]!, typeId],
        )
      ).map((row) => row.email);
    /** A template of the sales user's (the test send's input). */
    const newTemplate = async (tagName: string) => {
      const tag = await call('POST', '/v1/email/templates/tags', SALES, { name: tagName, color: '#336699' });
      const created = await call('POST', '/v1/email/templates', SALES, {
        name: `Essai ${tagName}`,
        subject: 'Bonjour',
        html_content: '<p>Bonjour</p>',
        tag_id_list: [(tag.body as { tag_id: number }).tag_id],
      });
      return EmailTemplateSchema.parse(created.body);
    };
    const refreshCount = () => provider.tokenRequests.filter((request) => request.grant_type === 'refresh_token').length;
    const expectRefused = (answer: { status: number; body: unknown; text: string }, status: number, code: string) => {
      expect(answer.status, answer.text).toBe(status);
      expect(answer.body).toMatchObject({ code });
    };

    it('names the configured providers only', async () => {
      const answer = await call('GET', '/v1/email/oauth-providers', SENDER_V2);
      expect(MailboxOauthProvidersResponseSchema.parse(answer.body)).toEqual({ provider_list: ['google'] });
    });

    it('connects the caller’s mailbox: PKCE S256, state stored hashed, XOAUTH2 checked, tokens sealed, owner notified', async () => {
      provider.email = 'jeanne.martin@gmail.test';
      const { url, code, state, redirect } = await consent(SENDER_V2);
      expect(`${url.origin}${url.pathname}`).toBe(provider.authorizeUrl);
      expect(Object.fromEntries(url.searchParams)).toMatchObject({
        response_type: 'code',
        client_id: CLIENT_ID,
        redirect_uri: REDIRECT,
        scope: 'https://mail.google.com/ openid email',
        code_challenge_method: 'S256',
        access_type: 'offline',
      });
      expect(`${redirect.origin}${redirect.pathname}`).toBe(REDIRECT);
      // 256 random bits; only its hash is stored, with the verifier whose S256 is the challenge sent.
      expect(Buffer.from(state, 'base64url')).toHaveLength(32);
      const [pending] = await context.db.query<{ code_verifier: string; target_user_id: number; whole: string }>(
        'SELECT code_verifier, target_user_id, row_to_json(s)::text AS whole FROM mailbox_oauth_states s WHERE state_hash = $1',
        [createHash('sha256').update(state).digest()],
      );
      expect(pending?.target_user_id).toBe(ids[SENDER_V2]);
      expect(pending!.whole).not.toContain(state);
      expect(createHash('sha256').update(pending!.code_verifier).digest('base64url')).toBe(url.searchParams.get('code_challenge'));

      const smtpLogins = smtp.presentedTokens.length;
      const answer = await call('POST', TOKEN_OWN, SENDER_V2, { code, state });
      expect(answer.status, answer.text).toBe(200);
      expect(EmailCredentialsSchema.parse(answer.body)).toMatchObject({
        status: 'connected',
        account_infos: { email: 'jeanne.martin@gmail.test', provider: 'google', disconnected_at: null },
      });
      // The code went to the token endpoint with the stored verifier; SMTP saw the access token (XOAUTH2).
      const exchange = provider.tokenRequests.at(-1)!;
      expect(exchange).toMatchObject({ grant_type: 'authorization_code', code, code_verifier: pending!.code_verifier, redirect_uri: REDIRECT, client_id: CLIENT_ID });
      expect(smtp.presentedTokens.slice(smtpLogins)).toHaveLength(1);
      expect(provider.accessTokens.get(smtp.presentedTokens.at(-1)!)).toBe('jeanne.martin@gmail.test');

      const row = await storedRow(SENDER_V2);
      expect(row).toMatchObject({
        provider: 'google',
        email: 'jeanne.martin@gmail.test',
        settings: {
          smtp: { host: smtp.host, port: smtp.port, security: 'none', user: 'jeanne.martin@gmail.test' },
          imap: { host: dovecot.host, port: dovecot.port, security: 'none', user: 'jeanne.martin@gmail.test' },
        },
      });
      for (const secret of [...provider.accessTokens.keys(), ...provider.refreshTokens]) {
        expect(row!.whole).not.toContain(secret);
        expect(row!.secret.includes(Buffer.from(secret))).toBe(false);
      }
      expect(await notifications(SENDER_V2, 8)).toEqual(['jeanne.martin@gmail.test']);
      const opened = await server.app.mailboxes.openMailbox(ids[SENDER_V2]!);
      expect(opened?.smtp.accessToken).toBe(smtp.presentedTokens.at(-1));
      expect(opened?.imap).toMatchObject({ user: 'jeanne.martin@gmail.test', port: dovecot.port });

      // The same callback again (a replay): the state is used.
      expectRefused(await call('POST', TOKEN_OWN, SENDER_V2, { code, state }), 400, 'MAILBOX.OAUTH_STATE_INVALID');
    });

    it('refuses a forged, an expired, another caller’s and another mailbox’s state; a replay even in a race', async () => {
      expectRefused(await call('POST', TOKEN_OWN, SENDER_V2, { code: 'code', state: 'forged-state-of-the-attacker' }), 400, 'MAILBOX.OAUTH_STATE_INVALID');

      const expired = await consent(SENDER_V2);
      await context.db.query("UPDATE mailbox_oauth_states SET expires_at = now() - interval '1 second' WHERE state_hash = $1", [
        createHash('sha256').update(expired.state).digest(),
      ]);
      expectRefused(await call('POST', TOKEN_OWN, SENDER_V2, { code: expired.code, state: expired.state }), 400, 'MAILBOX.OAUTH_STATE_INVALID');

      // Sender-v2's state presented by a colleague (same organisation): refused, whatever his rights.
      const stolen = await consent(SENDER_V2);
      expectRefused(await call('POST', TOKEN_OWN, SALES, { code: stolen.code, state: stolen.state }), 400, 'MAILBOX.OAUTH_STATE_INVALID');

      // A state for the sender's mailbox (asked by his manager) finishing the manager's own connection: refused.
      const forSender = await consent(MANAGER, SENDER);
      expectRefused(await call('POST', TOKEN_OWN, MANAGER, { code: forSender.code, state: forSender.state }), 400, 'MAILBOX.OAUTH_STATE_INVALID');

      // Two callbacks with one state at the same moment: one connects, the other is refused.
      const raced = await consent(SENDER_V2);
      const both = await Promise.all([1, 2].map(() => call('POST', TOKEN_OWN, SENDER_V2, { code: raced.code, state: raced.state })));
      expect(both.map((answer) => answer.status).sort()).toEqual([200, 400]);
    });

    it('lets a manager connect a sender’s mailbox, not a sales colleague’s (403); another organisation: 404', async () => {
      provider.email = 'envois.sender@gmail.test';
      const { code, state } = await consent(MANAGER, SENDER);
      // The state is the sender's: an other-user callback naming another mailbox (here the manager's own) is refused.
      expectRefused(await call('POST', TOKEN_OTHER, MANAGER, { code, state, user_id: ids[MANAGER]! }), 400, 'MAILBOX.OAUTH_STATE_INVALID');
      const again = await consent(MANAGER, SENDER);
      const answer = await call('POST', TOKEN_OTHER, MANAGER, { code: again.code, state: again.state, user_id: ids[SENDER]! });
      expect(answer.status, answer.text).toBe(200);
      expect(answer.body).toMatchObject({ status: 'connected', account_infos: { email: 'envois.sender@gmail.test', provider: 'google' } });
      expect(await notifications(SENDER, 8)).toEqual(['envois.sender@gmail.test']);

      expectRefused(await call('GET', URL_OTHER + query({ redirect_uri: REDIRECT, user_id: ids[SALES]! }), MANAGER), 403, 'AUTH.FORBIDDEN');
      expectRefused(await call('POST', TOKEN_OTHER, MANAGER, { code: 'c', state: 's', user_id: ids[SALES]! }), 403, 'AUTH.FORBIDDEN');
      expectRefused(await call('GET', URL_OTHER + query({ redirect_uri: REDIRECT, user_id: ids[SENDER_V2]! }), STRANGER), 404, 'NOT_FOUND');
      expectRefused(await call('POST', TOKEN_OTHER, STRANGER, { code: 'c', state: 's', user_id: ids[SENDER_V2]! }), 404, 'NOT_FOUND');
      const states = await context.db.query('SELECT 1 FROM mailbox_oauth_states WHERE caller_user_id = $1', [ids[STRANGER]]);
      expect(states).toHaveLength(0);
    });

    it('refuses a provider not configured, a redirect URI not ours, and bad input', async () => {
      expectRefused(await call('GET', URL_OWN + query({ redirect_uri: REDIRECT, provider: 'microsoft' }), SENDER_V2), 409, 'MAILBOX.OAUTH_NOT_CONFIGURED');
      for (const redirect of ['https://evil.example/personal-space/email-connection', 'http://app.cible.test.evil.example/x', 'http://user:pw@app.cible.test/x']) {
        expectRefused(await call('GET', URL_OWN + query({ redirect_uri: redirect }), SENDER_V2), 422, 'MAILBOX.OAUTH_REDIRECT_INVALID');
      }
      expect((await call('GET', URL_OWN + query({ redirect_uri: REDIRECT, provider: 'yahoo' }), SENDER_V2)).status).toBe(400);
      expect((await call('GET', URL_OWN + query({ redirect_uri: 'pas une url' }), SENDER_V2)).status).toBe(400);
      expect((await call('POST', TOKEN_OWN, SENDER_V2, { code: 'a\u0000b', state: 's' })).status).toBe(400);
    });

    it('answers 422 when the provider refuses the code: unknown code, wrong PKCE verifier', async () => {
      const before = await storedRow(SALES);
      const unknown = await consent(SALES);
      expectRefused(await call('POST', TOKEN_OWN, SALES, { code: 'never-issued-code', state: unknown.state }), 422, 'MAILBOX.OAUTH_EXCHANGE_FAILED');
      expect(provider.tokenErrors.at(-1)).toBe('code_challenge required');

      // The verifier kept for the state is changed: the provider (the mock checks S256) refuses the code.
      const tampered = await consent(SALES);
      const otherVerifier = 'x'.repeat(43);
      await context.db.query('UPDATE mailbox_oauth_states SET code_verifier = $2 WHERE state_hash = $1', [createHash('sha256').update(tampered.state).digest(), otherVerifier]);
      expectRefused(await call('POST', TOKEN_OWN, SALES, { code: tampered.code, state: tampered.state }), 422, 'MAILBOX.OAUTH_EXCHANGE_FAILED');
      expect(provider.tokenErrors.at(-1)).toBe('code_verifier provided does not match code_challenge');
      expect(await storedRow(SALES)).toEqual(before);
    });

    it('checks the token against IMAP too (dovecot’s oauth2 passdb): refused there, nothing is stored', async () => {
      const before = await storedRow(SALES);
      const { code, state } = await consent(SALES);
      provider.introspectionActive = false;
      try {
        const answer = await call('POST', TOKEN_OWN, SALES, { code, state });
        expectRefused(answer, 422, 'MAILBOX.IMAP_AUTH_FAILED');
        expect(answer.body).toMatchObject({ details: { step: 'imap' } });
      } finally {
        provider.introspectionActive = true;
      }
      expect(await storedRow(SALES)).toEqual(before);
    });

    it('renews the access token 5 minutes before it expires, once for concurrent senders; the test send uses XOAUTH2', async () => {
      provider.email = 'commercial@gmail.test';
      provider.expiresIn = 120;
      const { code, state } = await consent(SALES);
      expect((await call('POST', TOKEN_OWN, SALES, { code, state })).status).toBe(200);
      // The token the connection checked (and stored).
      const first = smtp.presentedTokens.at(-1);

      // Stored token expires in 2 minutes: renewed (refresh_token grant), once for three concurrent callers.
      provider.expiresIn = 3600;
      const refreshes = refreshCount();
      const opened = await Promise.all([1, 2, 3].map(() => server.app.mailboxes.openMailbox(ids[SALES]!)));
      expect(refreshCount()).toBe(refreshes + 1);
      const renewed = opened[0]!.smtp.accessToken!;
      expect(renewed).not.toBe(first);
      expect(opened.map((mailbox) => mailbox!.smtp.accessToken)).toEqual([renewed, renewed, renewed]);
      expect(provider.accessTokens.has(renewed)).toBe(true);
      // Valid for an hour now: not renewed again.
      expect((await server.app.mailboxes.openMailbox(ids[SALES]!))!.imap!.accessToken).toBe(renewed);
      expect(refreshCount()).toBe(refreshes + 1);

      const template = await newTemplate('OAuth');
      const received = smtp.received.length;
      const sent = await call('POST', `/v1/email/template/${template.id}/send-test`, SALES, { bat_email_id_list: [0] });
      expect(sent.status, sent.text).toBe(200);
      expect(sent.body).toEqual({ sent_count: 1 });
      expect(smtp.received.slice(received)).toHaveLength(1);
      expect(smtp.received.at(-1)).toMatchObject({ user: 'commercial@gmail.test' });
      expect(smtp.presentedTokens.at(-1)).toBe(renewed);
    });

    it('marks the mailbox disconnected (owner notified) when the provider refuses the refresh token; the send says not connected', async () => {
      provider.email = 'revoque@gmail.test';
      provider.expiresIn = 60;
      const { code, state } = await consent(SALES);
      expect((await call('POST', TOKEN_OWN, SALES, { code, state })).status).toBe(200);
      provider.revokeRefreshTokens();
      provider.expiresIn = 3600;

      // The test send opens the mailbox: its token expires within 5 minutes, the refresh is refused (invalid_grant).
      const template = await newTemplate('Révoquée');
      const received = smtp.received.length;
      const sent = await call('POST', `/v1/email/template/${template.id}/send-test`, SALES, { bat_email_id_list: [0] });
      expectRefused(sent, 409, 'MAILBOX.NOT_CONNECTED');
      expect(provider.tokenRequests.at(-1)).toMatchObject({ grant_type: 'refresh_token' });
      expect(smtp.received).toHaveLength(received);
      expect(await connectionOf(SALES)).toMatchObject({ status: 'disconnected', provider: 'google' });
      expect((await notifications(SALES, 9)).at(-1)).toBe('revoque@gmail.test');
      const read = await call('GET', `/v1/email/nylas/credentials/${ids[SALES]}`, SALES);
      expect(read.body).toMatchObject({ status: 'disconnected', account_infos: { email: 'revoque@gmail.test' } });
      const [row] = await context.db.query<{ last_failure: string }>('SELECT last_failure FROM mailbox_credentials WHERE user_id = $1', [ids[SALES]]);
      expect(row?.last_failure).toMatch(/invalid_grant/);

      // Opened directly (the sender to come), the same: not connected.
      const refused = await server.app.mailboxes.openMailbox(ids[SALES]!).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(DomainFailure);
      expect((refused as DomainFailure).code).toBe('MAILBOX.NOT_CONNECTED');
    });

    it('never shows a token or a code in an answer or a log line', () => {
      const secrets = [...provider.accessTokens.keys(), ...provider.refreshTokens, ...codes, CLIENT_SECRET];
      expect(secrets.length).toBeGreaterThan(10);
      expect(answers.length).toBeGreaterThan(20);
      expect(logLines.length).toBeGreaterThan(20);
      for (const secret of secrets) {
        for (const text of [...answers, ...logLines]) expect(text.includes(secret), secret).toBe(false);
      }
    });
  });
});
