/** What the main thread hands the PGlite worker at start-up (`workerData`). */
export interface PgliteWorkerData {
  /** PGlite data directory (created if missing). */
  readonly dataDir: string;
  /** Full path of the unix socket to listen on (`<dir>/.s.PGSQL.5432`, the name `pg` expects). */
  readonly socketPath: string;
}

/** Messages from the main thread to the worker. */
export type ToPgliteWorker = { readonly type: 'stop' };

/** Messages from the worker to the main thread. */
export type FromPgliteWorker =
  | { readonly type: 'ready'; readonly openMs: number }
  | { readonly type: 'failed'; readonly message: string }
  | { readonly type: 'stopped' };
