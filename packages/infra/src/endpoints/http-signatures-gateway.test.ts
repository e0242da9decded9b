import { describe, expect, it } from 'vitest';
import { json } from '../testing/fake-fetch';
import { httpTestClient } from '../testing/http-test-client';
import { HttpSignaturesGateway } from './http-signatures-gateway';

const SIGNATURE = { id: 3, name: 'Standard', html_content: '<p>Léa</p>', plain_content: 'Léa', user_id: 7 };

describe('HttpSignaturesGateway', () => {
  it('calls the signature paths with the token, the body and the query, and parses the answers', async () => {
    const { fake, caller } = httpTestClient();
    const gateway = new HttpSignaturesGateway(caller);
    fake.answer(json(200, { signature_list: [SIGNATURE] }), json(200, SIGNATURE), json(200, { signature_list: [] }), json(200, { ...SIGNATURE, user_id: 12 }));
    await expect(gateway.listSignatures()).resolves.toEqual({ signature_list: [SIGNATURE] });
    await expect(gateway.replaceSignature({ params: { id: 3 }, body: { name: 'Standard', html_content: '<p>Léa</p>', plain_content: 'Léa' } })).resolves.toEqual(SIGNATURE);
    await expect(gateway.listOtherUsersSignatures({ query: { user_id_list: [12] } })).resolves.toEqual({ signature_list: [] });
    await gateway.createOtherUserSignature({ body: { name: 'Standard', html_content: '<p>Léa</p>', user_id: 12 } });
    expect(fake.calls.map((call) => [call.method, call.url.replace('https://api.cible.test', ''), call.headers.Authorization === undefined ? 'public' : 'bearer'])).toEqual([
      ['GET', '/v1/email/signatures', 'bearer'],
      ['PUT', '/v1/email/signature/3', 'bearer'],
      ['GET', '/v1/email/signatures-of-other-users?user_id_list=12', 'bearer'],
      ['POST', '/v1/email/signature-for-other-user', 'bearer'],
    ]);
    expect(JSON.parse(String(fake.calls[3]!.body))).toEqual({ name: 'Standard', html_content: '<p>Léa</p>', user_id: 12 });
  });

  it('refuses a body outside core’s contract before any call (user_id on one’s own signature)', async () => {
    const { fake, caller } = httpTestClient();
    const body = { name: 'Standard', html_content: '<p>x</p>', user_id: 12 } as unknown as { name: string; html_content: string };
    await expect(new HttpSignaturesGateway(caller).createSignature({ body })).rejects.toThrow();
    expect(fake.calls).toEqual([]);
  });
});
