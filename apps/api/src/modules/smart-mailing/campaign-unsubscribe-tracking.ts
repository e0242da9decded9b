import { looksLikeSignedUnsubscribeToken } from '@cible/core';
import type { Logger } from 'pino';
import type { Notifier } from '../notifications/notifier';
import type { SequenceTrackingService, TrackingRequest } from '../sequence-tracking/sequence-tracking-service';
import { createTrackedHitRecorder } from '../sequence-tracking/tracked-hit-recorder';
import type { CampaignSendTrackingRepository, TrackedCampaignSend } from './campaign-send-tracking-repository';
import type { UnsubscribeTokens } from './campaign-unsubscribe-token';

/**
 * The public tracking routes' service for both kinds of mail (docs/adr/038-campaign-sender.md "Tracking",
 * "Unsubscribe"): a token of a sequence send is the sequences' service's; any other token is looked up among the sent
 * campaign sends (open, click, the unsubscribe page and its one-click POST), with the same bot rule and the same
 * engagement notification (named after the campaign). A signed token (ADR 039: 40 characters) whose MAC does not match
 * is unknown to the unsubscribe page and its one-click POST without a query; the random tokens of mails sent before
 * signed tokens existed (ADR 038) are still looked up.
 */
export function withCampaignTracking(
  sequences: SequenceTrackingService,
  dependencies: {
    readonly repository: CampaignSendTrackingRepository;
    readonly notifier: Pick<Notifier, 'notify'>;
    readonly now: () => Date;
    readonly logger: Pick<Logger, 'warn'>;
    readonly tokens: Pick<UnsubscribeTokens, 'read'>;
  },
): SequenceTrackingService {
  const { repository, notifier, now, logger, tokens } = dependencies;
  /** A token of the signed format whose MAC is wrong (forged, altered): refused before any query. */
  const forged = (token: string) => looksLikeSignedUnsubscribeToken(token) && !tokens.read(token).ok;
  const record = createTrackedHitRecorder<TrackedCampaignSend>({
    save: (send, type, isBot, detail, at) => repository.recordHit(send, type, isBot, detail, at),
    about: (send) => ({ campaign_id: send.campaignId, campaign_name: send.campaignName }),
    notifier,
    now,
    logger,
    logLabel: 'campaign tracking',
  });
  return {
    // A sequence's service answers for its own tokens (one look-up each); only the others are read as campaign sends.
    async open(request: TrackingRequest) {
      if (await sequences.open(request)) return true;
      const send = await repository.sendByToken(request.token);
      if (send === null) return false;
      await record(send, 'opened', request.userAgent, {});
      return true;
    },
    async click(request) {
      const bySequence = await sequences.click(request);
      if (bySequence !== null) return bySequence;
      const send = await repository.sendByToken(request.token);
      const url = send?.links[request.n];
      if (send === null || url === undefined) return null;
      await record(send, 'clicked', request.userAgent, { link: request.n, url });
      return url;
    },
    async senderOf(token) {
      if (forged(token)) return null;
      return (await sequences.senderOf(token)) ?? (await repository.sendByToken(token))?.organizationName ?? null;
    },
    async unsubscribe(token) {
      if (forged(token)) return null;
      const bySequence = await sequences.unsubscribe(token);
      if (bySequence !== null) return bySequence;
      const send = await repository.sendByToken(token);
      if (send === null) return null;
      await repository.unsubscribe(send, now());
      return send.organizationName;
    },
  };
}
