import { CHUNK_LOAD_TIMEOUT_MS } from '@cible/core';

/** A code chunk (a lazily loaded page) could not be loaded: the network failed, or it took too long. */
export class ChunkLoadError extends Error {
  constructor(message: string, options?: { readonly cause?: unknown }) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'ChunkLoadError';
  }
}

/** Messages browsers and Vite give to a failed dynamic import or chunk preload. */
const CHUNK_FAILURE_MESSAGES = [
  /failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /importing a module script failed/i,
  /unable to preload css/i,
  /loading (css )?chunk .* failed/i,
];

/** Whether an error is a failed chunk load (ours, or the browser's dynamic-import failure). */
export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof ChunkLoadError) return true;
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || CHUNK_FAILURE_MESSAGES.some((pattern) => pattern.test(error.message));
}

/**
 * Runs a dynamic import and gives up after `timeoutMs` (core's CHUNK_LOAD_TIMEOUT_MS, 120 s) with a
 * ChunkLoadError; a failed import also becomes a ChunkLoadError. Use it for explicit lazy imports
 * (`lazyRouteComponent(() => importWithTimeout(() => import('./Page')), 'Page')`).
 */
export function importWithTimeout<T>(load: () => Promise<T>, timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(`A code chunk took more than ${timeoutMs} ms to load.`)), timeoutMs);
    load().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(isChunkLoadError(error) ? error : new ChunkLoadError('A code chunk could not be loaded.', { cause: error }));
      },
    );
  });
}
