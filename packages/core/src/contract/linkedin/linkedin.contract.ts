import { z } from 'zod';
import { ApiDateTimeSchema, ApiUrlSchema, safeString } from '../shared/api-primitives';
import { defineEndpoint, EmptyResponseSchema, type EndpointGateway } from '../shared/endpoint';

/** Connection states of a mailbox or LinkedIn account (the spec's values). */
export const CONNECTION_STATUSES = ['connected', 'disconnected'] as const;
export type ConnectionStatus = (typeof CONNECTION_STATUSES)[number];

/**
 * The connected LinkedIn account (designed fields of `account_infos`): account id, profile name and URL, and when it
 * was connected and disconnected (null while connected; both optional for older answers).
 */
export const LinkedinAccountInfosSchema = z.object({
  account_id: safeString(),
  name: safeString().nullable(),
  profile_url: safeString().nullable(),
  connected_at: ApiDateTimeSchema.nullable().optional(),
  disconnected_at: ApiDateTimeSchema.nullable().optional(),
});
export type LinkedinAccountInfos = z.infer<typeof LinkedinAccountInfosSchema>;

/** LinkedIn credentials (the spec's fields: status, account_infos); `account_infos` null when never connected. */
export const LinkedinCredentialsSchema = z.object({
  status: z.enum(CONNECTION_STATUSES),
  account_infos: LinkedinAccountInfosSchema.nullable(),
});
export type LinkedinCredentials = z.infer<typeof LinkedinCredentialsSchema>;

/**
 * Hosted-auth link request (the spec's call: type create or reconnect). A disconnected account is reconnected,
 * otherwise a new connection is created (the spec's transition). Designed: the return URLs.
 */
export const LinkedinAuthUrlBodySchema = z
  .object({
    type: z.enum(['create', 'reconnect']),
    success_redirect_url: ApiUrlSchema.optional(),
    failure_redirect_url: ApiUrlSchema.optional(),
  })
  .strict();
export type LinkedinAuthUrlBody = z.infer<typeof LinkedinAuthUrlBodySchema>;

/** A URL to open (OAuth or hosted-auth page). */
export const AuthUrlResponseSchema = z.object({ url: safeString().max(4096) });
export type AuthUrlResponse = z.infer<typeof AuthUrlResponseSchema>;

/** LinkedIn connection (prefix /v1/linkedin designed: docs/rules/ports.md "linkedin"). */
export const LINKEDIN_ENDPOINTS = {
  getLinkedinCredentials: defineEndpoint({
    // designed: not in spec
    method: 'GET',
    path: '/v1/linkedin/unipile-credentials',
    summary: 'LinkedIn connection of the caller.',
    designed: true,
    response: LinkedinCredentialsSchema,
  }),
  disconnectLinkedin: defineEndpoint({
    // designed: not in spec
    method: 'POST',
    path: '/v1/linkedin/disconnect',
    summary: 'Disconnect the caller’s LinkedIn account.',
    designed: true,
    response: EmptyResponseSchema,
    responseType: 'none',
  }),
  getLinkedinAuthUrl: defineEndpoint({
    // designed: not in spec
    method: 'POST',
    path: '/v1/linkedin/auth/url',
    summary: 'A hosted-auth link to create or reconnect the LinkedIn connection.',
    designed: true,
    body: LinkedinAuthUrlBodySchema,
    response: AuthUrlResponseSchema,
  }),
} as const;

/** The LinkedIn port. */
export type LinkedinGateway = EndpointGateway<typeof LINKEDIN_ENDPOINTS>;
