import { describe, expect, it } from 'vitest';
import { json, noContent } from '../testing/fake-fetch';
import { httpTestClient } from '../testing/http-test-client';
import { HttpSmartMailingGateway } from './http-smart-mailing-gateway';

describe('HttpSmartMailingGateway', () => {
  it('calls the smart-mailing paths: senders, domains and their check, settings as JSON bodies', async () => {
    const { fake, caller } = httpTestClient();
    const gateway = new HttpSmartMailingGateway(caller);
    fake.answer(json(200, { sender_list: [] }), noContent(), json(200, { domain_list: [] }), noContent(), json(200, { email_header: '<p>Haut</p>', email_footer: null }));
    await expect(gateway.listSenders()).resolves.toEqual({ sender_list: [] });
    await gateway.deleteSender({ params: { id: 4 } });
    await gateway.listSendingDomains();
    await gateway.deleteSendingDomain({ params: { id: 9 } });
    await expect(gateway.updateSmartMailingSettings({ body: { email_header: '<p>Haut</p>', email_footer: null } })).resolves.toEqual({ email_header: '<p>Haut</p>', email_footer: null });
    expect(fake.calls.map((call) => [call.method, call.url.replace('https://api.cible.test', ''), call.body ?? null])).toEqual([
      ['GET', '/v1/smart-mailing/senders', null],
      ['DELETE', '/v1/smart-mailing/senders/4', null],
      ['GET', '/v1/smart-mailing/domains', null],
      ['DELETE', '/v1/smart-mailing/domains/9', null],
      ['PUT', '/v1/smart-mailing/settings', JSON.stringify({ email_header: '<p>Haut</p>', email_footer: null })],
    ]);
  });
});
