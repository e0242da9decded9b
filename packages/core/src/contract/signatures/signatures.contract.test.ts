import { describe, expect, it } from 'vitest';
import { OtherUserSignatureBodySchema, SignatureBodySchema, SignatureSchema, SIGNATURES_ENDPOINTS } from './signatures.contract';

describe('signatures port', () => {
  it('parses a signature with the spec’s fields', () => {
    const signature = { id: 2, name: 'Standard', html_content: '<p>Jeanne</p>', plain_content: 'Jeanne', user_id: 12 };
    expect(SignatureSchema.parse(signature)).toEqual(signature);
  });

  it('needs user_id only for another user, and refuses it for one’s own', () => {
    const body = { name: 'Standard', html_content: '<p>Jeanne</p>', plain_content: 'Jeanne' };
    expect(SignatureBodySchema.parse(body)).toEqual(body);
    expect(SignatureBodySchema.safeParse({ ...body, user_id: 12 }).success).toBe(false);
    expect(OtherUserSignatureBodySchema.safeParse(body).success).toBe(false);
    expect(OtherUserSignatureBodySchema.parse({ ...body, user_id: 15 })).toEqual({ ...body, user_id: 15 });
    expect(SignatureBodySchema.safeParse({ ...body, html_content: 'x'.repeat(1_048_577) }).success).toBe(false);
  });

  it('has the spec’s signature calls under /v1/email', () => {
    expect(Object.values(SIGNATURES_ENDPOINTS).map((endpoint) => `${endpoint.method} ${endpoint.path}`)).toEqual([
      'GET /v1/email/signatures',
      'POST /v1/email/signatures',
      'PUT /v1/email/signature/{id}',
      'GET /v1/email/signatures-of-other-users',
      'POST /v1/email/signature-for-other-user',
      'PUT /v1/email/signature-of-other-user/{id}',
    ]);
  });
});
