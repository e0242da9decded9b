import { makeAutoObservable } from 'mobx';
import type { ContactCard, QuickSearchGateway, TemplatePreviewResponse, TemplateTestSendGateway } from '@cible/core';
import { Loadable } from '../../view-model/Loadable';

/** How many contacts a search proposes. */
export const PREVIEW_CONTACT_RESULTS = 8;

/** A contact the preview is rendered for, as the panel names it. */
export interface PreviewContact {
  readonly id: number;
  readonly firstName: string;
  readonly lastName: string | null;
  readonly job: string | null;
  readonly company: string | null;
}

const toPreviewContact = (card: ContactCard): PreviewContact => ({
  id: card.id,
  firstName: card.first_name,
  lastName: card.last_name,
  job: card.job_name,
  company: card.company_name,
});

/**
 * The editor's preview panel (docs/adr/018-template-editor.md "Preview"): the template as saved, rendered by the server's
 * one rendering function for a contact chosen from the data (searched by name with the quick search, active contacts;
 * blurred ones are not proposed) or for no contact (contact and company variables empty, listed). `searchGateway` is
 * null for a licence without the quick search (the sender licences): the preview is then without contact.
 * The editor asks `render(id)` after saving; the chosen contact also fills the test send.
 */
export class TemplatePreviewModel {
  /** The name typed to find a contact. */
  query = '';
  /** The contacts found for the last search. */
  readonly contacts = new Loadable<readonly PreviewContact[]>();
  /** The contact the preview is for; null: no contact. */
  contact: PreviewContact | null = null;
  readonly preview = new Loadable<TemplatePreviewResponse>();

  constructor(
    private readonly previews: Pick<TemplateTestSendGateway, 'previewEmailTemplate'>,
    private readonly searchGateway: Pick<QuickSearchGateway, 'quickSearch'> | null,
  ) {
    makeAutoObservable<this, 'previews' | 'searchGateway'>(
      this,
      { previews: false, searchGateway: false, contacts: false, preview: false },
      { autoBind: true },
    );
  }

  /** Whether the user may look for a contact (his licence reads the quick search). */
  get canSearchContacts(): boolean {
    return this.searchGateway !== null;
  }

  setQuery(text: string): void {
    this.query = text;
  }

  /** Looks for active contacts by name (blank text: nothing asked, the list empties). */
  async searchContacts(): Promise<void> {
    const text = this.query.trim();
    const gateway = this.searchGateway;
    if (gateway === null) return;
    if (text === '') {
      this.contacts.reset();
      return;
    }
    await this.contacts.load(async () => {
      const answer = await gateway.quickSearch({ query: { text, limit: PREVIEW_CONTACT_RESULTS, offset: 0, column: 'personsActive' } });
      return answer.personsActive.data.filter((card) => card.blurred !== true).map(toPreviewContact);
    });
  }

  /** Chooses a contact found (or none, with null); the caller renders again. */
  choose(contactId: number | null): void {
    this.contact = contactId === null ? null : (this.contacts.value?.find((candidate) => candidate.id === contactId) ?? this.contact);
  }

  /** Renders the saved template `templateId` for the chosen contact (or none). */
  async render(templateId: number): Promise<void> {
    const contactId = this.contact?.id;
    await this.preview.load(() => this.previews.previewEmailTemplate({ params: { id: templateId }, body: contactId === undefined ? {} : { contact_id: contactId } }));
  }
}
