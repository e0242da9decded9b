import { z } from 'zod';
import type { HelpRequestTypeCode } from '../../catalogues/help-request-types';
import { ApiEmailSchema, ApiPhoneSchema, PORT_LIMITS, safeString } from '../shared/api-primitives';
import { defineEndpoint, EmptyResponseSchema, type EndpointGateway } from '../shared/endpoint';
import { helpAttachmentContentKind, helpAttachmentTypeAgrees } from '../../validation/help-request-attachment';

/** The request type on the wire: a code of the help-request-type catalogue. */
export const HelpRequestTypeCodeSchema = z.enum([
  'customer_service',
  'profile_setup',
  'training',
  'bug_report',
] as const satisfies readonly HelpRequestTypeCode[]);

/**
 * Largest attachment: 3 MB (3 × 1 048 576). The file is read as text, so its content has at most as many
 * characters as the file has bytes.
 * @rule app-shell §5 · help attachment at most 3 MB
 */
export const HELP_ATTACHMENT_MAX_BYTES = 3 * 1_048_576;

/**
 * The attached file: its text content, name and MIME type. The content must be plain text and the type a text type
 * (`HELP.FILE_TYPE_NOT_ALLOWED`, validation/help-request-attachment.ts); the name is not judged.
 */
export const HelpAttachmentSchema = z
  .object({
    file_content: safeString()
      .max(HELP_ATTACHMENT_MAX_BYTES, 'HELP.FILE_TOO_LARGE')
      .refine((content) => helpAttachmentContentKind(content) === 'text', 'HELP.FILE_TYPE_NOT_ALLOWED'),
    file_name: safeString().trim().min(1).max(PORT_LIMITS.name),
    file_type: safeString().max(PORT_LIMITS.name).refine(helpAttachmentTypeAgrees, 'HELP.FILE_TYPE_NOT_ALLOWED'),
  })
  .strict();
export type HelpAttachment = z.infer<typeof HelpAttachmentSchema>;

const optionalText = safeString().trim().max(PORT_LIMITS.name).optional();

/**
 * Help request sent to support (the spec's entity; docs/rules/session-formatting-validation.md "Help form"). The
 * message is required; empty values are dropped by the client before sending, so every other field is optional.
 */
export const HelpRequestBodySchema = z
  .object({
    request_type: HelpRequestTypeCodeSchema,
    message: safeString().trim().min(1, 'HELP.MESSAGE_REQUIRED').max(PORT_LIMITS.longText, 'HELP.MESSAGE_TOO_LONG'),
    attachment: HelpAttachmentSchema.optional(),
    user_first_name: optionalText,
    user_last_name: optionalText,
    organization_name: optionalText,
    direct_phone: ApiPhoneSchema.optional(),
    email: ApiEmailSchema.optional(),
    phone: ApiPhoneSchema.optional(),
  })
  .strict();
export type HelpRequestBody = z.infer<typeof HelpRequestBodySchema>;

/**
 * Help message to support (an email action of the spec; the path is designed: docs/rules/ports.md "help_request"). The
 * answer is not read.
 */
export const HELP_REQUEST_ENDPOINTS = {
  sendHelpRequest: defineEndpoint({
    // designed: not in spec
    method: 'POST',
    path: '/v1/email/help-request',
    summary: 'Send the help form to customer service.',
    designed: true,
    body: HelpRequestBodySchema,
    response: EmptyResponseSchema,
    responseType: 'none',
  }),
} as const;

/** The help-request port. */
export type HelpRequestGateway = EndpointGateway<typeof HELP_REQUEST_ENDPOINTS>;
