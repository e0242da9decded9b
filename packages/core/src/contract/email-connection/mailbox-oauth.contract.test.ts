import { describe, expect, it } from 'vitest';
import { statusOfErrorCode } from '../../shared/error-status';
import { isMailboxOauthFailureCode, isMailboxOauthProvider, MAILBOX_OAUTH_FAILURE_CODES, MailboxOauthProvidersResponseSchema } from './mailbox-oauth.contract';

describe('mailbox OAuth contract', () => {
  it('names google and microsoft only', () => {
    expect(isMailboxOauthProvider('google')).toBe(true);
    expect(isMailboxOauthProvider('microsoft')).toBe(true);
    expect(isMailboxOauthProvider('nylas')).toBe(false);
    expect(MailboxOauthProvidersResponseSchema.safeParse({ provider_list: ['yahoo'] }).success).toBe(false);
  });

  it('answers every OAuth failure with a 4xx of core’s table', () => {
    const statuses = Object.fromEntries(MAILBOX_OAUTH_FAILURE_CODES.map((code) => [code, statusOfErrorCode(code)]));
    expect(statuses).toEqual({
      'MAILBOX.OAUTH_NOT_CONFIGURED': 409,
      'MAILBOX.OAUTH_REDIRECT_INVALID': 422,
      'MAILBOX.OAUTH_PROVIDER_REQUIRED': 422,
      'MAILBOX.OAUTH_STATE_INVALID': 400,
      'MAILBOX.OAUTH_EXCHANGE_FAILED': 422,
    });
    expect(MAILBOX_OAUTH_FAILURE_CODES.every(isMailboxOauthFailureCode)).toBe(true);
    expect(isMailboxOauthFailureCode('MAILBOX.SMTP_AUTH_FAILED')).toBe(false);
  });
});
