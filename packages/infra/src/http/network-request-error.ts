import type { HttpFailure } from '@cible/core';

type NetworkFailure = Extract<HttpFailure, { kind: 'network' }>;

/** Why no answer came: the network failed, the time-out elapsed, or the caller aborted the call. */
export type NetworkFailureCode = 'NETWORK' | 'TIMEOUT' | 'ABORTED';

/** A call that got no HTTP answer. An {@link HttpFailure} of kind `network`; `code` tells why. */
export class NetworkRequestError extends Error implements NetworkFailure {
  readonly kind = 'network' as const;
  readonly code: NetworkFailureCode;

  constructor(code: NetworkFailureCode, message: string, options?: { readonly cause?: unknown }) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'NetworkRequestError';
    this.code = code;
  }
}

/** Whether a thrown value is a call the caller aborted (view-models ignore those). */
export function isAbortedRequest(value: unknown): boolean {
  return value instanceof NetworkRequestError && value.code === 'ABORTED';
}
