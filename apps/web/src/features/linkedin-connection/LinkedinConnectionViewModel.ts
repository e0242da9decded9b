import { makeAutoObservable } from 'mobx';
import { formatDateFr } from '@cible/core';
import type { Clock, LinkedinCredentials, LinkedinGateway } from '@cible/core';
import { Loadable, type LoadStatus } from '../../view-model/Loadable';

/** connected; `lost`: disconnected with a known account; `never`: never connected. */
export type LinkedinConnectionState = 'connected' | 'lost' | 'never';

/**
 * /personal-space/linkedin-connection (beta: alpha and beta testers; docs/adr/019-signature-preview-and-generator.md):
 * the caller's LinkedIn connection as the API knows it (GET /v1/linkedin/unipile-credentials) and the honest state of
 * the connector: no LinkedIn provider is configured in this build, so the page offers no connect or reconnect button
 * (the hosted-auth link, POST /v1/linkedin/auth/url, is not served). Disconnecting stays on the connections overview.
 */
export class LinkedinConnectionViewModel {
  readonly credentials = new Loadable<LinkedinCredentials>({ status: 'loading' });

  constructor(
    private readonly gateway: LinkedinGateway,
    private readonly clock: Clock,
  ) {
    makeAutoObservable<this, 'gateway' | 'clock'>(this, { gateway: false, clock: false, credentials: false }, { autoBind: true });
  }

  get status(): LoadStatus {
    return this.credentials.status;
  }

  async load(): Promise<void> {
    await this.credentials.load(() => this.gateway.getLinkedinCredentials());
  }

  get state(): LinkedinConnectionState {
    const credentials = this.credentials.value;
    if (credentials?.account_infos == null) return 'never';
    return credentials.status === 'connected' ? 'connected' : 'lost';
  }

  /** The profile name (the account id when the name is unknown); null when never connected. */
  get account(): string | null {
    const infos = this.credentials.value?.account_infos ?? null;
    return infos === null ? null : (infos.name ?? infos.account_id);
  }

  get profileUrl(): string | null {
    const url = this.credentials.value?.account_infos?.profile_url ?? null;
    return url !== null && /^https:\/\//i.test(url) ? url : null;
  }

  get connectedSince(): string | null {
    return this.dateOf(this.credentials.value?.account_infos?.connected_at);
  }

  get disconnectedOn(): string | null {
    return this.state === 'lost' ? this.dateOf(this.credentials.value?.account_infos?.disconnected_at) : null;
  }

  private dateOf(value: string | null | undefined): string | null {
    return value ? formatDateFr(value, this.clock.zone) || null : null;
  }
}
