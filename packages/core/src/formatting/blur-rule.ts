import { licenceByCode } from '../catalogues/licences';

/** The sales PME licence id (8), whose users see blurred items. */
const SALES_PME_LICENCE_ID: number = licenceByCode('sales_pme').id;

/** A company or contact card, as far as the blur rule is concerned. */
export interface BlurrableItem {
  readonly is_visible_pme?: boolean | null;
}

/**
 * Whether an item is blurred for a user: only for the sales PME licence (8), and only when the item is not marked
 * visible for that licence. A missing flag counts as not visible (fail closed).
 * @rule app-shell §1, §5 · sales PME users see blurred items unless is_visible_pme
 */
export function isBlurredForUser(licenceId: number, item: BlurrableItem): boolean {
  return licenceId === SALES_PME_LICENCE_ID && item.is_visible_pme !== true;
}

/** The two kinds of cards that can be blurred. */
export type BlurredCardKind = 'company' | 'contact';

/**
 * Fields of a card that are hidden (the API sends them as null) when the card is blurred.
 * Company: identity and location (name, group, city, zip); the id, contact count and country stay as a teaser.
 * Contact: everything identifying beyond the first name (last name, job, employer); id, first name, civility and
 * active stay.
 * @rule app-shell §5 · blurred company and contact cards hide identifying fields
 */
export const BLUR_HIDDEN_FIELDS = {
  company: ['name', 'group_company', 'group_name', 'city_name', 'zip_code'],
  contact: ['last_name', 'job_name', 'company_id', 'company_name', 'company_group_name'],
} as const satisfies Record<BlurredCardKind, readonly string[]>;

/**
 * The hidden fields of a blurred card of this kind.
 * @rule app-shell §5 · fields hidden on a blurred card
 */
export function blurHiddenFields(kind: BlurredCardKind): readonly string[] {
  return BLUR_HIDDEN_FIELDS[kind];
}

/** A card whose hidden fields of this kind are set to null. */
export type RedactedCard<K extends BlurredCardKind, T> = {
  [P in keyof T]: P extends (typeof BLUR_HIDDEN_FIELDS)[K][number] ? null : T[P];
};

/**
 * A copy of the card with its hidden fields set to null (for the API, before sending a blurred card): the values are
 * not sent, the card keeps its shape.
 * @rule app-shell §5 · the server does not send the hidden fields of a blurred card
 */
export function redactBlurredCard<K extends BlurredCardKind, T extends object>(kind: K, card: T): RedactedCard<K, T> {
  const hidden = new Set<string>(BLUR_HIDDEN_FIELDS[kind]);
  return Object.fromEntries(Object.entries(card).map(([key, value]) => [key, hidden.has(key) ? null : value])) as RedactedCard<K, T>;
}

/** A card as the caller's licence may see it: the card itself, or its redacted copy marked `blurred`. */
export type CardForLicence<K extends BlurredCardKind, T> = T | (RedactedCard<K, T> & { readonly blurred: true });

/**
 * The one way the server hands a company or contact card to a caller: unchanged when the licence sees it, else the
 * redacted card (hidden fields null) marked `blurred: true`.
 * @rule app-shell §5 · every company or contact card sent to a sales PME caller goes through the blur rule
 */
export function cardForLicence<K extends BlurredCardKind, T extends BlurrableItem>(licenceId: number, kind: K, card: T): CardForLicence<K, T> {
  return isBlurredForUser(licenceId, card) ? { ...redactBlurredCard(kind, card), blurred: true } : card;
}

/** The employer fields of a contact card. */
export const EMPLOYER_FIELDS = ['company_id', 'company_name', 'company_group_name'] as const;

/** A contact card's employer as far as the blur rule is concerned. */
export interface EmployerFields {
  readonly company_id: number | null;
  readonly company_name: string | null;
  readonly company_group_name: string | null;
}

/**
 * A contact card as the caller's licence may see it, employer included: the contact's own blur (cardForLicence), and,
 * for a contact the licence sees, the employer hidden (id, name, group: null) when that company is blurred for the
 * licence, marked `company_blurred` — so that a visible contact never tells which hidden company he works for.
 * @rule app-shell §5 · a visible contact's employer is hidden when that company is blurred for the licence
 */
export function contactCardForLicence<T extends BlurrableItem & EmployerFields>(
  licenceId: number,
  card: T,
  employer: BlurrableItem | null,
): CardForLicence<'contact', T> | (T & { readonly company_blurred: true }) {
  const shown = cardForLicence(licenceId, 'contact', card);
  if ('blurred' in shown || employer === null || !isBlurredForUser(licenceId, employer)) return shown;
  return { ...shown, company_id: null, company_name: null, company_group_name: null, company_blurred: true };
}

/** What the blur rule needs to know about a news piece: the visibility of its company, its person and his employer. */
export interface NewsVisibility {
  readonly company: BlurrableItem | null;
  readonly person: BlurrableItem | null;
  readonly personCompany: BlurrableItem | null;
}

/** The parts of a news piece the blur rule hides or keeps. */
export interface BlurrableNewsPiece {
  readonly title: string | null;
  readonly sample_title: string | null;
  readonly description: string | null;
  readonly company: object | null;
  readonly person: { readonly company_id: number | null; readonly company_name: string | null; readonly company_group_name: string | null } | null;
  readonly job: object | null;
  readonly source: object | null;
  readonly highlight: object | null;
}

/**
 * A news piece as the caller's licence may see it. About a company or a person blurred for the licence, the piece is
 * blurred whole (its texts name them): title, texts, company, person, job, source and highlight are null and
 * `blurred` is true; its kind, date, business-opportunity type and tags stay as a teaser. About visible ones whose
 * person works for a blurred company, that employer is hidden (id, name, group null).
 * @rule app-shell §5 · a news piece naming a company or person blurred for the licence is blurred too
 */
export function newsPieceForLicence<T extends BlurrableNewsPiece>(licenceId: number, piece: T, visibility: NewsVisibility): T | (T & { readonly blurred: true }) {
  const hidden = (item: BlurrableItem | null) => item !== null && isBlurredForUser(licenceId, item);
  if (hidden(visibility.company) || hidden(visibility.person)) {
    return { ...piece, title: null, sample_title: null, description: null, company: null, person: null, job: null, source: null, highlight: null, blurred: true };
  }
  if (piece.person !== null && hidden(visibility.personCompany)) {
    return { ...piece, person: { ...piece.person, company_id: null, company_name: null, company_group_name: null } };
  }
  return piece;
}
