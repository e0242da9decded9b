import { makeAutoObservable, runInAction } from 'mobx';
import { isHttpFailure, looksLikeSignedUnsubscribeToken } from '@cible/core';
import type { EmailMiscGateway } from '@cible/core';

/**
 * Where the page stands: the link of a test mail or a preview (`?preview=1`: nothing to record); no token in the link; a token the page or the API refuses (altered, forged); asking the
 * question; the call under way; the opt-out recorded by this visit; recorded earlier (the link used again).
 */
export type UnsubscribeStatus = 'preview' | 'missing-token' | 'invalid-token' | 'ready' | 'sending' | 'done' | 'already-done';

/** Why the last call failed while the question stays asked (it may be tried again). */
export type UnsubscribeFailure = 'network' | 'unknown';

/**
 * The /unsubscribe page (docs/adr/039-signed-unsubscribe-tokens.md): the signed token of the mail's link, a
 * confirmation question, then POST /v1/email/unsubscribe. 204 → done; 409 UNSUBSCRIBE.ALREADY_DONE → already done;
 * 400 (UNSUBSCRIBE.INVALID_TOKEN, a body the contract refuses) → invalid link. A link whose token does not even have
 * the signed shape is refused without a call.
 */
export class UnsubscribeViewModel {
  status: UnsubscribeStatus;
  failure: UnsubscribeFailure | null = null;

  constructor(
    /** The link's `?token=`; null when it carries none. */
    readonly token: string | null,
    private readonly gateway: Pick<EmailMiscGateway, 'unsubscribe'>,
    /** The link of a test mail or a preview (no send behind it). */
    preview = false,
  ) {
    this.status = preview ? 'preview' : token === null || token === '' ? 'missing-token' : looksLikeSignedUnsubscribeToken(token) ? 'ready' : 'invalid-token';
    makeAutoObservable<this, 'gateway'>(this, { gateway: false, token: false }, { autoBind: true });
  }

  get canConfirm(): boolean {
    return this.status === 'ready';
  }

  async confirmClicked(): Promise<void> {
    if (this.status !== 'ready' || this.token === null) return;
    this.status = 'sending';
    this.failure = null;
    try {
      await this.gateway.unsubscribe({ body: { token: this.token } });
      runInAction(() => {
        this.status = 'done';
      });
    } catch (failure) {
      runInAction(() => this.settleFailure(failure));
    }
  }

  private settleFailure(failure: unknown): void {
    if (isHttpFailure(failure) && failure.kind === 'api') {
      if (failure.error.code === 'UNSUBSCRIBE.ALREADY_DONE' || failure.status === 409) {
        this.status = 'already-done';
        return;
      }
      if (failure.error.code === 'UNSUBSCRIBE.INVALID_TOKEN' || failure.status === 400) {
        this.status = 'invalid-token';
        return;
      }
    }
    this.status = 'ready';
    this.failure = isHttpFailure(failure) && failure.kind === 'network' ? 'network' : 'unknown';
  }
}
