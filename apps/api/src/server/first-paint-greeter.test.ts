import { describe, expect, it } from 'vitest';
import { DomainFailure, abilityFor } from '@cible/core';
import type { AuthContext } from '../security/auth-context';
import type { TokenAuthenticator } from '../security/authenticate';
import { createFirstPaintGreeter } from './first-paint-greeter';

const USERS: Record<string, string> = { 'admin-token': 'Alice', 'connected-as-token': 'Bruno' };

/** Knows two tokens; any other is refused as the real authenticator refuses it. */
const authenticator: TokenAuthenticator = {
  async authenticateToken(token, options) {
    expect(options.allowPasswordExpired).toBe(false);
    const firstName = USERS[token];
    if (firstName === undefined) throw new DomainFailure('AUTH.TOKEN_INVALID', 'invalid');
    const access = { licenceId: 1, testerLevel: null, isOrganizationManager: false, canExport: false, canExportLocation: false } as const;
    return { user: { id: 1, organizationId: 1, email: 'x@y.z', firstName, status: 1, isPlatformAdmin: false, tokensValidAfter: null, access }, ability: abilityFor(access), session: null, passwordResetTokenHash: null, impersonator: null } as unknown as AuthContext;
  },
  authenticatePasswordReset: () => Promise.reject(new Error('not used')),
};

const at = (iso: string) => createFirstPaintGreeter(authenticator, () => new Date(iso));

describe('createFirstPaintGreeter', () => {
  it('greets the session’s user in the zone of the cookie, in French', async () => {
    const greet = at('2026-11-25T17:30:00Z'); // 18:30 in Paris
    expect(await greet('cible_token=admin-token; cible_zone=Europe%2FParis')).toEqual({ part: 'evening', date: 'mercredi 25 novembre 2026', firstName: 'Alice' });
    expect(await greet('cible_token=admin-token; cible_zone=UTC')).toEqual({ part: 'morning', date: 'mercredi 25 novembre 2026', firstName: 'Alice' });
  });

  it('greets the connected-as user first, as the web app uses his token, and the session’s user when that token fails', async () => {
    const greet = at('2026-11-25T09:00:00Z');
    expect((await greet('cible_token=admin-token; cible_connected_as=connected-as-token; cible_zone=UTC'))?.firstName).toBe('Bruno');
    expect((await greet('cible_token=admin-token; cible_connected_as=expired; cible_zone=UTC'))?.firstName).toBe('Alice');
  });

  it('greets nobody without a valid token or a known zone', async () => {
    const greet = at('2026-11-25T09:00:00Z');
    for (const cookies of [
      undefined,
      'cible_zone=UTC',
      'cible_token=forged; cible_zone=UTC',
      'cible_token=admin-token',
      'cible_token=admin-token; cible_zone=Mars%2FOlympus',
      `cible_token=admin-token; cible_zone=${'Europe/Paris'.padEnd(65, 'x')}`,
      'cible_token=admin-token; cible_zone=%E0%A4%A',
    ]) {
      expect(await greet(cookies), String(cookies)).toBeNull();
    }
  });

  it('lets an unexpected failure (the database down) reach its caller', async () => {
    const failing: TokenAuthenticator = { ...authenticator, authenticateToken: () => Promise.reject(new Error('connection refused')) };
    await expect(createFirstPaintGreeter(failing)('cible_token=admin-token; cible_zone=UTC')).rejects.toThrow('connection refused');
  });
});
