import { DEFAULT_NOTIFICATION_SETTINGS } from '@cible/core';
import { describe, expect, it } from 'vitest';
import { json, noContent } from '../testing/fake-fetch';
import { httpTestClient } from '../testing/http-test-client';
import { HttpAuthGateway } from './http-auth-gateway';
import { HttpHelpRequestGateway } from './http-help-request-gateway';
import { HttpNotificationGateway } from './http-notification-gateway';
import { HttpUserGateway } from './http-user-gateway';

const JWT = 'aaa.bbb.ccc';

describe('HttpAuthGateway', () => {
  it('calls the authentication paths of the spec, public ones without the token', async () => {
    const { fake, caller } = httpTestClient();
    const auth = new HttpAuthGateway(caller);
    fake.answer(json(200, { jwt: JWT }), json(200, { jwt: JWT }), noContent(), json(200, { jwt: JWT }), noContent(), noContent(), json(200, { jwt: JWT }));
    await auth.login({ body: { login: 'lea@example.fr', password: 'x' } });
    await auth.renewToken({ body: { jwt: JWT } });
    await auth.resetPassword({ body: { login: 'lea@example.fr' } });
    await auth.changeCurrentPassword({ body: { password: 'Nouveau1', password_confirmation: 'Nouveau1' } });
    await auth.changePassword({ body: { old_password: 'Ancien1', password: 'Nouveau1', password_confirmation: 'Nouveau1' } });
    await auth.logout();
    await auth.activateAccount({ body: { token: 'activation-token-0123456789', password: 'Nouveau1' } });
    expect(fake.calls.map((call) => [call.method, call.url.replace('https://api.cible.test', ''), call.headers.Authorization === undefined ? 'public' : 'bearer'])).toEqual([
      ['POST', '/v1/authentication/auth/local', 'public'],
      ['POST', '/v1/authentication/auth/token-renewals', 'public'],
      ['POST', '/v1/authentication/auth/reset-password', 'public'],
      ['PUT', '/v1/authentication/auth/current/password', 'bearer'],
      ['PUT', '/v1/authentication/auth/password', 'bearer'],
      ['POST', '/v1/authentication/auth/logout', 'bearer'],
      ['POST', '/v1/users/account-activations', 'public'],
    ]);
  });
});

describe('HttpUserGateway', () => {
  it('calls the users paths of the spec', async () => {
    const { fake, caller } = httpTestClient();
    const users = new HttpUserGateway(caller);
    fake.answer(
      json(200, { id: 3, name: 'Acme', license_list: [], creation_date: '2025-01-10T09:00:00.000Z' }),
      json(200, { global_configuration_list: [{ name: 'maintenance', value: false }] }),
      json(200, { user_list: [], user_count: 0 }),
      json(200, { hash: 'abc' }),
    );
    await expect(users.getOrganization({ params: { id: 3 } })).resolves.toMatchObject({ name: 'Acme' });
    await expect(users.getGlobalConfigurations()).resolves.toEqual({ global_configuration_list: [{ name: 'maintenance', value: false }] });
    await expect(users.getManagedUsers()).resolves.toEqual({ user_list: [], user_count: 0 });
    await expect(users.getIntercomVerifiedHash()).resolves.toEqual({ hash: 'abc' });
    expect(fake.calls.map((call) => call.url.replace('https://api.cible.test', ''))).toEqual([
      '/v1/organizations/3',
      '/v1/global-configurations',
      '/v1/users/managed-users?limit=1000&offset=0',
      '/v1/users/intercom-verified-hash',
    ]);
  });

  it('answers a null intercom hash when the call fails, as the spec’s error catalogue says, and logs it', async () => {
    const { fake, caller, logger } = httpTestClient();
    const users = new HttpUserGateway(caller, logger);
    fake.answer(json(500, { code: 'INTERNAL', message: 'x' }), () => Promise.reject(new TypeError('offline')), json(200, { hash: 12 }));
    await expect(users.getIntercomVerifiedHash()).resolves.toEqual({ hash: null });
    await expect(users.getIntercomVerifiedHash()).resolves.toEqual({ hash: null });
    await expect(users.getIntercomVerifiedHash()).resolves.toEqual({ hash: null });
    expect(logger.warn).toHaveBeenCalledTimes(3);
  });

  it('does not hide failures of the other calls', async () => {
    const { fake, caller } = httpTestClient();
    fake.answer(json(404, { code: 'NOT_FOUND', message: 'x' }));
    await expect(new HttpUserGateway(caller).getUser({ params: { id: 9 } })).rejects.toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });
});

describe('HttpNotificationGateway', () => {
  const NOTIFICATION = {
    id: 1,
    notification_type_id: 2,
    sent_at: '2026-03-10T08:00:00.000Z',
    viewed_at: null,
    contact_id: null,
    company_id: null,
    payload: null,
    parsed_payload: null,
  };

  it('calls the notification paths', async () => {
    const { fake, caller } = httpTestClient();
    const notifications = new HttpNotificationGateway(caller);
    const settings = { blocked_query_id_list: [4], newsletter_aggregated: true, newsletter_disabled: false };
    fake.answer(
      json(200, { notification_list: [NOTIFICATION], notification_count: 1 }),
      json(200, { notification_list: [], notification_count: 0 }),
      noContent(),
      noContent(),
      json(200, settings),
      json(200, settings),
      noContent(),
    );
    await expect(notifications.listNotifications({ query: { seen: false } })).resolves.toMatchObject({ notification_count: 1 });
    await notifications.listNotViewedNotifications();
    await notifications.markNotificationViewed({ params: { id: 1 } });
    await notifications.markNotificationsViewed({ body: { id_list: [1, 2] } });
    await expect(notifications.getNotificationSettings()).resolves.toEqual(settings);
    await notifications.updateNotificationSettings({ body: settings });
    await notifications.notifyListAssigned({ body: { query_id: 5, user_id_list: [8] } });
    expect(fake.calls.map((call) => `${call.method} ${call.url.replace('https://api.cible.test', '')}${call.body ? ` ${call.body}` : ''}`)).toEqual([
      'GET /v1/notification/notifications/list?seen=false&limit=20&offset=0',
      'GET /v1/notification/notifications/list/not_viewed?limit=5',
      'POST /v1/notification/notifications/1/viewed',
      'POST /v1/notification/notifications/viewed {"id_list":[1,2]}',
      'GET /v1/notification/settings',
      'PUT /v1/notification/settings {"blocked_query_id_list":[4],"newsletter_aggregated":true,"newsletter_disabled":false}',
      'POST /v1/notification/notifications/list-assigned {"query_id":5,"user_id_list":[8]}',
    ]);
  });

  it('gives the spec defaults (core’s DEFAULT_NOTIFICATION_SETTINGS) when the settings cannot be loaded', async () => {
    const { fake, caller, logger } = httpTestClient();
    const notifications = new HttpNotificationGateway(caller, logger);
    fake.answer(json(503, { code: 'INTERNAL', message: 'x' }));
    const settings = await notifications.getNotificationSettings();
    expect(settings).toEqual({ blocked_query_id_list: [], newsletter_aggregated: false, newsletter_disabled: false });
    expect(settings).toEqual(DEFAULT_NOTIFICATION_SETTINGS);
    expect(settings.blocked_query_id_list).not.toBe(DEFAULT_NOTIFICATION_SETTINGS.blocked_query_id_list);
    expect(logger.warn).toHaveBeenCalledTimes(1);
  });
});

describe('HttpHelpRequestGateway', () => {
  it('posts the help form', async () => {
    const { fake, caller } = httpTestClient();
    fake.answer(noContent());
    await new HttpHelpRequestGateway(caller).sendHelpRequest({ body: { request_type: 'training', message: 'Bonjour' } });
    expect(fake.calls[0]).toMatchObject({ method: 'POST', url: 'https://api.cible.test/v1/email/help-request', body: '{"request_type":"training","message":"Bonjour"}' });
  });
});
