import { cardForLicence, contactCardForLicence, DomainFailure, NEWS_TYPES, newsPieceForLicence, QUICK_SEARCH_TOTAL_CAP, quickSearchColumnsFor, quickSearchText } from '@cible/core';
import type { CompanyCard, Conference, ContactCard, NewsPiece, QuickSearchColumnName, QuickSearchQuery, QuickSearchResponse } from '@cible/core';
import { CIVILITY_LABELS } from '../../db/schema-data';
import type { AuthContext } from '../../security/auth-context';
import type {
  ColumnRows,
  CompanyRow,
  ConferenceRow,
  ContactRow,
  NewsRow,
  QuickSearchRepository,
  QuickSearchTerms,
} from './quick-search-repository';
import { searchWords } from './search-words';

export { QUICK_SEARCH_MAX_WORDS, searchWords } from './search-words';

export interface QuickSearchService {
  search(auth: AuthContext, query: QuickSearchQuery): Promise<QuickSearchResponse>;
}

const NEWS_KIND_BY_TYPE = new Map<number, NewsPiece['type']>(NEWS_TYPES.map((type) => [type.id, type.pieceKind]));
const EMPTY = { total: 0, data: [] };

/**
 * Quick search (docs/api.md "Quick search"): four columns, each allowed by its own permission, blurred for sales PME;
 * a page of `limit` results from `offset` in each (or only in the asked `column`).
 */
export function createQuickSearchService(repository: QuickSearchRepository): QuickSearchService {
  return {
    async search(auth, query) {
      const text = quickSearchText(query.text);
      if (text === null) throw new DomainFailure('QUICK_SEARCH.TEXT_REQUIRED', 'The search text is empty.');
      const terms: QuickSearchTerms = { words: searchWords(text), text };
      const visible = quickSearchColumnsFor(auth.ability);
      const licenceId = auth.user.access.licenceId;
      const cap = QUICK_SEARCH_TOTAL_CAP + 1;
      const page = { limit: query.limit, offset: query.offset };
      // `column` asks one column only (the results page's next pages): the others answer empty.
      const asked = (column: QuickSearchColumnName) => query.column === undefined || query.column === column;
      const [companies, contacts, news, conferences] = await Promise.all([
        visible.companies && asked('companies') ? repository.companies(terms, page, cap) : null,
        visible.contacts && asked('personsActive') ? repository.contacts(terms, page, cap) : null,
        visible.news && asked('news') ? repository.news(terms, page, cap) : null,
        visible.conferences && asked('conferences') ? repository.conferences(terms, page, cap) : null,
      ]);
      return {
        companies: companies ? columnOf(companies, (row) => companyCard(row, licenceId)) : EMPTY,
        personsActive: contacts ? columnOf(contacts, (row) => contactCard(row, licenceId)) : EMPTY,
        news: news ? columnOf(news, (row) => newsPiece(row, licenceId)) : EMPTY,
        conferences: conferences ? columnOf(conferences, conferenceCard) : EMPTY,
      };
    },
  };
}

function columnOf<Row, Item>(column: ColumnRows<Row>, toItem: (row: Row) => Item): { total: number; data: Item[]; total_capped?: boolean } {
  const data = column.rows.map(toItem);
  return column.total > QUICK_SEARCH_TOTAL_CAP || column.partial === true ? { total: column.total, data, total_capped: true } : { total: column.total, data };
}

const idOf = (value: number | string): number => Number(value);
const idOrNull = (value: number | string | null): number | null => (value === null ? null : Number(value));

export function companyCard(row: CompanyRow, licenceId: number): CompanyCard {
  const card: CompanyCard = {
    id: idOf(row.id),
    name: row.name,
    group_company: row.group_id !== null && row.group_name !== null ? { name: row.group_name } : null,
    group_name: row.group_name,
    nb_contacts: row.contact_count,
    city_name: row.city,
    zip_code: row.zip_code,
    country_id: row.country_id,
    is_visible_pme: row.is_visible_pme,
  };
  return cardForLicence(licenceId, 'company', card);
}

export function contactCard(row: ContactRow, licenceId: number): ContactCard {
  const card: ContactCard = {
    id: idOf(row.id),
    first_name: row.first_name,
    last_name: row.last_name,
    civility: row.civility_id === null ? null : (CIVILITY_LABELS[row.civility_id] ?? null),
    active: row.active,
    job_name: row.job_label,
    company_id: idOrNull(row.company_id),
    company_name: row.company_name,
    company_group_name: row.company_group_name,
    is_visible_pme: row.is_visible_pme,
  };
  return contactCardForLicence(licenceId, card, row.company_is_visible_pme === null ? null : { is_visible_pme: row.company_is_visible_pme });
}

/** A news piece as the caller's licence may see it (core's newsPieceForLicence). */
export function newsPiece(row: NewsRow, licenceId: number): NewsPiece {
  const personName = row.person_first_name !== null && row.person_last_name !== null ? `${row.person_first_name} ${row.person_last_name}` : null;
  const jobName = row.job_label ?? row.person_job_label;
  const piece: NewsPiece = {
    id: idOf(row.id),
    type: NEWS_KIND_BY_TYPE.get(row.type_id) ?? 'press',
    publication_date: row.publication_date,
    description: row.description,
    title: row.title,
    sample_title: row.sample_title,
    business_opportunity_type: row.business_opportunity_type_id,
    company:
      row.company_name === null
        ? null
        : {
            id: idOf(row.company_id),
            name: row.company_name,
            group_name: row.company_group_name,
            industry_class_id: row.company_industry_class_id,
            company_size_id: row.company_size_id,
          },
    person:
      row.person_id === null || personName === null
        ? null
        : {
            id: idOf(row.person_id),
            first_name: row.person_first_name ?? '',
            last_name: row.person_last_name ?? '',
            name: personName,
            job_name: row.person_job_label,
            company_id: idOrNull(row.person_company_id),
            company_name: row.person_company_name,
            company_group_name: row.person_company_group_name,
          },
    job: jobName === null ? null : { job_name: jobName, job_type_id: row.job_type_id },
    source:
      row.source_headline === null && row.source_name === null && row.source_origin_name === null
        ? null
        : {
            headline: row.source_headline,
            name: row.source_name,
            origin: row.source_origin_name === null ? null : { name: row.source_origin_name },
          },
    highlight:
      row.highlight_name === null
        ? null
        : { name: row.highlight_name, type_name: row.highlight_type_name, start_date: row.highlight_start_date },
    tag_id_list: row.tag_ids,
    news_type_id: row.type_id,
  };
  const visible = (flag: boolean | null) => (flag === null ? null : { is_visible_pme: flag });
  return newsPieceForLicence(licenceId, piece, {
    company: visible(row.company_is_visible_pme),
    person: visible(row.person_is_visible_pme),
    personCompany: visible(row.person_company_is_visible_pme),
  });
}

/** A conference card (the quick search's column; the conference list adds its start date and theme). */
export function conferenceCard(row: ConferenceRow): Conference {
  return {
    id: idOf(row.id),
    name: row.name,
    date: row.start_date,
    organisers: row.organisers.map((name) => ({ name })),
    city_name: row.city,
    zip_code: row.zip_code,
  };
}
