import { TARGET_EXCLUSION_REASON, type TargetExclusionReasonId } from '../catalogues/target-exclusion-reasons';

/** What the server knows of one contact offered to a sequence's import. */
export interface ImportContactFacts {
  readonly contactId: number;
  /** Already a target of this sequence (whatever its state). */
  readonly alreadyTargeted: boolean;
  /** Replied to an e-mail of any sequence of the organisation. */
  readonly replied: boolean;
  /** Has a usable e-mail address (present, and not marked bounced in the organisation). */
  readonly hasEmail: boolean;
  /** Unsubscribed (opted out) from an e-mail of the organisation. */
  readonly optedOut: boolean;
  /** A target, not done, of another ongoing sequence of the same owner. */
  readonly inOwnOngoingSequence: boolean;
}

/** The outcome for one contact: imported, already a target, or excluded with its reason. */
export type ImportContactOutcome =
  | { readonly kind: 'importable' }
  | { readonly kind: 'already_targeted' }
  | { readonly kind: 'excluded'; readonly reasonId: TargetExclusionReasonId };

/**
 * The outcome of one contact offered to a sequence: already a target first (it is not counted as excluded), then the
 * exclusion reasons in the catalogue's order of weight (replied 1, no e-mail 2, opted out 3, in another ongoing
 * sequence of the same owner 4); importable otherwise. A contact in a colleague's ongoing sequence stays importable
 * (the check warns about it).
 * @rule prospecting §5 · target import: already a target, then replied, no e-mail, opted out, in another ongoing sequence (designed)
 */
export function importContactOutcome(facts: ImportContactFacts): ImportContactOutcome {
  if (facts.alreadyTargeted) return { kind: 'already_targeted' };
  if (facts.replied) return { kind: 'excluded', reasonId: TARGET_EXCLUSION_REASON.mail_replied };
  if (!facts.hasEmail) return { kind: 'excluded', reasonId: TARGET_EXCLUSION_REASON.no_email };
  if (facts.optedOut) return { kind: 'excluded', reasonId: TARGET_EXCLUSION_REASON.opt_out };
  if (facts.inOwnOngoingSequence) return { kind: 'excluded', reasonId: TARGET_EXCLUSION_REASON.in_other_sequence };
  return { kind: 'importable' };
}

/** The check of an import: the contacts to import, those already targeted, the excluded ones with their reason. */
export interface ImportCheck {
  readonly contactCount: number;
  readonly importable: readonly number[];
  readonly alreadyTargetedCount: number;
  readonly excluded: readonly { readonly contactId: number; readonly reasonId: TargetExclusionReasonId }[];
}

/**
 * Sorts the offered contacts (each once: a contact given twice counts once) by {@link importContactOutcome}.
 * @rule prospecting §5 · target import check counts each contact once
 */
export function checkTargetImport(contacts: readonly ImportContactFacts[]): ImportCheck {
  const seen = new Set<number>();
  const importable: number[] = [];
  const excluded: { contactId: number; reasonId: TargetExclusionReasonId }[] = [];
  let alreadyTargetedCount = 0;
  for (const facts of contacts) {
    if (seen.has(facts.contactId)) continue;
    seen.add(facts.contactId);
    const outcome = importContactOutcome(facts);
    if (outcome.kind === 'importable') importable.push(facts.contactId);
    else if (outcome.kind === 'already_targeted') alreadyTargetedCount += 1;
    else excluded.push({ contactId: facts.contactId, reasonId: outcome.reasonId });
  }
  return { contactCount: seen.size, importable, alreadyTargetedCount, excluded };
}

/**
 * The most contacts one import offers (designed, ADR 028): a larger list is refused (SEQUENCE.IMPORT_TOO_LARGE) and
 * imported in parts.
 * @rule prospecting §5 · a sequence import offers at most 10 000 contacts (designed)
 */
export const SEQUENCE_IMPORT_MAX_CONTACTS = 10_000;
