import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type { GlobalConfiguration, UsersGateway } from '@cible/core';
import { USERS_GATEWAY } from '../../di/tokens';
import { token } from '../../di/token';

/** Names under which the global configurations may carry the older desk host (compared case-insensitively). */
export const DESK_HOST_CONFIGURATION_NAMES = ['desk_host', 'desk_url', 'desk_base_url'];

/** An http(s) base URL without its trailing slashes, or null when the value is not one. */
function asBaseUrl(value: GlobalConfiguration['value']): string | null {
  if (typeof value !== 'string') return null;
  try {
    const url = new URL(value.trim());
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return url.href.replace(/\/+$/, '');
  } catch {
    return null;
  }
}

/**
 * The global configuration values (GET global-configurations), loaded once per session. The shell reads
 * the older desk host from it: desk links are shown only when one is configured.
 */
@injectable()
export class GlobalConfigurationStore {
  status: 'idle' | 'loading' | 'loaded' | 'error' = 'idle';
  configurations: readonly GlobalConfiguration[] = [];
  private pending: Promise<void> | null = null;

  constructor(@inject(USERS_GATEWAY) private readonly users: UsersGateway) {
    makeAutoObservable<this, 'users' | 'pending'>(this, { users: false, pending: false }, { autoBind: true });
  }

  /** Loads the values once; a failure leaves them empty (no desk host) and may be retried by calling again. */
  load(): Promise<void> {
    if (this.status === 'loaded') return Promise.resolve();
    this.pending ??= this.fetch().finally(() => {
      this.pending = null;
    });
    return this.pending;
  }

  private async fetch(): Promise<void> {
    this.status = 'loading';
    try {
      const answer = await this.users.getGlobalConfigurations();
      runInAction(() => {
        this.configurations = answer.global_configuration_list;
        this.status = 'loaded';
      });
    } catch {
      runInAction(() => {
        this.status = 'error';
      });
    }
  }

  /** The older desk host (base URL), or null when none is configured. */
  get deskHost(): string | null {
    for (const configuration of this.configurations) {
      if (!DESK_HOST_CONFIGURATION_NAMES.includes(configuration.name.toLowerCase())) continue;
      const url = asBaseUrl(configuration.value);
      if (url) return url;
    }
    return null;
  }

  /** The full URL of a desk path, or null without a desk host. */
  deskUrl(path: string): string | null {
    const host = this.deskHost;
    return host === null ? null : `${host}${path.startsWith('/') ? path : `/${path}`}`;
  }

  /** Forgets the values (logout). */
  reset(): void {
    this.configurations = [];
    this.status = 'idle';
  }
}

/** DI token of the global configuration values (app-wide singleton). */
export const GLOBAL_CONFIGURATION_STORE = token<GlobalConfigurationStore>('GlobalConfigurationStore');
