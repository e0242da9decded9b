import { AUTH_ENDPOINTS, defineEndpoint, EmptyResponseSchema, NOTIFICATIONS_ENDPOINTS, USERS_ENDPOINTS } from '@cible/core';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { InvalidResponseError } from '../http/invalid-response-error';
import { json, noContent } from '../testing/fake-fetch';
import { httpTestClient } from '../testing/http-test-client';
import { callEndpoint } from './call-endpoint';
import { RequestValidationError } from './request-validation-error';

const USER = {
  id: 7,
  first_name: 'Léa',
  last_name: 'Martin',
  email: 'lea.martin@example.fr',
  phone: null,
  mobile_phone: null,
  is_organization_manager: false,
  can_export: true,
  can_export_location: false,
  organization: { id: 3, name: 'Acme' },
  organization_user_license_list: [{ license: { id: 1, name: 'Sales' } }],
  status: 1,
  tester_level: null,
  civility_id: null,
  creation_date: '2025-01-10T09:00:00.000Z',
};

describe('callEndpoint', () => {
  it('fills and encodes path parameters, and parses the answer with the response schema', async () => {
    const { fake, http } = httpTestClient();
    const endpoint = defineEndpoint({
      method: 'GET',
      path: '/v1/things/{kind}/{id}',
      summary: 'test',
      params: { kind: z.string() },
      response: z.object({ ok: z.boolean() }),
    });
    fake.answer(json(200, { ok: true, ignored: 1 }));
    await expect(callEndpoint(http, endpoint, { params: { kind: 'a/b c', id: 12 } })).resolves.toEqual({ ok: true });
    expect(fake.calls[0]?.url).toBe('https://api.cible.test/v1/things/a%2Fb%20c/12');
  });

  it('refuses bad path parameters before sending', async () => {
    const { fake, http } = httpTestClient();
    const failure = await callEndpoint(http, USERS_ENDPOINTS.getUser, { params: { id: -1 } }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(RequestValidationError);
    expect(failure).toMatchObject({ code: 'VALIDATION.INVALID_PARAMS', issues: [{ path: ['id'] }] });
    expect(fake.calls).toHaveLength(0);
  });

  it('serialises the query as the schema outputs it (defaults filled, lists comma-joined)', async () => {
    const { fake, http } = httpTestClient();
    fake.answer(json(200, { user_list: [USER], user_count: 1 }));
    const answer = await callEndpoint(http, USERS_ENDPOINTS.searchUsers, { query: { search: '  Martin ', id_list: [7, 8] } });
    expect(answer.user_list[0]?.first_name).toBe('Léa');
    expect(fake.calls[0]?.url).toBe('https://api.cible.test/v1/users?search=Martin&id_list=7%2C8&limit=100&offset=0');
  });

  it('refuses a bad query before sending', async () => {
    const { fake, http } = httpTestClient();
    await expect(callEndpoint(http, NOTIFICATIONS_ENDPOINTS.listNotifications, { query: { limit: 5000 } })).rejects.toMatchObject({ code: 'VALIDATION.INVALID_QUERY' });
    expect(fake.calls).toHaveLength(0);
  });

  it('validates the body with the descriptor schema before sending: nothing goes out when it is refused', async () => {
    const { fake, http } = httpTestClient();
    const failure = await callEndpoint(http, AUTH_ENDPOINTS.changePassword, {
      body: { old_password: 'Ancien1x', password: 'court', password_confirmation: 'court' },
    }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(RequestValidationError);
    expect(failure).toMatchObject({ code: 'VALIDATION.INVALID_BODY', issues: [{ path: ['password'], message: 'PASSWORD.TOO_SHORT' }] });
    expect(fake.calls).toHaveLength(0);
  });

  it('sends the checked body as JSON (trimmed by the schema) with the method of the descriptor', async () => {
    const { fake, http, token } = httpTestClient();
    fake.answer(json(200, { ...USER, first_name: 'Lea' }));
    await callEndpoint(http, USERS_ENDPOINTS.updateUser, { params: { id: 7 }, body: { first_name: '  Lea ' } });
    expect(fake.calls[0]).toMatchObject({
      method: 'PATCH',
      url: 'https://api.cible.test/v1/users/7',
      body: '{"first_name":"Lea"}',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    });
  });

  it('calls public endpoints without the bearer token', async () => {
    const { fake, http } = httpTestClient();
    fake.answer(json(200, { jwt: 'aaa.bbb.ccc' }));
    await expect(callEndpoint(http, AUTH_ENDPOINTS.login, { body: { login: 'lea@example.fr', password: 'Secret12' } })).resolves.toEqual({ jwt: 'aaa.bbb.ccc' });
    expect(fake.calls[0]?.headers.Authorization).toBeUndefined();
  });

  it('reads empty answers of responseType none', async () => {
    const { fake, http } = httpTestClient();
    fake.answer(noContent());
    await expect(callEndpoint(http, NOTIFICATIONS_ENDPOINTS.markNotificationViewed, { params: { id: 4 } })).resolves.toBeUndefined();
    expect(fake.calls[0]).toMatchObject({ method: 'POST', url: 'https://api.cible.test/v1/notification/notifications/4/viewed' });
  });

  it('sends an empty object for an all-optional body, and rejects answers that break the response schema', async () => {
    const { fake, http } = httpTestClient();
    fake.answer(noContent());
    await callEndpoint(http, NOTIFICATIONS_ENDPOINTS.markNotificationsViewed, {});
    expect(fake.calls[0]?.body).toBe('{}');
    fake.answer(json(200, { jwt: 42 }));
    await expect(callEndpoint(http, AUTH_ENDPOINTS.renewToken, { body: { jwt: 'aaa.bbb.ccc' } })).rejects.toBeInstanceOf(InvalidResponseError);
  });

  it('passes an abort signal through', async () => {
    const { http } = httpTestClient();
    const controller = new AbortController();
    controller.abort();
    const endpoint = defineEndpoint({ method: 'DELETE', path: '/v1/things/{id}', summary: 'test', response: EmptyResponseSchema, responseType: 'none' });
    await expect(callEndpoint(http, endpoint, { params: { id: 1 } }, { signal: controller.signal })).rejects.toMatchObject({ code: 'ABORTED' });
  });
});
