import {
  alertCriteriaOfQuery,
  alertDigestMail,
  alertDigestMails,
  criterionItems,
  DEFAULT_NOTIFICATION_SETTINGS,
  DomainFailure,
  SearchCriteriaSchema,
} from '@cible/core';
import type { SearchCriteria } from '@cible/core';
import type { Logger } from 'pino';
import type { Transaction } from '../../db/run-transaction';
import type { Mailer } from '../../mail/mailer';
import type { Notifier, PendingNotifications } from '../notifications/notifier';
import type { AlertsRepository, LockedAlert } from './alerts-repository';

/** What one matching run did. */
export interface AlertMatchOutcome {
  /** Alerts looked at (their watermark moved). */
  readonly alerts: number;
  /** New matches recorded. */
  readonly matches: number;
  /** Notifications created (an alert the owner blocked creates none). */
  readonly notifications: number;
  /** Alerts whose criteria cannot be applied (unsupported criterion, missing saved query…): skipped, logged. */
  readonly skipped: number;
  /** Alerts whose run failed (database error): logged, left as they were, tried again by the next run. */
  readonly failed: number;
}

/** What one digest run did. */
export interface AlertDigestOutcome {
  /** Digest e-mails written in the outbox. */
  readonly written: number;
  /** Digest e-mails the SMTP server accepted. */
  readonly sent: number;
}

/** The alert jobs' use cases (docs/notifications.md "Alerts"); the jobs (alerts-jobs.ts) and the tests call them. */
export interface AlertsService {
  /** `alerts.match`: each due alert's new news, its matches and one notification per alert run. */
  runMatch(): Promise<AlertMatchOutcome>;
  /** `alerts.digest`: every user's matches not e-mailed yet, as his settings say, then the outbox sent. */
  runDigest(): Promise<AlertDigestOutcome>;
  /** Sends the digest e-mails of the outbox not sent yet (also done at the end of each digest run). */
  sendPendingMails(): Promise<number>;
}

export interface AlertsServiceDependencies {
  readonly repository: AlertsRepository;
  readonly notifier: Notifier;
  readonly mailer: Mailer;
  readonly publicUrl: string;
  readonly logger: Logger;
}

const QUERY_FIELDS = ['query_id_list', 'segment_id_list'] as const;
/** A digest e-mail is tried this many times at most (one per run). */
const MAX_MAIL_ATTEMPTS = 5;
const MAIL_BATCH = 50;

/** A failure of the alert's own criteria (not of the database): the alert is skipped, its watermark moves on. */
const isCriteriaFailure = (error: unknown): boolean => error instanceof DomainFailure || (error as { name?: unknown }).name === 'UnsupportedCriterionError';

/** Stored criteria read again (they were valid when saved; core's schema may have changed since). */
function storedCriteria(queryId: number, criteria: Record<string, unknown>): SearchCriteria {
  const parsed = SearchCriteriaSchema.safeParse(criteria);
  if (!parsed.success) throw new DomainFailure('VALIDATION.INVALID_VALUE', `The criteria of query ${queryId} are not valid any more.`, { details: { query_id: queryId } });
  return parsed.data;
}

export function createAlertsService({ repository, notifier, mailer, publicUrl, logger }: AlertsServiceDependencies): AlertsService {
  /** The saved queries an alert's criteria name, recursively, as criteria (the owner's; missing: NOT_FOUND). */
  async function resolveQueries(tx: Transaction, alert: LockedAlert, criteria: SearchCriteria): Promise<Map<number, SearchCriteria | null>> {
    const resolved = new Map<number, SearchCriteria | null>();
    const pending: SearchCriteria[] = [criteria];
    while (pending.length > 0) {
      const current = pending.pop()!;
      const missing = [...new Set(QUERY_FIELDS.flatMap((field) => criterionItems(current[field])))].filter((id) => !resolved.has(id));
      if (missing.length === 0) continue;
      const rows = await repository.savedQueries(tx, { userId: alert.ownerUserId, organizationId: alert.organizationId }, missing);
      if (rows.length !== missing.length) throw new DomainFailure('NOT_FOUND', 'No such query.');
      for (const row of rows) {
        const named = alertCriteriaOfQuery(row.queryTypeId, storedCriteria(row.id, row.criteria));
        resolved.set(row.id, named);
        if (named !== null) pending.push(named);
      }
    }
    return resolved;
  }

  /** One alert in one transaction: matches, notification, watermark, all or nothing. */
  async function matchOne(queryId: number): Promise<{ matches: number; pending: PendingNotifications | null; skipped: boolean } | null> {
    return repository.withAlert(queryId, async (tx, alert) => {
      const upTo = await repository.newestNewsId(tx);
      let found: Awaited<ReturnType<AlertsRepository['matchingNews']>> = [];
      let skipped = false;
      try {
        const criteria = alertCriteriaOfQuery(alert.queryTypeId, storedCriteria(alert.queryId, alert.criteria));
        if (criteria !== null) {
          const queries = await resolveQueries(tx, alert, criteria);
          found = await repository.matchingNews(tx, criteria, queries, alert.lastNewsId, upTo);
        }
      } catch (error) {
        if (!isCriteriaFailure(error)) throw error;
        // A failed statement would have aborted the transaction: the failures caught here come before any SQL runs.
        logger.warn({ err: error, queryId }, 'alert skipped: its criteria cannot be applied');
        skipped = true;
      }
      const recorded = new Set(await repository.recordMatches(tx, alert.queryId, alert.ownerUserId, found.map((news) => news.newsId)));
      const fresh = found.filter((news) => recorded.has(news.newsId));
      let pending: PendingNotifications | null = null;
      const first = fresh[0];
      if (first !== undefined) {
        pending = await notifier.notifyManyIn(tx, [
          {
            userId: alert.ownerUserId,
            type: 'alert',
            payload: {
              query_name: alert.name,
              query_id: alert.queryId,
              news_count: fresh.length,
              news_id: first.newsId,
              company: { id: first.companyId, name: first.companyName },
            },
            queryId: alert.queryId,
          },
        ]);
      }
      await repository.advance(tx, alert.queryId, upTo);
      return { matches: fresh.length, pending, skipped };
    });
  }

  async function sendPendingMails(): Promise<number> {
    let sent = 0;
    for (;;) {
      const mails = await repository.claimUnsentMails(MAIL_BATCH, MAX_MAIL_ATTEMPTS);
      if (mails.length === 0) return sent;
      for (const mail of mails) {
        try {
          await mailer.send({ to: mail.recipient, subject: mail.subject, text: mail.text, html: mail.html });
          await repository.markSent(mail.id);
          sent += 1;
        } catch (error) {
          logger.error({ err: error, mailId: mail.id, userId: mail.userId }, 'alert digest: mail could not be sent (tried again next run)');
        }
      }
      if (mails.length < MAIL_BATCH) return sent;
    }
  }

  return {
    async runMatch() {
      let alerts = 0;
      let matches = 0;
      let notifications = 0;
      let skipped = 0;
      let failed = 0;
      for (const queryId of await repository.dueAlertIds()) {
        const outcome = await matchOne(queryId).catch((error: unknown) => {
          logger.error({ err: error, queryId }, 'alert run failed (tried again next run)');
          failed += 1;
          return null;
        });
        if (outcome === null) continue;
        alerts += 1;
        matches += outcome.matches;
        if (outcome.skipped) skipped += 1;
        if (outcome.pending !== null) {
          outcome.pending.published();
          notifications += outcome.pending.created.length;
        }
      }
      if (matches > 0 || failed > 0) logger.info({ alerts, matches, notifications, skipped, failed }, 'alerts matched');
      return { alerts, matches, notifications, skipped, failed };
    },

    async runDigest() {
      let written = 0;
      for (const userId of await repository.usersWithUndigestedMatches()) {
        written += await repository.withUndigested(userId, async (tx, recipient, matches) => {
          if (matches.length === 0) return 0;
          const plans = recipient !== null && recipient.active ? alertDigestMails(recipient.settings ?? { ...DEFAULT_NOTIFICATION_SETTINGS, blocked_query_id_list: [] }, matches) : [];
          const mails = plans.map((plan) => {
            const content = alertDigestMail(plan, { firstName: recipient!.firstName, publicUrl });
            return { userId, recipient: recipient!.email, subject: content.subject, text: content.text, html: content.html };
          });
          await repository.writeDigestMails(tx, mails);
          // Every match read is settled: e-mailed, or left out for good by the settings (blocked, disabled, inactive).
          await repository.markDigested(tx, userId, matches);
          return mails.length;
        });
      }
      const sent = await sendPendingMails();
      if (written > 0 || sent > 0) logger.info({ written, sent }, 'alert digests');
      return { written, sent };
    },

    sendPendingMails,
  };
}
