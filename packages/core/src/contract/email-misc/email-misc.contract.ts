import { z } from 'zod';
import { ApiHtmlSchema, ApiIdSchema, PORT_LIMITS, safeString } from '../shared/api-primitives';
import { defineEndpoint, EmptyResponseSchema, type EndpointGateway } from '../shared/endpoint';

/** Unsubscribe (the spec's call: the token of the email's unsubscribe link). */
export const UnsubscribeBodySchema = z
  .object({ token: safeString().min(16).max(PORT_LIMITS.token).regex(/^[A-Za-z0-9._~-]+$/, 'UNSUBSCRIBE.INVALID_TOKEN') })
  .strict();
export type UnsubscribeBody = z.infer<typeof UnsubscribeBodySchema>;

/** Technical email with a mailbox-connection link, sent to a user of the organisation (designed body). */
export const ConnectionLinkBodySchema = z.object({ user_id: ApiIdSchema }).strict();
export type ConnectionLinkBody = z.infer<typeof ConnectionLinkBodySchema>;

/** One-off email to a contact from the caller's connected mailbox (designed: the spec does not show the payload). */
export const EngageEmailBodySchema = z
  .object({
    contact_id: ApiIdSchema,
    subject: safeString().trim().min(1).max(PORT_LIMITS.name),
    html_content: ApiHtmlSchema,
    template_id: ApiIdSchema.optional(),
    signature_id: ApiIdSchema.optional(),
  })
  .strict();
export type EngageEmailBody = z.infer<typeof EngageEmailBodySchema>;

export const EngageEmailResponseSchema = z.object({ email_id: z.number().int().min(1) });
export type EngageEmailResponse = z.infer<typeof EngageEmailResponseSchema>;

/** Email actions (the spec's "Email" and "Email misc" calls: docs/rules/ports.md "email_misc"). */
export const EMAIL_MISC_ENDPOINTS = {
  unsubscribe: defineEndpoint({
    method: 'POST',
    path: '/v1/email/unsubscribe',
    summary: 'Unsubscribe the recipient of an email (public page /unsubscribe).',
    auth: 'public',
    body: UnsubscribeBodySchema,
    response: EmptyResponseSchema,
    responseType: 'none',
  }),
  sendConnectionLink: defineEndpoint({
    // designed: not in spec
    method: 'POST',
    path: '/v1/email/send-technical/connection-link',
    summary: 'Email a user a link to connect their mailbox.',
    designed: true,
    body: ConnectionLinkBodySchema,
    response: EmptyResponseSchema,
    responseType: 'none',
  }),
  engageContact: defineEndpoint({
    method: 'POST',
    path: '/v1/email/engage',
    summary: 'Send one email to a contact from the caller’s mailbox.',
    body: EngageEmailBodySchema,
    response: EngageEmailResponseSchema,
  }),
} as const;

/** The email-actions port. */
export type EmailMiscGateway = EndpointGateway<typeof EMAIL_MISC_ENDPOINTS>;
