/** Credits one consultation takes. */
export const CONSULTATION_CREDIT_COST = 1;

/** What the caller knows when a user opens a contact's full details (the contact page). */
export interface ConsultationOpening {
  /** The user has a consultation credit record (his organisation's contract includes consultation credits). */
  readonly metered: boolean;
  /** The user has opened this contact's full details before. */
  readonly alreadyConsulted: boolean;
  /** The licence shows the contact's blurred card only (no full details). */
  readonly blurred: boolean;
}

/**
 * The consultation credits an opening of a contact's full details takes: 1 the first time a metered user opens a
 * contact's details, 0 when he opened them before, when the card is blurred (nothing is shown), or when the user
 * is not metered (no consultation credit record: his contract has no consultation credits).
 * @rule design · consultation credits: a metered user's first opening of a contact's full details takes 1 credit, later openings none
 */
export function consultationCreditCost(opening: ConsultationOpening): number {
  return opening.metered && !opening.alreadyConsulted && !opening.blurred ? CONSULTATION_CREDIT_COST : 0;
}
