import { isHttpFailure } from '@cible/core';

/** The states of a company or contact page. */
export type DataPageStatus = 'loading' | 'ready' | 'not-found' | 'error';

/** The page state after a failed load: 404 (or an id the API refuses) → not found; anything else → error (retry). */
export function failedPageStatus(failure: unknown): Exclude<DataPageStatus, 'loading' | 'ready'> {
  return isHttpFailure(failure) && failure.kind === 'api' && (failure.status === 404 || failure.status === 400) ? 'not-found' : 'error';
}
