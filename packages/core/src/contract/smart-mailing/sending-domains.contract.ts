import { z } from 'zod';
import { ResponseIdSchema, safeString } from '../shared/api-primitives';
import { defineEndpoint } from '../shared/endpoint';
import { listOnlyResponse } from '../shared/pagination';

// The sending domains of the organisation (designed): the domains a sender's address may use.

const id = ResponseIdSchema;

/** A sending domain of the organisation (designed). */
export const SendingDomainSchema = z.object({ id, name: safeString(), organization_id: id, is_verified: z.boolean() });
export type SendingDomain = z.infer<typeof SendingDomainSchema>;

export const SendingDomainListResponseSchema = listOnlyResponse(SendingDomainSchema, 'domain_list');
export type SendingDomainListResponse = z.infer<typeof SendingDomainListResponseSchema>;

/** Sending domains of the organisation. */
export const SENDING_DOMAIN_ENDPOINTS = {
  listSendingDomains: defineEndpoint({
    // designed: not in spec
    method: 'GET',
    path: '/v1/smart-mailing/domains',
    summary: 'Sending domains of the organisation.',
    designed: true,
    response: SendingDomainListResponseSchema,
  }),
} as const;
