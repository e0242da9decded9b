import { describe, expect, it } from 'vitest';
import { SenderCreateBodySchema, SenderSchema } from './senders.contract';

const sender = {
  id: 4,
  sender_name: 'Jeanne de Exemple',
  sender_email_local_part: 'jeanne',
  sender_email_domain_name_part: 'exemple.fr',
  reply_to_email: null,
  is_default: true,
  organization_id: 3,
};

describe('senders contract', () => {
  it('parses a sender with the spec’s fields', () => {
    expect(SenderSchema.parse(sender)).toEqual(sender);
  });

  it('checks senders: local part, domain and reply-to', () => {
    const { id: _id, organization_id: _organization, ...body } = sender;
    expect(SenderCreateBodySchema.parse(body)).toEqual(body);
    expect(SenderCreateBodySchema.safeParse({ ...body, sender_email_local_part: 'jeanne@exemple.fr' }).success).toBe(false);
    expect(SenderCreateBodySchema.safeParse({ ...body, sender_email_domain_name_part: 'exemple' }).success).toBe(false);
    expect(SenderCreateBodySchema.safeParse({ ...body, reply_to_email: 'not-an-email' }).success).toBe(false);
  });
});
