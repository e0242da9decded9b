import type { NotificationRecord } from './notification-record';

/** A notification with what the socket delivery needs to re-check its recipient. */
export interface DeliverableNotification extends NotificationRecord {
  readonly userId: number;
  readonly organizationId: number;
  /** The recipient's current state: sockets of a disabled user or of revoked tokens get nothing. */
  readonly userStatus: number;
  readonly userOrganizationId: number;
  readonly tokensValidAfter: Date | null;
}
