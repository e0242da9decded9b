import { z } from 'zod';
import { ApiEmailSchema, PORT_LIMITS, safeString } from '../shared/api-primitives';
import { defineEndpoint, type EndpointGateway } from '../shared/endpoint';
import { listOnlyResponse } from '../shared/pagination';

/** Most test addresses a user may keep (designed). */
export const BAT_EMAILS_MAX = 20;

/**
 * The addresses of a test send (of a sequence step or a campaign): ids of test addresses, 0 being the user's own
 * address; 1 to {@link BAT_EMAILS_MAX}.
 */
export const BatEmailIdListSchema = z.array(z.number().int().min(0).max(PORT_LIMITS.maxId)).min(1).max(BAT_EMAILS_MAX);

/** Test-send address (the spec's entity): id 0 is the user's own address. */
export const BatEmailSchema = z.object({ id: z.number().int().min(0), email: safeString() });
export type BatEmail = z.infer<typeof BatEmailSchema>;

/** Test addresses (`bat_email_list`), the user's own address first with id 0. */
export const BatEmailListResponseSchema = listOnlyResponse(BatEmailSchema, 'bat_email_list');
export type BatEmailListResponse = z.infer<typeof BatEmailListResponseSchema>;

/** Replacement of the test addresses (designed field `email_list`): distinct, at most 20; the own address is implicit. */
export const BatEmailsBodySchema = z
  .object({ email_list: z.array(ApiEmailSchema).max(BAT_EMAILS_MAX) })
  .strict()
  .refine((body) => new Set(body.email_list.map((email) => email.toLowerCase())).size === body.email_list.length, {
    message: 'BAT.DUPLICATE_EMAIL',
    path: ['email_list'],
  });
export type BatEmailsBody = z.infer<typeof BatEmailsBodySchema>;

/** Test-send addresses (docs/rules/ports.md "bat_emails"). */
export const BAT_EMAILS_ENDPOINTS = {
  listBatEmails: defineEndpoint({
    method: 'GET',
    path: '/v1/email/bat-emails',
    summary: 'Test addresses of the caller.',
    response: BatEmailListResponseSchema,
  }),
  replaceBatEmails: defineEndpoint({
    method: 'PUT',
    path: '/v1/email/bat-emails',
    summary: 'Replace the test addresses of the caller.',
    body: BatEmailsBodySchema,
    response: BatEmailListResponseSchema,
  }),
} as const;

/** The test-addresses port. */
export type BatEmailsGateway = EndpointGateway<typeof BAT_EMAILS_ENDPOINTS>;
