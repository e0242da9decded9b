import { describe, expect, it } from 'vitest';
import { json, noContent } from '../testing/fake-fetch';
import { httpTestClient } from '../testing/http-test-client';
import { HttpEmailMiscGateway } from './http-email-misc-gateway';

const TOKEN = 'AQEAAAAqAAAAB2mkW9Cq9Kc5mDJpZgYx1w7lB3Ft';

describe('HttpEmailMiscGateway', () => {
  it('posts the unsubscribe token without the session’s bearer token (a public call)', async () => {
    const { fake, caller } = httpTestClient();
    fake.answer(noContent());
    await new HttpEmailMiscGateway(caller).unsubscribe({ body: { token: TOKEN } });
    expect(fake.calls[0]).toMatchObject({ method: 'POST', url: 'https://api.cible.test/v1/email/unsubscribe', body: JSON.stringify({ token: TOKEN }) });
    expect(Object.keys(fake.calls[0]!.headers).map((name) => name.toLowerCase())).not.toContain('authorization');
  });

  it('rejects with the API’s coded refusal (a replay)', async () => {
    const { fake, caller, onUnauthorized } = httpTestClient();
    fake.answer(json(409, { code: 'UNSUBSCRIBE.ALREADY_DONE', message: 'already' }));
    await expect(new HttpEmailMiscGateway(caller).unsubscribe({ body: { token: TOKEN } })).rejects.toMatchObject({ kind: 'api', status: 409, error: { code: 'UNSUBSCRIBE.ALREADY_DONE' } });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});
