import { z } from 'zod';
import type { NewsPieceKindCode } from '../../catalogues/news-types';
import { ApiDateOrDateTimeSchema, safeString } from '../shared/api-primitives';
import { defineEndpoint, type EndpointGateway } from '../shared/endpoint';
import { QUICK_SEARCH_RESULT_COUNT } from '../../quick-search/quick-search-timing';
import { QUICK_SEARCH_MAX_LENGTH } from '../../validation/quick-search-input';
import { queryInt } from '../shared/query-params';
import { QUICK_SEARCH_TOTAL_CAP } from '../../quick-search/quick-search-total-cap';

/** Company card (the spec's entity), shared by quick search and the data pages. */
export const CompanyCardSchema = z.object({
  id: z.number().int().min(1),
  /** `null` only on a blurred card (formatting/blur-rule.ts: the server does not send hidden fields). */
  name: safeString().nullable(),
  group_company: z.object({ name: safeString() }).nullable(),
  group_name: safeString().nullable(),
  nb_contacts: z.number().int().min(0),
  city_name: safeString().nullable(),
  zip_code: safeString().nullable(),
  country_id: z.number().int().nullable(),
  is_visible_pme: z.boolean(),
  /** Blurred for the caller (sales PME and not `is_visible_pme`): BLUR_HIDDEN_FIELDS.company are null. Absent: false. */
  blurred: z.boolean().optional(),
});
export type CompanyCard = z.infer<typeof CompanyCardSchema>;

/** Contact card (the spec's entity). `civility` is the short label (`M.`, `Mme`). */
export const ContactCardSchema = z.object({
  id: z.number().int().min(1),
  first_name: safeString(),
  /** `null` only on a blurred card (formatting/blur-rule.ts). */
  last_name: safeString().nullable(),
  civility: safeString().nullable(),
  active: z.boolean(),
  job_name: safeString().nullable(),
  company_id: z.number().int().nullable(),
  company_name: safeString().nullable(),
  company_group_name: safeString().nullable(),
  is_visible_pme: z.boolean(),
  /** Blurred for the caller (sales PME and not `is_visible_pme`): BLUR_HIDDEN_FIELDS.contact are null. Absent: false. */
  blurred: z.boolean().optional(),
  /** The contact is shown but his employer is blurred for the caller: company_id, company_name, company_group_name are null. */
  company_blurred: z.boolean().optional(),
});
export type ContactCard = z.infer<typeof ContactCardSchema>;

/** The kind of a news piece: a code of the news-piece-kind catalogue (business signal, departure, product, press, speaker). */
const newsPieceKind = z.enum([
  'business_signal',
  'departure',
  'product',
  'press',
  'speaker',
] as const satisfies readonly NewsPieceKindCode[]);

/** A highlight: a contact speaking at an event. */
export const NewsHighlightSchema = z.object({
  name: safeString(),
  type_name: safeString().nullable(),
  start_date: ApiDateOrDateTimeSchema.nullable(),
});
export type NewsHighlight = z.infer<typeof NewsHighlightSchema>;

/**
 * News piece (the spec's entity), also the business-alert news item (the prospecting fields: tags, company industry
 * class, company size, job type — optional fields here).
 */
export const NewsPieceSchema = z.object({
  id: z.number().int().min(1),
  type: newsPieceKind,
  publication_date: ApiDateOrDateTimeSchema,
  description: safeString().nullable(),
  title: safeString().nullable(),
  sample_title: safeString().nullable(),
  /** Business opportunity type id (`BUSINESS_OPPORTUNITY_TYPES`), for business signals. */
  business_opportunity_type: z.number().int().nullable(),
  company: z
    .object({
      id: z.number().int().min(1),
      name: safeString(),
      group_name: safeString().nullable(),
      industry_class_id: z.number().int().nullable().optional(),
      company_size_id: z.number().int().nullable().optional(),
    })
    .nullable(),
  person: z
    .object({
      id: z.number().int().min(1),
      first_name: safeString(),
      last_name: safeString(),
      name: safeString(),
      job_name: safeString().nullable(),
      company_id: z.number().int().nullable(),
      company_name: safeString().nullable(),
      company_group_name: safeString().nullable(),
    })
    .nullable(),
  job: z.object({ job_name: safeString(), job_type_id: z.number().int().nullable().optional() }).nullable(),
  source: z
    .object({
      headline: safeString().nullable(),
      name: safeString().nullable(),
      origin: z.object({ name: safeString() }).nullable(),
    })
    .nullable(),
  highlight: NewsHighlightSchema.nullable(),
  /** News tags (ids 2 to 31, `NEWS_TAGS`). */
  tag_id_list: z.array(z.number().int()).optional(),
  /** The news type (`NEWS_TYPES`, designed): tells an appointment from a new contact within the `product` kind. */
  news_type_id: z.number().int().optional(),
  /** Blurred for the caller (sales PME: it names a company or person not visible to the licence): texts and names null. */
  blurred: z.boolean().optional(),
});
export type NewsPiece = z.infer<typeof NewsPieceSchema>;

/**
 * Conference (the spec's fields: id, name, date, organisers, city, zip code), also the conference of the conferences
 * page (the prospecting fields: start_date, theme, highlight_list, contacts — optional here).
 */
export const ConferenceSchema = z.object({
  id: z.number().int().min(1),
  name: safeString(),
  date: ApiDateOrDateTimeSchema,
  organisers: z.array(z.object({ name: safeString() })),
  city_name: safeString().nullable(),
  zip_code: safeString().nullable(),
  start_date: ApiDateOrDateTimeSchema.optional(),
  theme: safeString().nullable().optional(),
  highlight_list: z.array(NewsHighlightSchema).optional(),
  contacts: z.array(ContactCardSchema).optional(),
});
export type Conference = z.infer<typeof ConferenceSchema>;

// The count cap (QUICK_SEARCH_TOTAL_CAP) is in quick-search/quick-search-total-cap.ts, without zod.
export { QUICK_SEARCH_TOTAL_CAP };

/** A quick-search column: the total matching (capped, see QUICK_SEARCH_TOTAL_CAP) and the cards returned. */
function quickSearchColumn<Item extends z.ZodType>(item: Item) {
  return z.object({
    total: z.number().int().min(0),
    data: z.array(item),
    /**
     * `true` when the count stopped early and `total` is a lower bound: more than QUICK_SEARCH_TOTAL_CAP matched
     * (`total` is then the cap + 1), or the contacts' name + job search read its bounded share (`total` is what it
     * found). Shown "{n}+" (formatting: formatQuickSearchTotal). Absent: false, `total` is exact.
     */
    total_capped: z.boolean().optional(),
  });
}

/** The columns of a quick-search answer, by their key in the answer. */
export const QUICK_SEARCH_COLUMNS = ['companies', 'personsActive', 'news', 'conferences'] as const;
export type QuickSearchColumnName = (typeof QUICK_SEARCH_COLUMNS)[number];

/** Most results asked at once per column (the results page's pages). */
export const QUICK_SEARCH_MAX_LIMIT = 50;

/**
 * Quick-search query: a non-blank text of at most QUICK_SEARCH_MAX_LENGTH characters (validation/quick-search-input.ts)
 * and how many results per column (6 by default, `QUICK_SEARCH_RESULT_COUNT`). Blank: `QUICK_SEARCH.TEXT_REQUIRED`; too
 * long: `QUICK_SEARCH.TEXT_TOO_LONG`. Paging (the results page): `offset`, the position of the first result (0 by
 * default; results are listed up to position QUICK_SEARCH_TOTAL_CAP, the count cap), and `column`, to ask one column
 * only (the others answer `{ total: 0, data: [] }`). Pages of the same `limit` never repeat nor skip a result.
 */
export const QuickSearchQuerySchema = z.object({
  text: safeString({ error: 'QUICK_SEARCH.TEXT_REQUIRED' })
    .trim()
    .min(1, 'QUICK_SEARCH.TEXT_REQUIRED')
    .max(QUICK_SEARCH_MAX_LENGTH, 'QUICK_SEARCH.TEXT_TOO_LONG'),
  limit: queryInt(1, QUICK_SEARCH_MAX_LIMIT).default(QUICK_SEARCH_RESULT_COUNT),
  offset: queryInt(0, QUICK_SEARCH_TOTAL_CAP).default(0),
  column: z.enum(QUICK_SEARCH_COLUMNS).optional(),
});
export type QuickSearchQuery = z.infer<typeof QuickSearchQuerySchema>;

/** Quick-search answer (the spec's entity): companies, personsActive, news, conferences, each `{ total, data }`. */
export const QuickSearchResponseSchema = z.object({
  companies: quickSearchColumn(CompanyCardSchema),
  personsActive: quickSearchColumn(ContactCardSchema),
  news: quickSearchColumn(NewsPieceSchema),
  conferences: quickSearchColumn(ConferenceSchema),
});
export type QuickSearchResponse = z.infer<typeof QuickSearchResponseSchema>;

/** Quick search (docs/rules/ports.md "quick_search"; docs/api.md "Quick search"). */
export const QUICK_SEARCH_ENDPOINTS = {
  quickSearch: defineEndpoint({
    method: 'GET',
    path: '/v1/quick-search',
    summary: 'Companies, active contacts, news and conferences matching a text.',
    query: QuickSearchQuerySchema,
    response: QuickSearchResponseSchema,
  }),
} as const;

/** The quick-search port. */
export type QuickSearchGateway = EndpointGateway<typeof QUICK_SEARCH_ENDPOINTS>;
