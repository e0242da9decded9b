import { describe, expect, it } from 'vitest';
import { json, noContent } from '../testing/fake-fetch';
import { httpTestClient } from '../testing/http-test-client';
import { HttpEmailConnectionGateway } from './http-email-connection-gateway';
import { HttpLinkedinGateway } from './http-linkedin-gateway';

describe('HttpEmailConnectionGateway and HttpLinkedinGateway', () => {
  it('calls the credentials paths with the token and parses the answers', async () => {
    const { fake, caller } = httpTestClient();
    const email = new HttpEmailConnectionGateway(caller);
    const linkedin = new HttpLinkedinGateway(caller);
    fake.answer(
      json(200, { status: 'connected', account_infos: { email: 'lea@atlas.fr', provider: 'google' } }),
      noContent(),
      json(200, { status: 'disconnected', account_infos: null }),
      noContent(),
    );
    await expect(email.getEmailCredentials({ params: { user: 7 } })).resolves.toEqual({
      status: 'connected',
      account_infos: { email: 'lea@atlas.fr', provider: 'google' },
    });
    await expect(email.deleteEmailCredentials({ params: { user: 7 } })).resolves.toBeUndefined();
    await expect(linkedin.getLinkedinCredentials()).resolves.toEqual({ status: 'disconnected', account_infos: null });
    await expect(linkedin.disconnectLinkedin()).resolves.toBeUndefined();
    expect(
      fake.calls.map((call) => [call.method, call.url.replace('https://api.cible.test', ''), call.headers.Authorization === undefined ? 'public' : 'bearer']),
    ).toEqual([
      ['GET', '/v1/email/nylas/credentials/7', 'bearer'],
      ['DELETE', '/v1/email/nylas/credentials/7', 'bearer'],
      ['GET', '/v1/linkedin/unipile-credentials', 'bearer'],
      ['POST', '/v1/linkedin/disconnect', 'bearer'],
    ]);
  });

  it('rejects an answer outside core’s contract', async () => {
    const { fake, caller } = httpTestClient();
    fake.answer(json(200, { status: 'lost', account_infos: null }));
    await expect(new HttpLinkedinGateway(caller).getLinkedinCredentials()).rejects.toThrow();
  });
});
