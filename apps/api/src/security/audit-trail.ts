/** One row of the security audit trail (`audit_log`). */
export interface AuditEntry {
  /** The real person (the platform administrator while "connected as"). */
  readonly actorUserId: number | null;
  /** The impersonated user, while "connected as"; `null` otherwise. */
  readonly actingAsUserId: number | null;
  /** Dotted action code: `AUTH.CONNECTED_AS`, `CONNECTED_AS.REQUEST`, `USER.UPDATED`… */
  readonly action: string;
  readonly targetType?: string | null;
  readonly targetId?: string | null;
  readonly ipAddress?: string | null;
  readonly details?: Readonly<Record<string, unknown>> | null;
}

/** The audit port: services and hooks record security-relevant actions through it. */
export interface AuditTrail {
  record(entry: AuditEntry): Promise<void>;
}
