/**
 * The counters of sequences and of their steps, read from what the runner records (migration 0030; ADR 028
 * "Statistics"): e-mails sent are the sends in status 'sent'; opened, clicked, replied, autoreplied, bounced count the
 * distinct e-mails (one send per target and step) with at least one such event, bot and privacy-proxy hits left out;
 * tasks created are every task of the sequence, done the done ones not deleted, late the ones to do, not deleted, due
 * before now, deleted the deleted ones.
 */

/** The e-mail a tracking event is about: its send, else its target and step. */
const EVENT_MAIL_KEY = `coalesce(e.send_id::text, e.target_id::text || ':' || coalesce(e.step_id, 0)::text)`;

const mailEvent = (type: string, column: string) => `count(DISTINCT ${EVENT_MAIL_KEY}) FILTER (WHERE e.type = '${type}')::int AS ${column}`;

/** The e-mail event counters of one row's events (`e`), as columns. */
const MAIL_EVENT_COLUMNS = [
  mailEvent('opened', 'mail_opened'),
  mailEvent('clicked', 'mail_clicked'),
  mailEvent('replied', 'mail_replied'),
  mailEvent('autoreplied', 'mail_autoreplied'),
  mailEvent('bounced', 'mail_bounced'),
].join(', ');

/** The task counters of one row's tasks (`k`), late at `now` (an SQL expression). */
const taskColumns = (now: string) => `count(k.id)::int AS task_created,
  count(k.id) FILTER (WHERE k.status_id = 2 AND k.deleted_at IS NULL)::int AS task_done,
  count(k.id) FILTER (WHERE k.status_id = 1 AND k.deleted_at IS NULL AND k.due_date < ${now})::int AS task_late,
  count(k.id) FILTER (WHERE k.deleted_at IS NOT NULL)::int AS task_delete`;

/**
 * Joins the counters of the sequence `q` (columns mail_sent … task_delete of `m`); late at the database's now (the
 * sequence lists read no clock).
 */
export const SEQUENCE_COUNTERS_JOIN = `LEFT JOIN LATERAL (
    SELECT (SELECT count(*)::int FROM sequence_sends s WHERE s.sequence_id = q.id AND s.status = 'sent') AS mail_sent, ev.*, tk.*
    FROM (SELECT ${MAIL_EVENT_COLUMNS} FROM sequence_events e WHERE e.sequence_id = q.id AND NOT e.is_bot) AS ev,
         (SELECT ${taskColumns('now()')} FROM tasks k WHERE k.sequence_id = q.id) AS tk
  ) m ON true`;

/** The counter columns of {@link SEQUENCE_COUNTERS_JOIN}. */
export const SEQUENCE_COUNTER_COLUMNS = 'm.mail_sent, m.mail_opened, m.mail_clicked, m.mail_replied, m.mail_autoreplied, m.mail_bounced, m.task_created, m.task_done, m.task_late, m.task_delete';

/**
 * Joins the counters of the step `alias` (columns mail_sent … task_late of `st`), tasks late at `now` (an SQL
 * expression). An event is the step's through its send (or its own step_id when it has no send).
 */
export const stepCountersJoin = (alias: string, now: string) => `LEFT JOIN LATERAL (
    SELECT (SELECT count(*)::int FROM sequence_sends ss WHERE ss.step_id = ${alias}.id AND ss.status = 'sent') AS mail_sent, ev.*, tk.task_created, tk.task_done, tk.task_late
    FROM (SELECT ${MAIL_EVENT_COLUMNS} FROM sequence_events e LEFT JOIN sequence_sends es ON es.id = e.send_id
          WHERE e.sequence_id = ${alias}.sequence_id AND NOT e.is_bot AND coalesce(es.step_id, e.step_id) = ${alias}.id) AS ev,
         (SELECT ${taskColumns(now)} FROM tasks k WHERE k.step_id = ${alias}.id) AS tk
  ) st ON true`;

/** The counter columns of {@link stepCountersJoin}. */
export const STEP_COUNTER_COLUMNS = 'st.mail_sent, st.mail_opened, st.mail_clicked, st.mail_replied, st.mail_autoreplied, st.mail_bounced, st.task_created, st.task_done, st.task_late';

/** The counters of each step of a sequence ($1 sequence, $2 organisation, $3 now), by position. */
export const STEP_STATISTICS_SQL = `
  SELECT p.id AS step_id, p.position, p.type_id, ${STEP_COUNTER_COLUMNS}
  FROM sequence_steps p ${stepCountersJoin('p', '$3::timestamptz')}
  WHERE p.sequence_id = $1 AND p.organization_id = $2
  ORDER BY p.position`;

/**
 * What the organisation's sequences did per calendar day ($1 organisation, $2 first day, $3 last day, both included,
 * $4 owner of the sequences or null, $5 the zone of the days): e-mails sent ('sent' events), distinct e-mails opened,
 * clicked, replied, bounced that day, tasks done ('task_done' events); bot and privacy-proxy hits left out. Only days
 * with an event are answered; the service fills the periods (core's statisticsPeriodStarts).
 */
export const TIMELINE_DAYS_SQL = `
  SELECT to_char((e.occurred_at AT TIME ZONE $5)::date, 'YYYY-MM-DD') AS day,
         count(*) FILTER (WHERE e.type = 'sent')::int AS mail_sent,
         ${['opened', 'clicked', 'replied', 'bounced'].map((type) => mailEvent(type, `mail_${type}`)).join(',\n         ')},
         count(*) FILTER (WHERE e.type = 'task_done')::int AS task_done
    FROM sequence_events e
   WHERE e.organization_id = $1 AND NOT e.is_bot
     AND e.type IN ('sent', 'opened', 'clicked', 'replied', 'bounced', 'task_done')
     AND e.occurred_at >= ($2::date::timestamp AT TIME ZONE $5)
     AND e.occurred_at < (($3::date + 1)::timestamp AT TIME ZONE $5)
     AND ($4::int IS NULL OR EXISTS (SELECT 1 FROM sequences q WHERE q.id = e.sequence_id AND q.organization_id = $1 AND q.owner_user_id = $4))
   GROUP BY 1
   ORDER BY 1`;
