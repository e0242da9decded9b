import type { CatalogueEntry } from './catalogue-entry';
import { labelled } from './catalogue-entry';
import type { BusinessOpportunityTypeId } from './business-opportunity-types';

/**
 * The kinds of news piece (the spec's business signal, departure, {product}, press, speaker:
 * docs/rules/catalogues-people-process.md "News").
 */
export type NewsPieceKindId = 1 | 2 | 3 | 4 | 5;
/**
 * The wire value of a news piece `type`. `product` stands for the spec's "{product}" placeholder: the product's own
 * editorial news (appointments, birthdays, new contacts found by Cible's research team).
 */
export type NewsPieceKindCode = 'business_signal' | 'departure' | 'product' | 'press' | 'speaker';

export interface NewsPieceKind extends CatalogueEntry<NewsPieceKindId> {
  readonly code: NewsPieceKindCode;
}

/**
 * News piece kinds: the `type` of a news piece, which decides its card layout and badge.
 * The numeric id is an ordinal for display; the `code` is the value carried by the API.
 * @rule app-shell §3 · news piece types business signal, departure, product, press, speaker
 */
export const NEWS_PIECE_KINDS: readonly NewsPieceKind[] = labelled<NewsPieceKind>('newsPieceKinds', [
  { id: 1, code: 'business_signal' },
  { id: 2, code: 'departure' },
  { id: 3, code: 'product' },
  { id: 4, code: 'press' },
  { id: 5, code: 'speaker' },
]);

/**
 * News and alert type ids (docs/rules/catalogues-people-process.md "News"): 2, 3, 4, 6, 7, 12, 13, 14 to 24, 26, 29,
 * 30, 31.
 */
export type NewsTypeId =
  | 2 | 3 | 4 | 6 | 7 | 12 | 13
  | 14 | 15 | 16 | 17 | 18 | 19 | 20 | 21 | 22 | 23 | 24
  | 26 | 29 | 30 | 31;

export type NewsTypeCode =
  | 'appointment'
  | 'departure'
  | 'birthday'
  | 'conference'
  | 'speaker'
  | 'press_article'
  | 'new_contact'
  | 'signal_external_growth'
  | 'signal_business_development'
  | 'signal_new_site'
  | 'signal_diversification'
  | 'signal_marketing_project'
  | 'signal_international_development'
  | 'signal_digital_project'
  | 'signal_it_project'
  | 'signal_rd_investment'
  | 'signal_companies_in_difficulty'
  | 'signal_recruitment_hr_project'
  | 'signal_fundraising'
  | 'signal_it_tender'
  | 'signal_marketing_tender'
  | 'signal_training_tender';

export interface NewsType extends CatalogueEntry<NewsTypeId> {
  readonly code: NewsTypeCode;
  /** The news piece kind a news of this type is shown as. */
  readonly pieceKind: NewsPieceKindCode;
  /** For a business signal, the business opportunity type it reports; `null` otherwise. */
  readonly businessOpportunityTypeId: BusinessOpportunityTypeId | null;
}

/**
 * News and alert types. The fifteen business signals (14 to 24, 26, 29 to 31) are one-to-one with the fifteen
 * business opportunity types, in the same order: 14–24 ↔ 1–11, 26 ↔ 16 fundraising, 29 ↔ 17 IT tender,
 * 30 ↔ 18 marketing tender, 31 ↔ 26 training tender (designed here; see docs/rules/catalogues-people-process.md).
 * @rule prospecting §3 · news and alert types (2 appointment … 13 new contact, business signals 14–24, 26, 29–31)
 */
export const NEWS_TYPES: readonly NewsType[] = labelled<NewsType>('newsTypes', [
  { id: 2, code: 'appointment', pieceKind: 'product', businessOpportunityTypeId: null },
  { id: 3, code: 'departure', pieceKind: 'departure', businessOpportunityTypeId: null },
  { id: 4, code: 'birthday', pieceKind: 'product', businessOpportunityTypeId: null },
  { id: 6, code: 'conference', pieceKind: 'speaker', businessOpportunityTypeId: null },
  { id: 7, code: 'speaker', pieceKind: 'speaker', businessOpportunityTypeId: null },
  { id: 12, code: 'press_article', pieceKind: 'press', businessOpportunityTypeId: null },
  { id: 13, code: 'new_contact', pieceKind: 'product', businessOpportunityTypeId: null },
  { id: 14, code: 'signal_external_growth', pieceKind: 'business_signal', businessOpportunityTypeId: 1 },
  { id: 15, code: 'signal_business_development', pieceKind: 'business_signal', businessOpportunityTypeId: 2 },
  { id: 16, code: 'signal_new_site', pieceKind: 'business_signal', businessOpportunityTypeId: 3 },
  { id: 17, code: 'signal_diversification', pieceKind: 'business_signal', businessOpportunityTypeId: 4 },
  { id: 18, code: 'signal_marketing_project', pieceKind: 'business_signal', businessOpportunityTypeId: 5 },
  { id: 19, code: 'signal_international_development', pieceKind: 'business_signal', businessOpportunityTypeId: 6 },
  { id: 20, code: 'signal_digital_project', pieceKind: 'business_signal', businessOpportunityTypeId: 7 },
  { id: 21, code: 'signal_it_project', pieceKind: 'business_signal', businessOpportunityTypeId: 8 },
  { id: 22, code: 'signal_rd_investment', pieceKind: 'business_signal', businessOpportunityTypeId: 9 },
  { id: 23, code: 'signal_companies_in_difficulty', pieceKind: 'business_signal', businessOpportunityTypeId: 10 },
  { id: 24, code: 'signal_recruitment_hr_project', pieceKind: 'business_signal', businessOpportunityTypeId: 11 },
  { id: 26, code: 'signal_fundraising', pieceKind: 'business_signal', businessOpportunityTypeId: 16 },
  { id: 29, code: 'signal_it_tender', pieceKind: 'business_signal', businessOpportunityTypeId: 17 },
  { id: 30, code: 'signal_marketing_tender', pieceKind: 'business_signal', businessOpportunityTypeId: 18 },
  { id: 31, code: 'signal_training_tender', pieceKind: 'business_signal', businessOpportunityTypeId: 26 },
]);

/**
 * The kind of news piece a news type is shown as; `undefined` for an id outside the catalogue.
 * @rule app-shell §3 · news type id to news piece kind
 */
export function newsPieceKindOf(newsTypeId: number): NewsPieceKindCode | undefined {
  return NEWS_TYPES.find((type) => type.id === newsTypeId)?.pieceKind;
}

/**
 * The business-signal news type that reports a business opportunity type.
 * @rule prospecting §3 · business signals are one-to-one with business opportunity types
 */
export function newsTypeIdOfBusinessOpportunity(businessOpportunityTypeId: BusinessOpportunityTypeId): NewsTypeId {
  const type = NEWS_TYPES.find((candidate) => candidate.businessOpportunityTypeId === businessOpportunityTypeId);
  if (!type) throw new Error(`No news type for business opportunity type ${businessOpportunityTypeId}`);
  return type.id;
}

/** News tag ids 2 to 31 (docs/rules/catalogues-people-process.md "News"). */
export type NewsTagId =
  | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 14 | 15 | 16
  | 17 | 18 | 19 | 20 | 21 | 22 | 23 | 24 | 25 | 26 | 27 | 28 | 29 | 30 | 31;

export interface NewsTag extends CatalogueEntry<NewsTagId> {
  /** The news type of the same id, or `null` for the eight tags that have no news type (5, 8–11, 25, 27, 28). */
  readonly newsTypeId: NewsTypeId | null;
}

/**
 * News tags, ids 2 to 31. A tag whose id is a news type id carries that type's label; the eight other tags
 * (5, 8, 9, 10, 11, 25, 27, 28) are editorial tags designed here (award, interview, op-ed, publication,
 * new board mandate, divestment, site closure, other tender).
 * @rule prospecting §3 · news tags 2 to 31
 */
export const NEWS_TAGS: readonly NewsTag[] = labelled<NewsTag>('newsTags', [
  { id: 2, newsTypeId: 2 },
  { id: 3, newsTypeId: 3 },
  { id: 4, newsTypeId: 4 },
  { id: 5, newsTypeId: null },
  { id: 6, newsTypeId: 6 },
  { id: 7, newsTypeId: 7 },
  { id: 8, newsTypeId: null },
  { id: 9, newsTypeId: null },
  { id: 10, newsTypeId: null },
  { id: 11, newsTypeId: null },
  { id: 12, newsTypeId: 12 },
  { id: 13, newsTypeId: 13 },
  { id: 14, newsTypeId: 14 },
  { id: 15, newsTypeId: 15 },
  { id: 16, newsTypeId: 16 },
  { id: 17, newsTypeId: 17 },
  { id: 18, newsTypeId: 18 },
  { id: 19, newsTypeId: 19 },
  { id: 20, newsTypeId: 20 },
  { id: 21, newsTypeId: 21 },
  { id: 22, newsTypeId: 22 },
  { id: 23, newsTypeId: 23 },
  { id: 24, newsTypeId: 24 },
  { id: 25, newsTypeId: null },
  { id: 26, newsTypeId: 26 },
  { id: 27, newsTypeId: null },
  { id: 28, newsTypeId: null },
  { id: 29, newsTypeId: 29 },
  { id: 30, newsTypeId: 30 },
  { id: 31, newsTypeId: 31 },
]);

/**
 * The news types the news query uses, verbatim and in the spec's order. Id 1 is not a news type of the catalogue
 * (the spec lists no type 1): it is passed through unchanged, as an opaque legacy value the server understands.
 * @rule prospecting §3 · news query types used: 3, 4, 14, 15, 20, 21, 22, 1
 */
export const NEWS_QUERY_TYPE_IDS: readonly number[] = [3, 4, 14, 15, 20, 21, 22, 1];
