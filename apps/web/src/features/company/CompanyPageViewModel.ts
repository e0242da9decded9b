import { makeAutoObservable, runInAction } from 'mobx';
import { COMPANY_PAGES_PAGE_SIZE, displayCompanyZipCode } from '@cible/core';
import type { CompanyDetail, CompanyPagesGateway, ContactCard, NewsPiece } from '@cible/core';
import { PagedListViewModel } from './PagedListViewModel';
import { failedPageStatus } from './pageLoadStatus';
import type { DataPageStatus } from './pageLoadStatus';

/**
 * The company page (/account/{id}, and /account/{id}/news/business-opportunity/{newsId} with that news piece
 * highlighted): the company (card and facts), its contacts and its news, each list paged. A company blurred for the
 * caller (sales PME) comes as its blurred card only: the lists are not asked (the API refuses them).
 */
export class CompanyPageViewModel {
  status: DataPageStatus = 'loading';
  company: CompanyDetail | null = null;
  highlightedNews: NewsPiece | null = null;
  readonly contacts: PagedListViewModel<ContactCard>;
  readonly news: PagedListViewModel<NewsPiece>;

  constructor(
    private readonly gateway: CompanyPagesGateway,
    readonly companyId: number,
    readonly highlightedNewsId: number | null = null,
  ) {
    this.contacts = new PagedListViewModel(async (limit, offset) => {
      const page = await gateway.getCompanyContacts({ params: { company: companyId }, query: { limit, offset } });
      return { items: page.contact_list, total: page.contact_count };
    }, COMPANY_PAGES_PAGE_SIZE);
    this.news = new PagedListViewModel(async (limit, offset) => {
      const page = await gateway.getCompanyNews({ params: { company: companyId }, query: { limit, offset } });
      return { items: page.news_list, total: page.news_count };
    }, COMPANY_PAGES_PAGE_SIZE);
    makeAutoObservable<this, 'gateway'>(this, { gateway: false, contacts: false, news: false }, { autoBind: true });
  }

  get isBlurred(): boolean {
    return this.company?.blurred === true;
  }

  /** City and zip as the card shows them: "Lyon (69)", the zip's department only, for a French company (core's rule). */
  get location(): string | null {
    const company = this.company;
    if (company === null || company.city_name === null) return null;
    const zip = displayCompanyZipCode(company.zip_code, company.country_id);
    return zip === '' ? company.city_name : `${company.city_name} (${zip})`;
  }

  async load(): Promise<void> {
    this.status = 'loading';
    if (!Number.isSafeInteger(this.companyId) || this.companyId < 1) {
      this.status = 'not-found';
      return;
    }
    try {
      const company = await this.gateway.getCompany({ params: { company: this.companyId } });
      runInAction(() => {
        this.company = company;
        this.status = 'ready';
      });
    } catch (error) {
      runInAction(() => {
        this.status = failedPageStatus(error);
      });
      return;
    }
    if (this.isBlurred) return;
    await Promise.all([this.contacts.load(1), this.news.load(1), this.loadHighlightedNews()]);
  }

  /** The highlighted news piece (AccountNews route); not found: the page shows the company without it. */
  private async loadHighlightedNews(): Promise<void> {
    if (this.highlightedNewsId === null) return;
    try {
      const piece = await this.gateway.getCompanyNewsPiece({ params: { company: this.companyId, news: this.highlightedNewsId } });
      runInAction(() => {
        this.highlightedNews = piece;
      });
    } catch {
      runInAction(() => {
        this.highlightedNews = null;
      });
    }
  }
}
