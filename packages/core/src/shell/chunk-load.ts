/**
 * Time-out for loading a code chunk, after which a chunk-load error is raised.
 * @rule app-shell §8 · chunk load times out after 120 s
 */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
