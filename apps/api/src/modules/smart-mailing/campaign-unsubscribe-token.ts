import { createHmac, timingSafeEqual } from 'node:crypto';
import { UNSUBSCRIBE_TOKEN_MAC_BYTES, encodeUnsubscribeToken, readUnsubscribeToken } from '@cible/core';
import type { UnsubscribeTokenClaims, UnsubscribeTokenReading } from '@cible/core';
import type { CampaignSendRepository } from './campaign-send-repository';

/** Signs and reads the unsubscribe tokens of campaign mails (docs/adr/039-signed-unsubscribe-tokens.md). */
export interface UnsubscribeTokens {
  sign(claims: UnsubscribeTokenClaims): string;
  /** Core's reading: `format`, `signature` (compared in constant time) or the claims. */
  read(token: string): UnsubscribeTokenReading;
}

/** The label of the derived key: a MAC key of its own, never the sealing key itself. */
const KEY_LABEL = 'cible/unsubscribe-token/v1';

/**
 * The unsubscribe tokens of the server: HMAC-SHA256 with a key derived from the long-lived secret `secret` (the key
 * that seals mailbox secrets, MAIL_SECRET_KEY or DATA_DIR/mail-secret-key), truncated to 16 bytes by core's format.
 */
export function createUnsubscribeTokens(secret: Buffer): UnsubscribeTokens {
  const key = createHmac('sha256', secret).update(KEY_LABEL).digest();
  const mac = (payload: Uint8Array) => new Uint8Array(createHmac('sha256', key).update(payload).digest());
  return {
    sign: (claims) => encodeUnsubscribeToken(claims, mac),
    read: (token) =>
      readUnsubscribeToken(token, (payload, given) => {
        const expected = mac(payload).subarray(0, UNSUBSCRIBE_TOKEN_MAC_BYTES);
        return given.length === expected.length && timingSafeEqual(given, expected);
      }),
  };
}

/**
 * The send call's repository whose planned sends carry a signed token (ADR 039): after `start` planned the sends (a
 * random placeholder each, ADR 038), the same transaction replaces the token of every send of the campaign that never
 * went out (planned, no attempt) by the signed token of {campaign, send id, organisation id, now}. That token is the
 * send's tracking token (open pixel, click redirect, mirror page, one-click unsubscribe) and the `/unsubscribe` page's.
 */
export function withSignedUnsubscribeTokens(repository: CampaignSendRepository, tokens: UnsubscribeTokens): CampaignSendRepository {
  return {
    ...repository,
    async start(tx, start) {
      const created = await repository.start(tx, start);
      const planned = await tx.query<{ id: number }>(
        `SELECT id FROM campaign_sends WHERE campaign_id = $1 AND organization_id = $2 AND status = 'planned' AND attempts = 0 AND sent_at IS NULL ORDER BY id`,
        [start.campaignId, start.organizationId],
      );
      if (planned.length > 0) {
        const issuedAt = Math.floor(start.now.getTime() / 1000);
        const signed = planned.map((row) => tokens.sign({ kind: 'campaign', sendId: row.id, organizationId: start.organizationId, issuedAt }));
        await tx.query(
          `UPDATE campaign_sends s SET tracking_token = t.token FROM unnest($1::int[], $2::text[]) AS t(id, token) WHERE s.id = t.id`,
          [planned.map((row) => row.id), signed],
        );
      }
      return created;
    },
  };
}
