import type { AccessUser } from '@cible/core';

/** What authentication needs to know about the user a token names (read on every authenticated request). */
export interface SessionUser {
  readonly id: number;
  readonly organizationId: number;
  readonly email: string;
  /** What the home page's greeting calls the user (written into its HTML: apps/api/src/server/first-paint-greeter.ts). */
  readonly firstName: string;
  /** 0 pending activation, 1 active, 2 disabled. */
  readonly status: number;
  readonly isPlatformAdmin: boolean;
  /** Tokens issued before this instant are revoked (logout, password change). */
  readonly tokensValidAfter: Date | null;
  /** The access rules' view of the user (deciding licence, tester level, manager and export flags). */
  readonly access: AccessUser;
}

/** Where authentication reads users (implemented by the users repository; not scoped: it is the caller). */
export interface SessionUserSource {
  findSessionUser(id: number): Promise<SessionUser | null>;
}
