import type { Database } from '../../db/database';
import { auditLog } from '../../db/schema';
import type { AuditEntry, AuditTrail } from '../../security/audit-trail';

/** The audit trail in the `audit_log` table. */
export function createAuditRepository(db: Database): AuditTrail {
  return {
    async record(entry: AuditEntry) {
      await db.drizzle.insert(auditLog).values({
        actorUserId: entry.actorUserId,
        actingAsUserId: entry.actingAsUserId,
        action: entry.action,
        targetType: entry.targetType ?? null,
        targetId: entry.targetId ?? null,
        ipAddress: entry.ipAddress ?? null,
        details: entry.details ? { ...entry.details } : null,
      });
    },
  };
}
