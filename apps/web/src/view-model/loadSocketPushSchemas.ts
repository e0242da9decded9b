import type * as SocketPushSchemas from './socketPushSchemas';

type Schemas = typeof SocketPushSchemas;

let loaded: Schemas | null = null;
let loading: Promise<Schemas> | null = null;

/**
 * Loads the schemas of the socket's pushes (their chunk: zod classic and the notification and support-chat
 * contracts, not part of the first route). Once; a failed load is tried again by the next call. main.tsx calls it
 * once the first page is idle, so that the first push rarely waits.
 */
export function loadSocketPushSchemas(): Promise<Schemas> {
  loading ??= import('./socketPushSchemas').then(
    (schemas) => (loaded = schemas),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * Reads a push with the schemas: at once when they are loaded, else once they are, pushes keeping their order; with
 * `null` when they cannot be loaded (the push then reads as unreadable: the stores load their data again).
 */
export function withSocketPushSchemas(read: (schemas: Schemas | null) => void): void {
  if (loaded !== null) {
    read(loaded);
    return;
  }
  loadSocketPushSchemas().then(read, () => read(null));
}
