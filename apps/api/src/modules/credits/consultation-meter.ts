import { consultationCreditCost, DomainFailure } from '@cible/core';
import type { Database } from '../../db/database';
import { consumeCredits } from './credit-ledger';

/** Who opens which contact's full details. */
export interface ConsultationOpener {
  readonly organizationId: number;
  readonly userId: number;
}

/** The consultation credits of contact pages (docs/adr/024-credit-ledger.md "Consultation credits"). */
export interface ConsultationMeter {
  /**
   * Records that the user opens the contact's full details and takes the consultation credit core's
   * consultationCreditCost asks (1 the first time, for a user with a consultation credit record); refuses with
   * 409 CREDITS.INSUFFICIENT when none is left, recording nothing.
   */
  open(opener: ConsultationOpener, contactId: number): Promise<void>;
}

/** The French refusal the contact page shows (the web has its own text for the code; this one is the API's). */
export const CONSULTATION_REFUSED = "Vous n'avez plus de crédits de consultation pour voir le détail de ce contact. Veuillez vous rapprocher de votre manager.";

/**
 * One transaction: is the user metered (a consultation credit record), is this his first opening of the contact
 * (`INSERT … ON CONFLICT DO NOTHING` into contact_consultations: two tabs at once insert one row, the second waits for
 * the first and inserts nothing), then the ledger's consumeCredits. A refusal rolls the row back.
 */
export function createConsultationMeter(db: Pick<Database, 'transaction'>): ConsultationMeter {
  return {
    open: ({ organizationId, userId }, contactId) =>
      db.transaction(async (tx) => {
        const [record] = await tx.query<{ id: number }>(`SELECT id FROM credits WHERE organization_id = $1 AND user_id = $2 AND kind = 'consultation'`, [organizationId, userId]);
        if (record === undefined) return;
        const inserted = await tx.query<{ user_id: number }>(
          `INSERT INTO contact_consultations (user_id, contact_id, organization_id) VALUES ($1, $2, $3) ON CONFLICT (user_id, contact_id) DO NOTHING RETURNING user_id`,
          [userId, contactId, organizationId],
        );
        const cost = consultationCreditCost({ metered: true, alreadyConsulted: inserted.length === 0, blurred: false });
        if (cost === 0) return;
        const outcome = await consumeCredits(tx, { organizationId, userId, kind: 'consultation', amount: cost, reference: `contact:${contactId}` });
        if (!outcome.ok) {
          throw new DomainFailure('CREDITS.INSUFFICIENT', CONSULTATION_REFUSED, { details: { kind: 'consultation', required: cost, available: outcome.available } });
        }
      }),
  };
}
