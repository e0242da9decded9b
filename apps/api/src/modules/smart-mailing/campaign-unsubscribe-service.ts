import { DomainFailure } from '@cible/core';
import type { CampaignSendTrackingRepository } from './campaign-send-tracking-repository';
import type { UnsubscribeTokens } from './campaign-unsubscribe-token';

/** POST /v1/email/unsubscribe (docs/adr/039-signed-unsubscribe-tokens.md). */
export interface CampaignUnsubscribeService {
  /**
   * Records the opt-out of the recipient of the mail whose signed token this is. Refused: 400 UNSUBSCRIBE.INVALID_TOKEN
   * (not a signed token, a MAC that does not match, not a campaign mail's, no sent mail with that token); 409
   * UNSUBSCRIBE.ALREADY_DONE when the opt-out of that mail is already recorded (nothing recorded twice).
   */
  unsubscribe(token: string): Promise<void>;
}

export interface CampaignUnsubscribeServiceDependencies {
  readonly tokens: UnsubscribeTokens;
  readonly repository: Pick<CampaignSendTrackingRepository, 'sendByToken' | 'unsubscribe'>;
  readonly now: () => Date;
}

const invalid = (why: string) => new DomainFailure('UNSUBSCRIBE.INVALID_TOKEN', `The unsubscribe token is not valid (${why}).`);

export function createCampaignUnsubscribeService({ tokens, repository, now }: CampaignUnsubscribeServiceDependencies): CampaignUnsubscribeService {
  return {
    async unsubscribe(token) {
      // The MAC first: a forged or altered token is refused without a query.
      const reading = tokens.read(token);
      if (!reading.ok) throw invalid(reading.reason);
      // Sequence mails carry their random tokens of ADR 031 on /v1/t/u (no signed sequence token is issued yet).
      if (reading.claims.kind !== 'campaign') throw invalid('kind');
      const send = await repository.sendByToken(token);
      // The send the token names, of the organisation it names, sent with exactly this token.
      if (send === null || send.sendId !== reading.claims.sendId || send.organizationId !== reading.claims.organizationId) throw invalid('send');
      if (!(await repository.unsubscribe(send, now()))) {
        throw new DomainFailure('UNSUBSCRIBE.ALREADY_DONE', 'The opt-out of this mail is already recorded.');
      }
    },
  };
}
