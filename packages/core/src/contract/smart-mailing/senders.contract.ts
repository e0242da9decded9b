import { z } from 'zod';
import { ApiEmailSchema, ApiNameSchema, ResponseIdSchema, safeString } from '../shared/api-primitives';
import { defineEndpoint, EmptyResponseSchema } from '../shared/endpoint';
import { listOnlyResponse } from '../shared/pagination';

// The senders of campaigns (the spec's entity): name, address on one of the organisation's domains, reply-to.

const id = ResponseIdSchema;

/** Sender (the spec's entity). Designed: `id`. */
export const SenderSchema = z.object({
  id,
  sender_name: safeString(),
  sender_email_local_part: safeString(),
  sender_email_domain_name_part: safeString(),
  reply_to_email: safeString().nullable(),
  is_default: z.boolean(),
  organization_id: id,
});
export type Sender = z.infer<typeof SenderSchema>;

export const SenderListResponseSchema = listOnlyResponse(SenderSchema, 'sender_list');
export type SenderListResponse = z.infer<typeof SenderListResponseSchema>;

const senderFields = {
  sender_name: ApiNameSchema,
  /** The part before `@` (RFC 5321: at most 64 characters). */
  sender_email_local_part: safeString().regex(/^[A-Za-z0-9._%+-]{1,64}$/, 'SENDER.INVALID_LOCAL_PART'),
  /** One of the organisation's domains (checked by the service). */
  sender_email_domain_name_part: safeString()
    .max(253)
    .regex(/^([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i, 'SENDER.INVALID_DOMAIN'),
  reply_to_email: ApiEmailSchema.nullable(),
  is_default: z.boolean(),
};

export const SenderCreateBodySchema = z
  .object({
    ...senderFields,
    reply_to_email: senderFields.reply_to_email.optional(),
    is_default: senderFields.is_default.optional(),
  })
  .strict();
export type SenderCreateBody = z.infer<typeof SenderCreateBodySchema>;

export const SenderUpdateBodySchema = z.object(senderFields).partial().strict();
export type SenderUpdateBody = z.infer<typeof SenderUpdateBodySchema>;

/** Senders of the organisation. */
export const SENDER_ENDPOINTS = {
  listSenders: defineEndpoint({
    // designed: not in spec
    method: 'GET',
    path: '/v1/smart-mailing/senders',
    summary: 'Senders of the organisation.',
    designed: true,
    response: SenderListResponseSchema,
  }),
  createSender: defineEndpoint({
    // designed: not in spec
    method: 'POST',
    path: '/v1/smart-mailing/senders',
    summary: 'Add a sender.',
    designed: true,
    body: SenderCreateBodySchema,
    response: SenderSchema,
  }),
  updateSender: defineEndpoint({
    // designed: not in spec
    method: 'PATCH',
    path: '/v1/smart-mailing/senders/{id}',
    summary: 'Change a sender.',
    designed: true,
    body: SenderUpdateBodySchema,
    response: SenderSchema,
  }),
  deleteSender: defineEndpoint({
    // designed: not in spec
    method: 'DELETE',
    path: '/v1/smart-mailing/senders/{id}',
    summary: 'Remove a sender.',
    designed: true,
    response: EmptyResponseSchema,
    responseType: 'none',
  }),
  listUsedSenders: defineEndpoint({
    // designed: not in spec
    method: 'GET',
    path: '/v1/smart-mailing/used-senders',
    summary: 'Senders used by at least one campaign.',
    designed: true,
    response: SenderListResponseSchema,
  }),
} as const;
