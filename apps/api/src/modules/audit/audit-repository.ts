import type { Database } from '../../db/database';
import type { AuditEntry, AuditTrail } from '../../security/audit-trail';

/** The audit trail in the `audit_log` table. */
export function createAuditRepository(db: Database): AuditTrail {
  return {
    async record(entry: AuditEntry) {
      await db.query(
        `INSERT INTO audit_log (actor_user_id, acting_as_user_id, action, target_type, target_id, ip_address, details)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [
          entry.actorUserId,
          entry.actingAsUserId,
          entry.action,
          entry.targetType ?? null,
          entry.targetId ?? null,
          entry.ipAddress ?? null,
          entry.details ? JSON.stringify(entry.details) : null,
        ],
      );
    },
  };
}
