import type { ConferenceWindow, RegionZipCodes } from '@cible/core';
import type { Database } from '../../db/database';
import { SEARCH_VECTOR_SQL } from '../../db/schema-data';
import type { ConferenceRow, ContactRow } from '../quick-search/quick-search-repository';
import { searchQuery } from '../quick-search/quick-search-repository';

/** A conference row of the list and the program: the quick search's card row, its last day and its theme. */
export interface ConferenceListRow extends ConferenceRow {
  end_date: string;
  theme: string | null;
}

/** A session of a program: the talk and its speaker (the quick search's contact row). */
export interface ConferenceSessionRow {
  session_id: number | string;
  talk_title: string;
  talk_type: string | null;
  /** UTC, ISO 8601 with `Z`. */
  starts_at: string;
  speaker: ContactRow;
}

/** What the list is filtered by (already checked by the service: a valid window, a known region, the text's words). */
export interface ConferenceFilter {
  readonly window: ConferenceWindow;
  readonly theme: string | null;
  readonly region: RegionZipCodes | null;
  /** The words of the name to find (each a prefix), none: no text filter. */
  readonly words: readonly string[];
  readonly descending: boolean;
}

export interface ConferencesRepository {
  /** A page of the conferences matching, in start-date order (ties by id), and the exact number of matches. */
  search(filter: ConferenceFilter, page: { readonly limit: number; readonly offset: number }): Promise<{ rows: ConferenceListRow[]; count: number }>;
  /** The distinct themes, in alphabetical order. */
  themes(): Promise<string[]>;
  /** A conference and its sessions in time order (ties by id), `null` when there is no such conference. */
  program(conferenceId: number): Promise<{ conference: ConferenceListRow; sessions: ConferenceSessionRow[] } | null>;
}

const CONFERENCE_COLUMNS = `f.id, f.name, f.start_date::text AS start_date, f.end_date::text AS end_date, f.city, f.zip_code, f.organisers, f.theme`;

/**
 * The filter (values as parameters): $1 first start date, $2 last start date (null: none), $3 theme (null: any), $4
 * region postcode prefixes and $5 postcodes excluded (null: any region), $6 the words of the name (each a prefix, the
 * quick search's tsquery over the same indexed vector; a text that folds to nothing filters nothing).
 */
const WHERE = `f.start_date >= $1::date
  AND ($2::date IS NULL OR f.start_date <= $2::date)
  AND ($3::text IS NULL OR f.theme = $3::text)
  AND ($4::text[] IS NULL OR (EXISTS (SELECT 1 FROM unnest($4::text[]) AS prefix WHERE f.zip_code LIKE prefix || '%')
                              AND NOT (f.zip_code = ANY($5::text[]))))
  AND (cardinality($6::text[]) = 0 OR numnode(${searchQuery('$6::text[]')}) = 0
       OR ${SEARCH_VECTOR_SQL.conferences} @@ ${searchQuery('$6::text[]')})`;

/** SQL of the conferences (read only; shared reference data, not organisation-scoped). */
export function createConferencesRepository(db: Database): ConferencesRepository {
  return {
    async search(filter, { limit, offset }) {
      const values = [
        filter.window.from,
        filter.window.to,
        filter.theme,
        filter.region === null ? null : [...filter.region.prefixes],
        filter.region === null ? [] : [...filter.region.excluded],
        [...filter.words],
      ];
      const order = filter.descending ? 'f.start_date DESC, f.id DESC' : 'f.start_date, f.id';
      const [rows, [counted]] = await Promise.all([
        db.query<ConferenceListRow>(`SELECT ${CONFERENCE_COLUMNS} FROM conferences f WHERE ${WHERE} ORDER BY ${order} LIMIT $7 OFFSET $8`, [...values, limit, offset]),
        db.query<{ count: number }>(`SELECT count(*)::int AS count FROM conferences f WHERE ${WHERE}`, values),
      ]);
      return { rows, count: counted?.count ?? 0 };
    },
    async themes() {
      const rows = await db.query<{ theme: string }>('SELECT DISTINCT theme FROM conferences WHERE theme IS NOT NULL ORDER BY theme');
      return rows.map((row) => row.theme);
    },
    async program(conferenceId) {
      const [conference] = await db.query<ConferenceListRow>(`SELECT ${CONFERENCE_COLUMNS} FROM conferences f WHERE f.id = $1`, [conferenceId]);
      if (!conference) return null;
      const rows = await db.query<Omit<ConferenceSessionRow, 'speaker'> & ContactRow>(
        `SELECT e.id AS session_id, e.talk_title, e.talk_type,
                to_char(e.starts_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS starts_at,
                p.id, p.first_name, p.last_name, p.civility_id, p.active, p.job_label, p.company_id, p.is_visible_pme,
                c.name AS company_name, c.group_name AS company_group_name, c.is_visible_pme AS company_is_visible_pme
         FROM conference_program_entries e
         JOIN contacts p ON p.id = e.contact_id
         LEFT JOIN companies c ON c.id = p.company_id
         WHERE e.conference_id = $1
         ORDER BY e.starts_at, e.id`,
        [conferenceId],
      );
      const sessions = rows.map(({ session_id, talk_title, talk_type, starts_at, ...speaker }) => ({ session_id, talk_title, talk_type, starts_at, speaker }));
      return { conference, sessions };
    },
  };
}
