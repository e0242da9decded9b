import { isHttpFailure } from '@cible/core';

/** The states of a company or contact page (`no-credits`: the contact's details need a consultation credit left). */
export type DataPageStatus = 'loading' | 'ready' | 'not-found' | 'no-credits' | 'error';

/**
 * The page state after a failed load: 404 (or an id the API refuses) → not found; 409 CREDITS.INSUFFICIENT (no
 * consultation credit left, docs/adr/024-credit-ledger.md) → no credits; anything else → error (retry).
 */
export function failedPageStatus(failure: unknown): Exclude<DataPageStatus, 'loading' | 'ready'> {
  if (!isHttpFailure(failure) || failure.kind !== 'api') return 'error';
  if (failure.status === 404 || failure.status === 400) return 'not-found';
  return failure.status === 409 && failure.error.code === 'CREDITS.INSUFFICIENT' ? 'no-credits' : 'error';
}
