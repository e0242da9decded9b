import { vi } from 'vitest';
import type { AuthGateway, User, UsersGateway } from '@cible/core';

/** Test helper: an auth gateway whose calls are vi.fn() (login answers the given jwt unless overridden). */
export function fakeAuthGateway(overrides: Partial<Record<keyof AuthGateway, unknown>> = {}): AuthGateway {
  return {
    login: vi.fn(async () => ({ jwt: 'unset' })),
    renewToken: vi.fn(async () => ({ jwt: 'unset' })),
    resetPassword: vi.fn(async () => undefined),
    changeCurrentPassword: vi.fn(async () => ({ jwt: 'unset' })),
    changePassword: vi.fn(async () => undefined),
    logout: vi.fn(async () => undefined),
    ...overrides,
  } as unknown as AuthGateway;
}

/** Test helper: a users gateway answering the given user and organisation users. */
export function fakeUsersGateway(user: User, organizationUsers: User[] = [user], overrides: Partial<Record<keyof UsersGateway, unknown>> = {}): UsersGateway {
  return {
    getUser: vi.fn(async () => user),
    searchUsers: vi.fn(async () => ({ user_list: organizationUsers, user_count: organizationUsers.length })),
    getGlobalConfigurations: vi.fn(async () => ({ global_configuration_list: [] })),
    ...overrides,
  } as unknown as UsersGateway;
}
