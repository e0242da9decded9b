import { describe, expect, it } from 'vitest';
import { BAT_EMAILS_ENDPOINTS, BAT_EMAILS_MAX, BatEmailIdListSchema, BatEmailListResponseSchema, BatEmailsBodySchema } from './bat-emails.contract';

describe('bat-emails port', () => {
  it('parses the addresses, id 0 being the user’s own', () => {
    const list = { bat_email_list: [{ id: 0, email: 'jeanne.martin@exemple.fr' }, { id: 5, email: 'test@exemple.fr' }] };
    expect(BatEmailListResponseSchema.parse(list)).toEqual(list);
  });

  it('replaces with distinct valid addresses, at most 20', () => {
    expect(BatEmailsBodySchema.parse({ email_list: ['a@exemple.fr', 'b@exemple.fr'] })).toEqual({ email_list: ['a@exemple.fr', 'b@exemple.fr'] });
    expect(BatEmailsBodySchema.safeParse({ email_list: ['a@exemple.fr', 'A@exemple.fr'] }).success).toBe(false);
    expect(BatEmailsBodySchema.safeParse({ email_list: ['nope'] }).success).toBe(false);
    expect(BatEmailsBodySchema.safeParse({ email_list: Array.from({ length: BAT_EMAILS_MAX + 1 }, (_, i) => `t${i}@exemple.fr`) }).success).toBe(false);
    expect(BatEmailsBodySchema.safeParse({ email_list: [], owner: 1 }).success).toBe(false);
  });

  it('sends a test to 1 to 20 addresses, 0 being the user’s own', () => {
    expect(BatEmailIdListSchema.parse([0, 5])).toEqual([0, 5]);
    expect(BatEmailIdListSchema.safeParse([]).success).toBe(false);
    expect(BatEmailIdListSchema.safeParse([-1]).success).toBe(false);
    expect(BatEmailIdListSchema.safeParse(Array.from({ length: BAT_EMAILS_MAX + 1 }, (_, i) => i)).success).toBe(false);
  });

  it('has GET and PUT /v1/email/bat-emails', () => {
    expect(Object.values(BAT_EMAILS_ENDPOINTS).map((endpoint) => `${endpoint.method} ${endpoint.path}`)).toEqual([
      'GET /v1/email/bat-emails',
      'PUT /v1/email/bat-emails',
    ]);
  });
});
