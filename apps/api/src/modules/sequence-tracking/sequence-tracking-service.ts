import type { Logger } from 'pino';
import type { Notifier } from '../notifications/notifier';
import type { SequenceTrackingRepository, TrackedSend } from './sequence-tracking-repository';
import { createTrackedHitRecorder } from './tracked-hit-recorder';

/** One hit of a tracking route: who asked (User-Agent) and when (the server's clock). */
export interface TrackingRequest {
  readonly token: string;
  readonly userAgent: string | undefined;
}

export interface SequenceTrackingService {
  /**
   * Records an open of the mail of `token` (nothing for an unknown token); the pixel is served whatever happens.
   * Answers whether the token was one of this service's mails.
   */
  open(request: TrackingRequest): Promise<boolean>;
  /**
   * Records a click on link `n` of the mail of `token` and answers its original URL; `null` (nothing recorded) for an
   * unknown token or a link the mail did not have: the redirect never goes anywhere else (no open redirect).
   */
  click(request: TrackingRequest & { readonly n: number }): Promise<string | null>;
  /** Who sends the mail of `token` (the organisation's name), for the unsubscribe page; null for an unknown token. */
  senderOf(token: string): Promise<string | null>;
  /** The recipient of the mail of `token` opts out of the organisation's sequences; the sender's name, null for an unknown token. */
  unsubscribe(token: string): Promise<string | null>;
}

export interface SequenceTrackingDependencies {
  readonly repository: SequenceTrackingRepository;
  readonly notifier: Pick<Notifier, 'notify'>;
  readonly now: () => Date;
  readonly logger: Logger;
}

/**
 * The tracking of sequence mails (docs/adr/031-sequence-replies-and-tracking.md): events `opened` / `clicked` in
 * sequence_events by tracking token, bot and privacy-proxy hits flagged (`is_bot`, core's trackingBotReason) and left
 * out of the rates; the first person's open and the first person's click of a mail send the owner an engagement
 * notification (tracking status opened / clicked).
 */
export function createSequenceTrackingService({ repository, notifier, now, logger }: SequenceTrackingDependencies): SequenceTrackingService {
  const record = createTrackedHitRecorder<TrackedSend>({
    save: (send, type, isBot, detail, at) => repository.recordHit({ send, type, isBot, at, detail }),
    about: (send) => ({ sequence_id: send.sequenceId, sequence_name: send.sequenceName }),
    notifier,
    now,
    logger,
    logLabel: 'tracking',
  });

  return {
    async open({ token, userAgent }) {
      const send = await repository.sendByToken(token);
      if (send === null) return false;
      await record(send, 'opened', userAgent, {});
      return true;
    },
    async click({ token, userAgent, n }) {
      const send = await repository.sendByToken(token);
      const url = send?.links[n];
      if (send === null || url === undefined) return null;
      await record(send, 'clicked', userAgent, { link: n, url });
      return url;
    },
    async senderOf(token) {
      return (await repository.sendByToken(token))?.organizationName ?? null;
    },
    async unsubscribe(token) {
      const send = await repository.sendByToken(token);
      if (send === null) return null;
      await repository.unsubscribe(send, now());
      return send.organizationName;
    },
  };
}
