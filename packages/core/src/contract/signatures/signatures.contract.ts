import { z } from 'zod';
import { ApiHtmlSchema, ApiIdSchema, ApiNameSchema, PORT_LIMITS, safeString } from '../shared/api-primitives';
import { defineEndpoint, type EndpointGateway } from '../shared/endpoint';
import { listOnlyResponse } from '../shared/pagination';
import { queryIntList } from '../shared/query-params';

/** Email signature (the spec's fields: name, html_content, plain_content, user_id). Designed: `id`. */
export const SignatureSchema = z.object({
  id: z.number().int().min(1),
  name: safeString(),
  html_content: safeString(),
  plain_content: safeString().nullable(),
  user_id: z.number().int().min(1),
});
export type Signature = z.infer<typeof SignatureSchema>;

export const SignatureListResponseSchema = listOnlyResponse(SignatureSchema, 'signature_list');
export type SignatureListResponse = z.infer<typeof SignatureListResponseSchema>;

const signatureFields = {
  name: ApiNameSchema,
  html_content: ApiHtmlSchema,
  plain_content: safeString().max(PORT_LIMITS.html).nullable().optional(),
};

/** The caller's own signature. */
export const SignatureBodySchema = z.object(signatureFields).strict();
export type SignatureBody = z.infer<typeof SignatureBodySchema>;

/** A signature written by a manager for another user (`user_id`). */
export const OtherUserSignatureBodySchema = z.object({ ...signatureFields, user_id: ApiIdSchema }).strict();
export type OtherUserSignatureBody = z.infer<typeof OtherUserSignatureBodySchema>;

export const OtherUsersSignaturesQuerySchema = z.object({
  user_id_list: queryIntList(PORT_LIMITS.pageLimit, 1, PORT_LIMITS.maxId).optional(),
});
export type OtherUsersSignaturesQuery = z.infer<typeof OtherUsersSignaturesQuerySchema>;

/** Signatures (the /v1/email prefix is designed: docs/rules/ports.md "signatures"). */
export const SIGNATURES_ENDPOINTS = {
  listSignatures: defineEndpoint({
    // designed: not in spec
    method: 'GET',
    path: '/v1/email/signatures',
    summary: 'Signatures of the caller.',
    designed: true,
    response: SignatureListResponseSchema,
  }),
  createSignature: defineEndpoint({
    // designed: not in spec
    method: 'POST',
    path: '/v1/email/signatures',
    summary: 'Create a signature for the caller.',
    designed: true,
    body: SignatureBodySchema,
    response: SignatureSchema,
  }),
  replaceSignature: defineEndpoint({
    // designed: not in spec
    method: 'PUT',
    path: '/v1/email/signature/{id}',
    summary: 'Replace a signature of the caller.',
    designed: true,
    body: SignatureBodySchema,
    response: SignatureSchema,
  }),
  listOtherUsersSignatures: defineEndpoint({
    // designed: not in spec
    method: 'GET',
    path: '/v1/email/signatures-of-other-users',
    summary: 'Signatures of users the caller manages.',
    designed: true,
    query: OtherUsersSignaturesQuerySchema,
    response: SignatureListResponseSchema,
  }),
  createOtherUserSignature: defineEndpoint({
    // designed: not in spec
    method: 'POST',
    path: '/v1/email/signature-for-other-user',
    summary: 'Create a signature for another user.',
    designed: true,
    body: OtherUserSignatureBodySchema,
    response: SignatureSchema,
  }),
  replaceOtherUserSignature: defineEndpoint({
    // designed: not in spec
    method: 'PUT',
    path: '/v1/email/signature-of-other-user/{id}',
    summary: 'Replace a signature of another user.',
    designed: true,
    body: OtherUserSignatureBodySchema,
    response: SignatureSchema,
  }),
} as const;

/** The signatures port. */
export type SignaturesGateway = EndpointGateway<typeof SIGNATURES_ENDPOINTS>;
