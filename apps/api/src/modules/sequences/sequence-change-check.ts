import { can, checkSequenceManagement, DomainFailure, hasManagerAccess, sequenceStatusSubject } from '@cible/core';
import type { Sequence } from '@cible/core';
import type { AuthContext } from '../../security/auth-context';

/**
 * Whether the caller may change the sequence (its settings, steps, targets) in its present status: core's ownership
 * rule (owner or organisation manager, else 403 SEQUENCE.NOT_OWNER) and a status the licence may update (archived:
 * 409 SEQUENCE.READ_ONLY). Throws the coded refusal; shared by the sequences' and the targets' use cases.
 */
export function checkSequenceChange(auth: AuthContext, sequence: Sequence): void {
  const management = checkSequenceManagement({ userId: auth.user.id, isManager: hasManagerAccess(auth.ability) }, sequence.owner_user_id);
  if (!management.ok) {
    throw new DomainFailure(management.error.code, 'Only the owner or a manager changes this sequence.', { details: { ownerUserId: sequence.owner_user_id } });
  }
  const subject = sequenceStatusSubject(sequence.status_id);
  if (subject === null || !can(auth.ability, 'update', subject)) {
    throw new DomainFailure('SEQUENCE.READ_ONLY', 'This sequence is read only in its status.', { details: { status: sequence.status_id } });
  }
}
