import { makeAutoObservable, runInAction } from 'mobx';
import {
  AVAILABLE_COMMUNICATION_TYPES,
  COMPANY_PAGES_PAGE_SIZE,
  HIERARCHICAL_LEVELS,
  HOBBIES,
  JOB_FUNCTIONS,
  JOB_TYPES,
  SCHOOLS,
  labelOf,
} from '@cible/core';
import type { CatalogueEntry, CompanyPagesGateway, ContactCard, ContactDetail, TextRenderer } from '@cible/core';
import { PagedListViewModel } from '../company/PagedListViewModel';
import { failedPageStatus } from '../company/pageLoadStatus';
import type { DataPageStatus } from '../company/pageLoadStatus';

/** A contact-data flag: its label and whether the data is known. */
export interface ContactDataFlag {
  readonly id: number;
  readonly label: string;
  readonly known: boolean;
}

/** The contact's job and profile, labels from core's catalogues. */
export interface ContactProfile {
  readonly level: string | null;
  readonly jobType: string | null;
  readonly mainFunction: string | null;
  readonly functions: readonly string[];
  readonly schools: readonly string[];
  readonly hobbies: readonly string[];
  readonly flags: readonly ContactDataFlag[];
  /** A LinkedIn profile is known (the address itself is not sent). */
  readonly linkedin: boolean;
}

const labelsOf = (catalogue: readonly CatalogueEntry[], ids: readonly number[], render: TextRenderer): string[] =>
  ids.flatMap((id) => {
    const text = labelOf(catalogue, id);
    return text === undefined ? [] : [render(text)];
  });

/**
 * The contact page (/contact/{id} and /contact/{id}/profile): the contact (card, job, contact-data flags, schools,
 * hobbies, career) and the colleagues, paged. A contact blurred for the caller (sales PME) comes as its blurred card
 * only, and a visible contact of a company blurred for the caller comes without his employer: in both cases the
 * colleagues are not asked (the API refuses them: they are that company's contacts).
 */
export class ContactPageViewModel {
  status: DataPageStatus = 'loading';
  contact: ContactDetail | null = null;
  readonly colleagues: PagedListViewModel<ContactCard>;

  constructor(
    private readonly gateway: CompanyPagesGateway,
    readonly contactId: number,
  ) {
    this.colleagues = new PagedListViewModel(async (limit, offset) => {
      const page = await gateway.getContactColleagues({ params: { contact: contactId }, query: { limit, offset } });
      return { items: page.contact_list, total: page.contact_count };
    }, COMPANY_PAGES_PAGE_SIZE);
    makeAutoObservable<this, 'gateway'>(this, { gateway: false, colleagues: false }, { autoBind: true });
  }

  get isBlurred(): boolean {
    return this.contact?.blurred === true;
  }

  /** The colleagues are not shown: the contact, or his employer, is blurred for the caller. */
  get colleaguesHidden(): boolean {
    return this.isBlurred || this.contact?.company_blurred === true;
  }

  /** "Mme Claire Martin" (civility, first name, last name; the last name is absent when blurred). */
  get fullName(): string {
    const contact = this.contact;
    if (contact === null) return '';
    return [contact.civility, contact.first_name, contact.last_name].filter((part) => part !== null && part !== '').join(' ');
  }

  /** The profile, its catalogue labels rendered in the reader's language; null for a blurred contact. */
  profile(render: TextRenderer): ContactProfile | null {
    const detail = this.contact?.detail;
    if (!detail) return null;
    const one = (catalogue: readonly CatalogueEntry[], id: number | null) => {
      const text = id === null ? undefined : labelOf(catalogue, id);
      return text === undefined ? null : render(text);
    };
    return {
      level: one(HIERARCHICAL_LEVELS, detail.hierarchical_level_id),
      jobType: one(JOB_TYPES, detail.job_type_id),
      mainFunction: one(JOB_FUNCTIONS, detail.main_job_function_id),
      functions: labelsOf(JOB_FUNCTIONS, detail.job_function_ids.filter((id) => id !== detail.main_job_function_id), render),
      schools: labelsOf(SCHOOLS, detail.school_ids, render),
      hobbies: labelsOf(HOBBIES, detail.hobby_ids, render),
      flags: AVAILABLE_COMMUNICATION_TYPES.map((type) => ({
        id: type.id,
        label: render(type.label),
        known: detail.communication_type_ids.includes(type.id),
      })),
      linkedin: detail.has_linkedin,
    };
  }

  async load(): Promise<void> {
    this.status = 'loading';
    if (!Number.isSafeInteger(this.contactId) || this.contactId < 1) {
      this.status = 'not-found';
      return;
    }
    try {
      const contact = await this.gateway.getContact({ params: { contact: this.contactId } });
      runInAction(() => {
        this.contact = contact;
        this.status = 'ready';
      });
    } catch (error) {
      runInAction(() => {
        this.status = failedPageStatus(error);
      });
      return;
    }
    if (!this.colleaguesHidden) await this.colleagues.load(1);
  }
}
