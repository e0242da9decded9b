import { trackingBotReason } from '@cible/core';
import type { Logger } from 'pino';
import type { Notifier } from '../notifications/notifier';

/** What any tracked mail (a sequence's or a campaign's) tells of its send, for an open or a click. */
export interface TrackedMail {
  readonly sendId: number;
  readonly ownerUserId: number;
  readonly sentAt: Date | null;
  readonly contact: { readonly id: number; readonly firstName: string; readonly lastName: string };
  readonly company: { readonly id: number; readonly name: string } | null;
}

export type TrackedHitType = 'opened' | 'clicked';

/**
 * How an open or a click is recorded, for sequence and campaign mails alike (docs/adr/031, 038): core's bot rule flags
 * the hit, `save` records it (true for the first person's hit of that kind), and the first one sends the owner an
 * engagement notification naming the contact, the company and what `about` adds (the sequence or the campaign).
 */
export function createTrackedHitRecorder<Send extends TrackedMail>(dependencies: {
  readonly save: (send: Send, type: TrackedHitType, isBot: boolean, detail: Record<string, unknown>, at: Date) => Promise<boolean>;
  readonly about: (send: Send) => Record<string, unknown>;
  readonly notifier: Pick<Notifier, 'notify'>;
  readonly now: () => Date;
  readonly logger: Pick<Logger, 'warn'>;
  readonly logLabel: string;
}) {
  const { save, about, notifier, now, logger, logLabel } = dependencies;
  return async (send: Send, type: TrackedHitType, userAgent: string | undefined, detail: Record<string, unknown>): Promise<void> => {
    const at = now();
    const reason = trackingBotReason({ kind: type === 'opened' ? 'open' : 'click', userAgent, at: at.toISOString(), sentAt: send.sentAt?.toISOString() ?? null });
    const first = await save(send, type, reason !== null, { ...detail, user_agent: userAgent?.slice(0, 300) ?? null, bot_reason: reason }, at);
    if (!first) return;
    await notifier
      .notify(
        send.ownerUserId,
        'engagement',
        {
          engagement: { tracking_status: type },
          contact: { id: send.contact.id, first_name: send.contact.firstName, last_name: send.contact.lastName },
          ...(send.company === null ? {} : { company: { id: send.company.id, name: send.company.name } }),
          ...about(send),
        },
        { contactId: send.contact.id, companyId: send.company?.id ?? null },
      )
      .catch((error: unknown) => logger.warn({ err: error, sendId: send.sendId }, `${logLabel}: engagement notification failed`));
  };
}
