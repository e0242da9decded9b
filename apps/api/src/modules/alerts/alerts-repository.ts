import { alertCompanyCriteria } from '@cible/core';
import type { AlertDigestMatch, NotificationSettings, SearchCriteria } from '@cible/core';
import type { Database } from '../../db/database';
import type { Transaction } from '../../db/run-transaction';
import { USER_STATUS } from '../../db/schema';
import { criteriaIdsSql, SqlParameters } from '../advanced-search/criteria-to-sql';
import type { ResolvedQueries } from '../advanced-search/criteria-to-sql';
import { newsPieceSql } from './news-piece-sql';

/** An alert as the job reads it, its watermark row locked by the transaction. */
export interface LockedAlert {
  readonly queryId: number;
  readonly name: string;
  readonly queryTypeId: number;
  readonly criteria: Record<string, unknown>;
  readonly ownerUserId: number;
  readonly organizationId: number;
  readonly lastNewsId: number;
}

/** A saved query an alert's criteria name (the owner's, in his organisation). */
export interface AlertSavedQuery {
  readonly id: number;
  readonly queryTypeId: number;
  readonly criteria: Record<string, unknown>;
}

/** A news piece an alert found. */
export interface MatchedNews {
  readonly newsId: number;
  readonly companyId: number;
  readonly companyName: string;
}

/** The recipient of a digest: his address, first name, whether active, and his notification settings. */
export interface DigestRecipient {
  readonly userId: number;
  readonly email: string;
  readonly firstName: string;
  readonly active: boolean;
  /** `undefined`: no settings row (the defaults apply). */
  readonly settings: NotificationSettings | undefined;
}

/** A digest e-mail to write in the outbox. */
export interface DigestMailRow {
  readonly userId: number;
  readonly recipient: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

/** A digest e-mail claimed for sending. */
export interface ClaimedDigestMail extends DigestMailRow {
  readonly id: number;
}

/** SQL of the alert jobs (docs/notifications.md "Alerts"). */
export interface AlertsRepository {
  /** The alerts whose watermark is behind the newest news piece (ids ascending). */
  dueAlertIds(): Promise<number[]>;
  /**
   * Runs `work` in one transaction holding the alert's watermark row (FOR UPDATE SKIP LOCKED): `null` when another run
   * holds it, or the query is gone or no longer an alert.
   */
  withAlert<T>(queryId: number, work: (tx: Transaction, alert: LockedAlert) => Promise<T>): Promise<T | null>;
  /** The owner's saved queries among `ids`, in his organisation. */
  savedQueries(tx: Transaction, owner: { userId: number; organizationId: number }, ids: readonly number[]): Promise<AlertSavedQuery[]>;
  /** The newest news id (0: none). */
  newestNewsId(tx: Transaction): Promise<number>;
  /**
   * The news pieces with `after < id <= upTo` that the alert's criteria find (ids ascending): the company through the
   * one translation of the criteria (`criteriaIdsSql`, account target, the news criteria aside), the row through
   * `newsPieceSql`.
   */
  matchingNews(tx: Transaction, criteria: SearchCriteria, queries: ResolvedQueries, after: number, upTo: number): Promise<MatchedNews[]>;
  /** Records the matches (a pair already recorded is skipped); answers the news ids recorded now. */
  recordMatches(tx: Transaction, queryId: number, userId: number, newsIds: readonly number[]): Promise<number[]>;
  /** Moves the alert's watermark to `upTo`. */
  advance(tx: Transaction, queryId: number, upTo: number): Promise<void>;
  /** The users with matches not digested yet (ids ascending). */
  usersWithUndigestedMatches(): Promise<number[]>;
  /** Runs `work` in one transaction holding the user's undigested matches (FOR UPDATE SKIP LOCKED). */
  withUndigested<T>(userId: number, work: (tx: Transaction, recipient: DigestRecipient | null, matches: AlertDigestMatch[]) => Promise<T>): Promise<T>;
  /** Writes digest e-mails in the outbox. */
  writeDigestMails(tx: Transaction, mails: readonly DigestMailRow[]): Promise<void>;
  /** Marks the matches settled by a digest. */
  markDigested(tx: Transaction, userId: number, matches: readonly { queryId: number; newsId: number }[]): Promise<void>;
  /** Claims up to `limit` unsent digest e-mails (tried fewer than `maxAttempts` times), counting the attempt. */
  claimUnsentMails(limit: number, maxAttempts: number): Promise<ClaimedDigestMail[]>;
  markSent(id: number): Promise<void>;
  /** Adds a news piece to an existing company (the development route); `null` when the company does not exist. */
  insertNews(news: NewNewsPiece): Promise<number | null>;
}

/** A news piece added by the development route. */
export interface NewNewsPiece {
  readonly companyId: number;
  readonly typeId: number;
  readonly businessOpportunityTypeId: number | null;
  readonly publicationDate: string;
  readonly highlightStartDate: string | null;
  readonly title: string;
}

interface AlertRow {
  query_id: number;
  name: string;
  query_type_id: number;
  criteria: Record<string, unknown>;
  owner_user_id: number;
  organization_id: number;
  last_news_id: string | number;
}

export function createAlertsRepository(db: Database): AlertsRepository {
  return {
    async dueAlertIds() {
      const rows = await db.query<{ query_id: number }>(
        `SELECT w.query_id FROM alert_watermarks w JOIN queries q ON q.id = w.query_id
         WHERE q.is_alert AND w.last_news_id < (SELECT coalesce(max(id), 0) FROM news)
         ORDER BY w.query_id`,
      );
      return rows.map((row) => row.query_id);
    },

    async withAlert(queryId, work) {
      return db.transaction(async (tx) => {
        const [row] = await tx.query<AlertRow>(
          `SELECT w.query_id, q.name, q.query_type_id, q.criteria, q.owner_user_id, q.organization_id, w.last_news_id
           FROM alert_watermarks w JOIN queries q ON q.id = w.query_id
           WHERE w.query_id = $1 AND q.is_alert
           FOR UPDATE OF w SKIP LOCKED`,
          [queryId],
        );
        if (row === undefined) return null;
        return work(tx, {
          queryId: row.query_id,
          name: row.name,
          queryTypeId: row.query_type_id,
          criteria: row.criteria,
          ownerUserId: row.owner_user_id,
          organizationId: row.organization_id,
          lastNewsId: Number(row.last_news_id),
        });
      });
    },

    async savedQueries(tx, owner, ids) {
      if (ids.length === 0) return [];
      const rows = await tx.query<{ id: number; query_type_id: number; criteria: Record<string, unknown> }>(
        `SELECT q.id, q.query_type_id, q.criteria FROM queries q
         WHERE q.id = ANY($1::int4[]) AND q.organization_id = $2 AND q.owner_user_id = $3`,
        [ids.filter((id) => id <= 2_147_483_647), owner.organizationId, owner.userId],
      );
      return rows.map((row) => ({ id: row.id, queryTypeId: row.query_type_id, criteria: row.criteria }));
    },

    async newestNewsId(tx) {
      const [row] = await tx.query<{ newest: string | number }>('SELECT coalesce(max(id), 0) AS newest FROM news');
      return Number(row?.newest ?? 0);
    },

    async matchingNews(tx, criteria, queries, after, upTo) {
      const params = new SqlParameters();
      const companies = criteriaIdsSql(alertCompanyCriteria(criteria), 'account', queries, params);
      const piece = newsPieceSql(criteria, params);
      const rows = await tx.query<{ id: string | number; company_id: string | number; company_name: string }>(
        `SELECT n.id, n.company_id, co.name AS company_name
         FROM news n JOIN companies co ON co.id = n.company_id
         WHERE n.id > ${params.add(after, 'int8')} AND n.id <= ${params.add(upTo, 'int8')}
           AND n.company_id IN (${companies})${piece === null ? '' : ` AND ${piece}`}
         ORDER BY n.id`,
        params.values,
      );
      return rows.map((row) => ({ newsId: Number(row.id), companyId: Number(row.company_id), companyName: row.company_name }));
    },

    async recordMatches(tx, queryId, userId, newsIds) {
      if (newsIds.length === 0) return [];
      const rows = await tx.query<{ news_id: string | number }>(
        `INSERT INTO alert_matches (query_id, news_id, user_id)
         SELECT $1, n, $2 FROM unnest($3::int8[]) AS n
         ON CONFLICT (query_id, news_id) DO NOTHING
         RETURNING news_id`,
        [queryId, userId, newsIds],
      );
      return rows.map((row) => Number(row.news_id)).sort((a, b) => a - b);
    },

    async advance(tx, queryId, upTo) {
      await tx.query('UPDATE alert_watermarks SET last_news_id = greatest(last_news_id, $2), updated_at = now() WHERE query_id = $1', [queryId, upTo]);
    },

    async usersWithUndigestedMatches() {
      const rows = await db.query<{ user_id: number }>('SELECT DISTINCT user_id FROM alert_matches WHERE digested_at IS NULL ORDER BY user_id');
      return rows.map((row) => row.user_id);
    },

    async withUndigested(userId, work) {
      return db.transaction(async (tx) => {
        const rows = await tx.query<{
          query_id: number;
          query_name: string;
          news_id: string | number;
          news_title: string;
          publication_date: string;
          company_id: string | number;
          company_name: string;
        }>(
          `SELECT m.query_id, q.name AS query_name, m.news_id, n.title AS news_title, n.publication_date::text AS publication_date,
                  n.company_id, co.name AS company_name
           FROM alert_matches m
           JOIN queries q ON q.id = m.query_id
           JOIN news n ON n.id = m.news_id
           JOIN companies co ON co.id = n.company_id
           WHERE m.user_id = $1 AND m.digested_at IS NULL
           ORDER BY m.query_id, m.news_id
           FOR UPDATE OF m SKIP LOCKED`,
          [userId],
        );
        const [user] = await tx.query<{
          id: number;
          email: string;
          first_name: string;
          status: number;
          blocked_query_id_list: number[] | null;
          newsletter_aggregated: boolean | null;
          newsletter_disabled: boolean | null;
          has_settings: boolean;
        }>(
          `SELECT u.id, u.email, u.first_name, u.status, s.blocked_query_id_list, s.newsletter_aggregated, s.newsletter_disabled,
                  s.user_id IS NOT NULL AS has_settings
           FROM users u LEFT JOIN notification_settings s ON s.user_id = u.id WHERE u.id = $1`,
          [userId],
        );
        const recipient: DigestRecipient | null =
          user === undefined
            ? null
            : {
                userId: user.id,
                email: user.email,
                firstName: user.first_name,
                active: user.status === USER_STATUS.active,
                settings: user.has_settings
                  ? {
                      blocked_query_id_list: user.blocked_query_id_list ?? [],
                      newsletter_aggregated: user.newsletter_aggregated ?? false,
                      newsletter_disabled: user.newsletter_disabled ?? false,
                    }
                  : undefined,
              };
        const matches: AlertDigestMatch[] = rows.map((row) => ({
          queryId: row.query_id,
          queryName: row.query_name,
          newsId: Number(row.news_id),
          newsTitle: row.news_title,
          publicationDate: row.publication_date,
          companyId: Number(row.company_id),
          companyName: row.company_name,
        }));
        return work(tx, recipient, matches);
      });
    },

    async writeDigestMails(tx, mails) {
      for (const mail of mails) {
        await tx.query('INSERT INTO alert_digest_mails (user_id, recipient, subject, text_body, html_body) VALUES ($1, $2, $3, $4, $5)', [
          mail.userId,
          mail.recipient,
          mail.subject,
          mail.text,
          mail.html,
        ]);
      }
    },

    async markDigested(tx, userId, matches) {
      if (matches.length === 0) return;
      await tx.query(
        `UPDATE alert_matches m SET digested_at = now()
         FROM unnest($2::int4[], $3::int8[]) AS settled(query_id, news_id)
         WHERE m.user_id = $1 AND m.query_id = settled.query_id AND m.news_id = settled.news_id AND m.digested_at IS NULL`,
        [userId, matches.map((match) => match.queryId), matches.map((match) => match.newsId)],
      );
    },

    async claimUnsentMails(limit, maxAttempts) {
      const rows = await db.query<{ id: string | number; user_id: number; recipient: string; subject: string; text_body: string; html_body: string }>(
        `UPDATE alert_digest_mails SET attempts = attempts + 1
         WHERE id IN (SELECT id FROM alert_digest_mails WHERE sent_at IS NULL AND attempts < $2 ORDER BY id LIMIT $1 FOR UPDATE SKIP LOCKED)
         RETURNING id, user_id, recipient, subject, text_body, html_body`,
        [limit, maxAttempts],
      );
      return rows
        .map((row) => ({ id: Number(row.id), userId: row.user_id, recipient: row.recipient, subject: row.subject, text: row.text_body, html: row.html_body }))
        .sort((a, b) => a.id - b.id);
    },

    async markSent(id) {
      await db.query('UPDATE alert_digest_mails SET sent_at = now() WHERE id = $1', [id]);
    },

    async insertNews(news) {
      const [row] = await db.query<{ id: string | number }>(
        `INSERT INTO news (type_id, business_opportunity_type_id, publication_date, title, company_id, highlight_start_date)
         SELECT $1, $2, $3, $4, co.id, $6 FROM companies co WHERE co.id = $5
         RETURNING id`,
        [news.typeId, news.businessOpportunityTypeId, news.publicationDate, news.title, news.companyId, news.highlightStartDate],
      );
      return row === undefined ? null : Number(row.id);
    },
  };
}
