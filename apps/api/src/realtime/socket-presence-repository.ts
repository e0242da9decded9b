import type { Database } from '../db/database';

/** The `socket_presence` table (migration 0011): each process's count of each user's own sockets. */
export interface SocketPresenceRepository {
  /** Records how many sockets of his own the user holds on the process (0 removes the row). */
  set(processId: string, userId: number, sockets: number): Promise<void>;
  /** The process is alive: its rows count for another while. Also forgets rows left by processes long gone. */
  touch(processId: string, forgetAfterSeconds: number): Promise<void>;
  /** The process stops: its rows go. */
  clear(processId: string): Promise<void>;
  /** Whether the user holds a socket on a process seen within `freshSeconds` (other than `exceptProcessId`). */
  isConnected(userId: number, freshSeconds: number, exceptProcessId: string): Promise<boolean>;
}

export function createSocketPresenceRepository(db: Database): SocketPresenceRepository {
  return {
    async set(processId, userId, sockets) {
      if (sockets <= 0) {
        await db.query('DELETE FROM socket_presence WHERE process_id = $1 AND user_id = $2', [processId, userId]);
        return;
      }
      // The user may be gone meanwhile (a deleted account): then nothing is recorded.
      await db.query(
        `INSERT INTO socket_presence (process_id, user_id, sockets, seen_at)
         SELECT $1, u.id, $3, now() FROM users u WHERE u.id = $2
         ON CONFLICT (process_id, user_id) DO UPDATE SET sockets = EXCLUDED.sockets, seen_at = now()`,
        [processId, userId, sockets],
      );
    },
    async touch(processId, forgetAfterSeconds) {
      await db.query('UPDATE socket_presence SET seen_at = now() WHERE process_id = $1', [processId]);
      await db.query('DELETE FROM socket_presence WHERE seen_at < now() - make_interval(secs => $1)', [forgetAfterSeconds]);
    },
    async clear(processId) {
      await db.query('DELETE FROM socket_presence WHERE process_id = $1', [processId]);
    },
    async isConnected(userId, freshSeconds, exceptProcessId) {
      const rows = await db.query<{ found: number }>(
        `SELECT 1 AS found FROM socket_presence
         WHERE user_id = $1 AND process_id <> $3 AND seen_at > now() - make_interval(secs => $2) LIMIT 1`,
        [userId, freshSeconds, exceptProcessId],
      );
      return rows.length > 0;
    },
  };
}
