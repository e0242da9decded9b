import { z } from 'zod';
import { ApiDateTimeSchema, ResponseIdSchema, safeString } from '../shared/api-primitives';
import { defineEndpoint, EmptyResponseSchema } from '../shared/endpoint';
import { listOnlyResponse } from '../shared/pagination';

// The sending domains of the organisation (designed): the domains a sender's address may use, the DNS records to
// publish for them (DKIM key the product generated, SPF, DMARC) and the last live check of those records (ADR 032).

const id = ResponseIdSchema;

/** Outcome of one DNS check (designed): published and right, published but wrong, absent, or not known (DNS failure). */
export const DOMAIN_CHECK_RESULTS = ['pass', 'fail', 'missing', 'unknown'] as const;
export type DomainCheckResult = (typeof DOMAIN_CHECK_RESULTS)[number];

/** One check of a domain's DNS (designed): its outcome and why, in English for support (codes are the result). */
export const DomainCheckSchema = z.object({ result: z.enum(DOMAIN_CHECK_RESULTS), reason: safeString().nullable() });
export type DomainCheck = z.infer<typeof DomainCheckSchema>;

/** A DNS record the organisation publishes for the domain (designed). */
export const DomainDnsRecordSchema = z.object({
  purpose: z.enum(['spf', 'dkim', 'dmarc']),
  type: z.literal('TXT'),
  /** Full name of the record (`cible202611._domainkey.exemple.fr`). */
  host: safeString(),
  value: safeString(),
});
export type DomainDnsRecord = z.infer<typeof DomainDnsRecordSchema>;

/**
 * A sending domain of the organisation (designed). `is_verified`: the last check passed SPF and DKIM (DMARC is
 * advised, not required). `checks` is `null` until the first check.
 */
export const SendingDomainSchema = z.object({
  id,
  name: safeString(),
  organization_id: id,
  is_verified: z.boolean(),
  dkim_selector: safeString(),
  dns_record_list: z.array(DomainDnsRecordSchema),
  checks: z.object({ spf: DomainCheckSchema, dkim: DomainCheckSchema, dmarc: DomainCheckSchema }).nullable(),
  checked_at: ApiDateTimeSchema.nullable(),
});
export type SendingDomain = z.infer<typeof SendingDomainSchema>;

export const SendingDomainListResponseSchema = listOnlyResponse(SendingDomainSchema, 'domain_list');
export type SendingDomainListResponse = z.infer<typeof SendingDomainListResponseSchema>;

/** A domain name (lower-cased by the service), as a sender's domain part accepts it. */
export const SendingDomainNameSchema = safeString()
  .trim()
  .max(253)
  .regex(/^([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i, 'SENDER.INVALID_DOMAIN');

export const SendingDomainCreateBodySchema = z.object({ name: SendingDomainNameSchema }).strict();
export type SendingDomainCreateBody = z.infer<typeof SendingDomainCreateBodySchema>;

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
  createSendingDomain: defineEndpoint({
    // designed: not in spec
    method: 'POST',
    path: '/v1/smart-mailing/domains',
    summary: 'Add a sending domain (generates its DKIM key).',
    designed: true,
    body: SendingDomainCreateBodySchema,
    response: SendingDomainSchema,
  }),
  deleteSendingDomain: defineEndpoint({
    // designed: not in spec
    method: 'DELETE',
    path: '/v1/smart-mailing/domains/{id}',
    summary: 'Remove a sending domain no sender uses.',
    designed: true,
    response: EmptyResponseSchema,
    responseType: 'none',
  }),
  checkSendingDomain: defineEndpoint({
    // designed: not in spec
    method: 'POST',
    path: '/v1/smart-mailing/domains/{id}/check',
    summary: 'Check the domain’s SPF, DKIM and DMARC records now.',
    designed: true,
    response: SendingDomainSchema,
  }),
} as const;
