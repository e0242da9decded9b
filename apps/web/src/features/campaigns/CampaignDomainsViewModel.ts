import { makeAutoObservable, runInAction } from 'mobx';
import { SendingDomainNameSchema, type SendingDomain, type SendingDomainListResponse, type SmartMailingGateway } from '@cible/core';
import { Loadable } from '../../view-model/Loadable';
import { PendingDeletion } from '../../view-model/PendingDeletion';
import { campaignErrorKey, type CampaignErrorKey } from './campaignErrorKey';

/**
 * The organisation's sending domains (/campaigns/settings): add one (the API generates its DKIM key), its DNS records
 * to publish (copyable), "Vérifier" running the live SPF/DKIM/DMARC check, delete (refused while a sender uses the
 * domain: the API's SENDING_DOMAIN.IN_USE, shown as such).
 */
export class CampaignDomainsViewModel {
  readonly domains = new Loadable<SendingDomainListResponse>({ status: 'loading' });
  newName = '';
  /** The add form was submitted with a name the contract refuses. */
  nameInvalid = false;
  adding = false;
  /** The domains whose check runs. */
  checking: readonly number[] = [];
  /** The domain whose deletion waits for the user's confirmation. */
  readonly deletion = new PendingDeletion<SendingDomain>();
  error: CampaignErrorKey | null = null;

  constructor(
    private readonly gateway: Pick<SmartMailingGateway, 'listSendingDomains' | 'createSendingDomain' | 'checkSendingDomain' | 'deleteSendingDomain'>,
    private readonly actions: { copy: (text: string) => Promise<boolean>; done: (kind: 'domainAdded' | 'domainDeleted' | 'copied' | 'copyFailed') => void },
  ) {
    makeAutoObservable<this, 'gateway' | 'actions'>(this, { deletion: false, gateway: false, actions: false, domains: false }, { autoBind: true });
  }

  load(): Promise<unknown> {
    return this.domains.load(() => this.gateway.listSendingDomains());
  }

  get list(): readonly SendingDomain[] {
    return this.domains.value?.domain_list ?? [];
  }

  /** The names a sender's address may use. */
  get names(): readonly string[] {
    return this.list.map((domain) => domain.name);
  }

  setNewName(value: string): void {
    this.newName = value;
    this.nameInvalid = false;
  }

  async add(): Promise<boolean> {
    const parsed = SendingDomainNameSchema.safeParse(this.newName);
    if (!parsed.success) {
      this.nameInvalid = true;
      return false;
    }
    this.adding = true;
    this.error = null;
    try {
      const domain = await this.gateway.createSendingDomain({ body: { name: parsed.data } });
      runInAction(() => {
        this.domains.update((value) => ({ ...value, domain_list: [...value.domain_list, domain] }));
        this.newName = '';
      });
      this.actions.done('domainAdded');
      return true;
    } catch (error) {
      runInAction(() => (this.error = campaignErrorKey(error)));
      return false;
    } finally {
      runInAction(() => (this.adding = false));
    }
  }

  isChecking(id: number): boolean {
    return this.checking.includes(id);
  }

  /** Runs the live DNS check of a domain and shows its outcome. */
  async check(id: number): Promise<boolean> {
    if (this.isChecking(id)) return false;
    this.checking = [...this.checking, id];
    this.error = null;
    try {
      const domain = await this.gateway.checkSendingDomain({ params: { id } });
      runInAction(() => this.replace(domain));
      return true;
    } catch (error) {
      runInAction(() => (this.error = campaignErrorKey(error)));
      return false;
    } finally {
      runInAction(() => (this.checking = this.checking.filter((entry) => entry !== id)));
    }
  }

  async copy(text: string): Promise<void> {
    this.actions.done((await this.actions.copy(text)) ? 'copied' : 'copyFailed');
  }

  get deleting(): SendingDomain | null {
    return this.deletion.item;
  }

  get removing(): boolean {
    return this.deletion.isRemoving;
  }

  askDelete(domain: SendingDomain): void {
    this.deletion.ask(domain);
    this.error = null;
  }

  cancelDelete(): void {
    this.deletion.cancel();
  }

  async confirmDelete(): Promise<boolean> {
    this.error = null;
    const outcome = await this.deletion.confirm((domain) => this.gateway.deleteSendingDomain({ params: { id: domain.id } }));
    if (outcome === null) return false;
    if (!outcome.ok) {
      runInAction(() => (this.error = campaignErrorKey(outcome.error)));
      return false;
    }
    runInAction(() => this.domains.update((value) => ({ ...value, domain_list: value.domain_list.filter((entry) => entry.id !== outcome.item.id) })));
    this.actions.done('domainDeleted');
    return true;
  }

  private replace(domain: SendingDomain): void {
    this.domains.update((value) => ({ ...value, domain_list: value.domain_list.map((entry) => (entry.id === domain.id ? domain : entry)) }));
  }
}
