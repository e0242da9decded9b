import type { ExportRowKind } from '@cible/core';
import { criteriaIdsSql, type ResolvedQueries, SqlParameters } from '../advanced-search/criteria-to-sql';

/**
 * What an export writes, decided at creation from the request (ids checked) and kept in `exports.params`:
 * - `contact`, `company`, `email_rental`: the contacts (companies) picked by id, and the members of saved queries
 *   (lists, segments; resolved again when the job runs, as their owner);
 * - `team`: the activity of some users (none listed: every user of the organisation) between two dates (UTC, both
 *   included);
 * - `subscription`: the credit consumption of every user of the organisation, per kind, between two dates.
 */
export type ExportSource =
  | { readonly rows: 'contact' | 'company' | 'email_rental'; readonly ids: readonly number[]; readonly queryIds: readonly number[] }
  | { readonly rows: 'team'; readonly userIds: readonly number[]; readonly from: string; readonly to: string }
  | { readonly rows: 'subscription'; readonly from: string; readonly to: string };

/** One statement and its parameters. */
export interface Statement {
  readonly text: string;
  readonly values: readonly unknown[];
}

/**
 * The statements of a source: how many rows; the keys of its rows, in order, read once when the job starts; and the rows
 * of a slice of those keys, in key order. Reading the keys once keeps an export linear: a keyset walk (`row_key > last
 * … LIMIT n`) evaluated the lists' criteria again for every batch (docs/performance.md "Exports").
 */
export interface ExportRowSql {
  readonly kind: ExportRowKind;
  count(): Statement;
  /** `row_key` of every row, ascending. */
  keys(): Statement;
  /** The rows whose `row_key` is among `keys`, ascending. */
  rowsOf(keys: readonly string[]): Statement;
}

const CONTACT_COLUMNS = `ct.id AS row_key, CASE ct.civility_id WHEN 1 THEN 'M.' WHEN 2 THEN 'Mme' END AS civility, ct.first_name, ct.last_name,
  coalesce(ct.job_label, '') AS job, co.name AS company, ct.email, ct.direct_line, ct.mobile_phone, ct.linkedin_url`;
const COMPANY_COLUMNS = `co.id AS row_key, co.name, co.siren, co.naf_code, co.activity, co.website,
  CASE WHEN co.workforce_lower IS NULL THEN NULL WHEN co.workforce_upper IS NULL THEN co.workforce_lower::text || '+'
       ELSE co.workforce_lower::text || '-' || co.workforce_upper::text END AS workforce`;

const periodOf = (params: SqlParameters, from: string, to: string) => ({
  start: params.add(from, 'date'),
  end: `(${params.add(to, 'date')} + 1)`,
});

/**
 * The SQL of a source. Contacts and companies: the ids picked (existing ones only) and the members of the queries
 * (core's criteria through the one translation, criteria-to-sql.ts); email rental keeps the contacts with an e-mail.
 * Team and subscription read the organisation's users, exports, credit history and notifications.
 */
export function exportRowSql(source: ExportSource, organizationId: number, queries: ResolvedQueries): ExportRowSql {
  /** A source whose rows are a derived table (team, subscription): a few rows, filtered on the derived key. */
  const derived = (parts: (params: SqlParameters) => { from: string; columns: () => string }) => ({
    count(): Statement {
      const params = new SqlParameters();
      const { from } = parts(params);
      return { text: `SELECT count(*)::int AS count FROM ${from}`, values: params.values };
    },
    keys(): Statement {
      const params = new SqlParameters();
      const { from, columns } = parts(params);
      return { text: `SELECT rows.row_key FROM (SELECT ${columns()} FROM ${from}) AS rows ORDER BY rows.row_key`, values: params.values };
    },
    rowsOf(keys: readonly string[]): Statement {
      const params = new SqlParameters();
      const { from, columns } = parts(params);
      const text = `SELECT * FROM (SELECT ${columns()} FROM ${from}) AS rows WHERE rows.row_key = ANY(${params.add([...keys], 'int8[]')}) ORDER BY rows.row_key`;
      return { text, values: params.values };
    },
  });
  /** A source of contacts or companies: the members' keys from the criteria once, then the rows by primary key. */
  const byId = (table: { from: string; key: string; columns: string }, members: (params: SqlParameters) => string) => ({
    count(): Statement {
      const params = new SqlParameters();
      return { text: `SELECT count(*)::int AS count FROM ${table.from} AND ${table.key} IN (${members(params)})`, values: params.values };
    },
    keys(): Statement {
      const params = new SqlParameters();
      return { text: `SELECT ${table.key} AS row_key FROM ${table.from} AND ${table.key} IN (${members(params)}) ORDER BY ${table.key}`, values: params.values };
    },
    rowsOf(keys: readonly string[]): Statement {
      const params = new SqlParameters();
      return { text: `SELECT ${table.columns} FROM ${table.from} AND ${table.key} = ANY(${params.add([...keys], 'int8[]')}) ORDER BY ${table.key}`, values: params.values };
    },
  });
  switch (source.rows) {
    case 'contact':
    case 'email_rental': {
      const members = (params: SqlParameters) => {
        const sets = [`SELECT unnest(${params.add([...source.ids], 'int8[]')}) AS id`];
        if (source.queryIds.length > 0) sets.push(criteriaIdsSql({ query_id_list: [...source.queryIds] }, 'contact', queries, params));
        return sets.join(' UNION ');
      };
      const withEmail = source.rows === 'email_rental' ? " AND ct.email IS NOT NULL AND ct.email <> ''" : '';
      const from = `contacts ct JOIN companies co ON co.id = ct.company_id WHERE true${withEmail}`;
      return { kind: source.rows, ...byId({ from, key: 'ct.id', columns: CONTACT_COLUMNS }, members) };
    }
    case 'company': {
      const members = (params: SqlParameters) => {
        const sets = [`SELECT unnest(${params.add([...source.ids], 'int8[]')}) AS id`];
        if (source.queryIds.length > 0) sets.push(criteriaIdsSql({ query_id_list: [...source.queryIds] }, 'account', queries, params));
        return sets.join(' UNION ');
      };
      return { kind: 'company', ...byId({ from: 'companies co WHERE true', key: 'co.id', columns: COMPANY_COLUMNS }, members) };
    }
    case 'team': {
      const users = (params: SqlParameters) =>
        `users u WHERE u.organization_id = ${params.add(organizationId, 'int4')}` +
        (source.userIds.length > 0 ? ` AND u.id = ANY(${params.add([...source.userIds], 'int4[]')})` : '');
      return {
        kind: 'team',
        ...derived((params) => {
          const from = users(params);
          // The period's parameters only in the columns (the count does not read them: an unread parameter has no type).
          const during = (column: string, period: { start: string; end: string }) => `${column} >= ${period.start} AND ${column} < ${period.end}`;
          return {
            from,
            columns: () => {
              const period = periodOf(params, source.from, source.to);
              return `u.id AS row_key, trim(u.first_name || ' ' || u.last_name) AS "user", u.email,
              (SELECT count(*)::int FROM exports e WHERE e.user_id = u.id AND e.status = 'success' AND ${during('e.start_date', period)}) AS export_count,
              (SELECT coalesce(sum(e.row_count), 0)::int FROM exports e WHERE e.user_id = u.id AND e.status = 'success' AND ${during('e.start_date', period)}) AS exported_row_count,
              (SELECT coalesce(sum(h.old_amount - h.new_amount), 0)::int FROM credit_history h WHERE h.user_id = u.id AND h.type = 'consumption' AND ${during('h.created_at', period)}) AS credits_consumed,
              (SELECT count(*)::int FROM notifications n WHERE n.user_id = u.id AND ${during('n.sent_at', period)}) AS notification_count`;
            },
          };
        }),
      };
    }
    case 'subscription': {
      const grouped = (params: SqlParameters) => {
        const { start, end } = periodOf(params, source.from, source.to);
        return `(SELECT h.user_id::int8 * 8 + array_position(ARRAY['sequence', 'email-rental', 'export', 'consultation'], h.kind) AS row_key,
                  trim(u.first_name || ' ' || u.last_name) AS "user", u.email, h.kind,
                  count(*)::int AS consumption_count, sum(h.old_amount - h.new_amount)::int AS credits_consumed
                FROM credit_history h JOIN users u ON u.id = h.user_id
                WHERE h.organization_id = ${params.add(organizationId, 'int4')} AND h.type = 'consumption' AND h.created_at >= ${start} AND h.created_at < ${end}
                GROUP BY h.user_id, h.kind, u.first_name, u.last_name, u.email) AS consumption`;
      };
      return {
        kind: 'subscription',
        ...derived((params) => ({ from: grouped(params), columns: () => '*' })),
      };
    }
  }
}
