import {
  calendarDayIn,
  CONFERENCE_DEFAULT_ZONE,
  CONFERENCE_ERROR_CODES,
  conferenceWindow,
  CRITERIA_UNSUPPORTED_CODE,
  DomainFailure,
  isFrenchRegionId,
  regionZipCodes,
} from '@cible/core';
import type { Conference, ConferenceListResponse, ConferenceProgram, ConferenceSearchBody, ConferenceThemesResponse, SearchCriteria } from '@cible/core';
import type { AuthContext } from '../../security/auth-context';
import { conferenceCard, contactCard } from '../quick-search/quick-search-service';
import { searchWords } from '../quick-search/search-words';
import type { ConferenceListRow, ConferencesRepository } from './conferences-repository';

export interface ConferencesService {
  search(body: ConferenceSearchBody): Promise<ConferenceListResponse>;
  themes(): Promise<ConferenceThemesResponse>;
  program(auth: AuthContext, conferenceId: number): Promise<ConferenceProgram>;
}

export interface ConferencesServiceOptions {
  /** The clock (injected: tests fix "today"). */
  readonly now: () => Date;
}

/** Whether a criteria value filters anything (absent, null, an empty list and `false` do not). */
const filters = (value: unknown) => value !== undefined && value !== null && value !== false && !(Array.isArray(value) && value.length === 0);

/** The conference list card: the quick search's card with the start date and theme. */
function listCard(row: ConferenceListRow): Conference {
  return { ...conferenceCard(row), start_date: row.start_date, theme: row.theme };
}

/**
 * Conferences (docs/conferences.md): the list from a first start date (default today in Europe/Paris, from the
 * injected clock), filtered by last start date, theme, region and text, sorted by start date, with the exact count;
 * the themes; a conference's program with its speakers' cards (blurred for sales PME as the quick search's).
 */
export function createConferencesService(repository: ConferencesRepository, { now }: ConferencesServiceOptions): ConferencesService {
  return {
    async search(body) {
      const unsupported = Object.entries(body.criteria as SearchCriteria).find(([, value]) => filters(value));
      if (unsupported) {
        const [field] = unsupported;
        throw new DomainFailure(CRITERIA_UNSUPPORTED_CODE, `The criterion ${field} does not apply to conferences.`, {
          details: { field },
          issues: [{ path: ['criteria', field], message: CRITERIA_UNSUPPORTED_CODE }],
        });
      }
      if (body.region_id !== undefined && !isFrenchRegionId(body.region_id)) {
        throw new DomainFailure(CONFERENCE_ERROR_CODES.unknownRegion, 'No such region.', { issues: [{ path: ['region_id'], message: CONFERENCE_ERROR_CODES.unknownRegion }] });
      }
      const today = calendarDayIn(now(), CONFERENCE_DEFAULT_ZONE)!;
      const window = conferenceWindow({ startDateMin: body.start_date_min, startDateMax: body.start_date_max }, today);
      if (window === null) {
        throw new DomainFailure(CONFERENCE_ERROR_CODES.dateRangeInverted, 'The last start date is before the first.', {
          issues: [{ path: ['start_date_max'], message: CONFERENCE_ERROR_CODES.dateRangeInverted }],
        });
      }
      const { rows, count } = await repository.search(
        {
          window,
          theme: body.theme ?? null,
          region: body.region_id === undefined ? null : regionZipCodes(body.region_id),
          words: body.text === undefined ? [] : searchWords(body.text),
          descending: body.sort === '-start_date',
        },
        { limit: body.limit, offset: body.offset },
      );
      return { conference_list: rows.map(listCard), conference_count: count };
    },
    async themes() {
      return { theme_list: await repository.themes() };
    },
    async program(auth, conferenceId) {
      const found = await repository.program(conferenceId);
      if (found === null) throw new DomainFailure('NOT_FOUND', 'No such conference.');
      const licenceId = auth.user.access.licenceId;
      return {
        conference: { ...listCard(found.conference), start_date: found.conference.start_date, end_date: found.conference.end_date },
        sessions: found.sessions.map((session) => ({
          id: Number(session.session_id),
          title: session.talk_title,
          type_name: session.talk_type,
          starts_at: session.starts_at,
          speaker: contactCard(session.speaker, licenceId),
        })),
      };
    },
  };
}
