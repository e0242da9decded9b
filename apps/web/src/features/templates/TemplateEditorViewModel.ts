import { makeAutoObservable, runInAction } from 'mobx';
import { EmailTemplateCreateBodySchema, isHttpFailure, TemplateTagCreateBodySchema } from '@cible/core';
import type { EmailTemplate, TemplateTag, TemplatesGateway, TemplateTestSendGateway } from '@cible/core';
import { Loadable, type LoadStatus } from '../../view-model/Loadable';
import type { TemplatePreviewModel } from './TemplatePreviewModel';
import { templateFieldError, type FieldError } from './templateFieldError';
import { insertAtSelection } from './templateVariableMenu';

/** The fields the editor checks with the contract's rules. */
export type TemplateEditorField = 'name' | 'subject' | 'html_content';
const FIELDS: readonly TemplateEditorField[] = ['name', 'subject', 'html_content'];

/** Colours given to new tags, in turn (the contract wants `#RRGGBB`). */
export const TAG_COLORS: readonly string[] = ['#2563EB', '#16A34A', '#D97706', '#DC2626', '#7C3AED', '#0891B2'];

/** What the editor tells the rest of the app. */
export interface TemplateEditorEffects {
  /** The template was saved ("La modification a bien été enregistrée"). */
  saved(): void;
  /** A call failed (the generic error toast). */
  failed(error: unknown): void;
  /** The test went to the user's own address through his mailbox. */
  testSent(count: number): void;
  /** The test send failed (no mailbox connected, a mailbox refusing the login, or another failure). */
  testFailed(error: unknown): void;
}

/** The values the form compares itself with (what the server holds). */
interface SavedValues {
  readonly name: string;
  readonly subject: string;
  readonly html: string;
  readonly tagIds: readonly number[];
}

const EMPTY: SavedValues = { name: '', subject: '', html: '', tagIds: [] };
const sameIds = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((id) => b.includes(id));

/**
 * /personal-space/templates/edit/{template_id?} (docs/adr/018-template-editor.md): a new template (no id) or one of the
 * user's (GET), its name, subject, HTML body (the rich-text editor reports its HTML and plain text) and tags. Fields
 * are checked with the contract's own schemas (required name, 255 characters, safe text, 1 MiB body), errors shown
 * once a field was left or a save tried. Save creates (POST, with `tag_id_list`) or changes (PATCH, then one call per
 * tag attached or detached). `isDirty` drives the unsaved-changes guard. Variables are placeholders inserted at the
 * caret of the subject (here) or of the body (by the editor component).
 */
export class TemplateEditorViewModel {
  readonly template: Loadable<EmailTemplate>;
  readonly tags = new Loadable<readonly TemplateTag[]>({ status: 'loading' });
  name = '';
  subject = '';
  html = '';
  plain = '';
  tagIds: readonly number[] = [];
  /** The name typed for a new tag. */
  newTagName = '';
  isSaving = false;
  isSendingTest = false;
  isCreatingTag = false;
  /** The id of the template edited (a new one gets its id once created). */
  templateId: number | null;
  private saved: SavedValues = EMPTY;
  private touched = new Set<TemplateEditorField>();

  constructor(
    templateId: number | null,
    private readonly gateway: TemplatesGateway & TemplateTestSendGateway,
    private readonly effects: TemplateEditorEffects,
    /** The preview panel: rendered for a contact of the data; its contact also fills the test send. */
    readonly preview: TemplatePreviewModel,
  ) {
    this.templateId = templateId;
    this.template = new Loadable<EmailTemplate>({ status: templateId === null ? 'idle' : 'loading', onValue: (template) => this.accept(template) });
    makeAutoObservable<this, 'gateway' | 'effects'>(
      this,
      { gateway: false, effects: false, template: false, tags: false, preview: false },
      { autoBind: true },
    );
  }

  get isNew(): boolean {
    return this.templateId === null;
  }

  /** Ready at once for a new template; otherwise the template's load. */
  /** A new template is ready at once, and stays so once created here (its Loadable was never asked: idle). */
  get status(): LoadStatus {
    return this.isNew || this.template.status === 'idle' ? 'ready' : this.template.status;
  }

  /** The template asked does not exist for this user (the API answers 404 for another's). */
  get isNotFound(): boolean {
    const error = this.template.error;
    return this.template.isError && isHttpFailure(error) && error.kind === 'api' && error.status === 404;
  }

  /** The HTML the body starts from (the saved body: the editor is created with it). */
  get initialHtml(): string {
    return this.saved.html;
  }

  get isDirty(): boolean {
    return (
      this.name.trim() !== this.saved.name ||
      this.subject.trim() !== this.saved.subject ||
      this.html !== this.saved.html ||
      !sameIds(this.tagIds, this.saved.tagIds)
    );
  }

  /** Each field's error by the contract's rules, shown or not. */
  get fieldErrors(): Record<TemplateEditorField, FieldError | null> {
    const shape = EmailTemplateCreateBodySchema.shape;
    return {
      name: templateFieldError(shape.name.safeParse(this.name)),
      subject: templateFieldError(shape.subject.safeParse(this.subject)),
      html_content: templateFieldError(shape.html_content.safeParse(this.html)),
    };
  }

  get isValid(): boolean {
    return FIELDS.every((field) => this.fieldErrors[field] === null);
  }

  /** The error to show under a field: once it was left, or after a save was tried. */
  errorOf(field: TemplateEditorField): FieldError | null {
    return this.touched.has(field) ? this.fieldErrors[field] : null;
  }

  /** The tags attached, in the order of the user's tags. */
  get selectedTags(): readonly TemplateTag[] {
    return (this.tags.value ?? []).filter((tag) => this.tagIds.includes(tag.tag_id));
  }

  /** The user's tags not attached yet. */
  get availableTags(): readonly TemplateTag[] {
    return (this.tags.value ?? []).filter((tag) => !this.tagIds.includes(tag.tag_id));
  }

  /** The error of the new tag's name (contract: 1 to 50 characters once trimmed, safe text); null when none typed. */
  get newTagError(): FieldError | null {
    if (this.newTagName === '') return null;
    return templateFieldError(TemplateTagCreateBodySchema.shape.name.safeParse(this.newTagName));
  }

  /** Loads the user's tags and, when editing, the template. */
  async load(): Promise<void> {
    const id = this.templateId;
    await Promise.all([
      this.tags.load(async () => (await this.gateway.listTemplateTags()).tag_list),
      id === null ? undefined : this.template.load(() => this.gateway.getEmailTemplate({ params: { id } })),
    ]);
  }

  setName(value: string): void {
    this.name = value;
  }

  setSubject(value: string): void {
    this.subject = value;
  }

  /** The body as the user changed it (HTML and plain text, from the editor). */
  bodyChanged(html: string, plain: string): void {
    this.html = html;
    this.plain = plain;
  }

  /**
   * The body as the editor first renders it: the editor normalises the saved HTML (`''` becomes `<p></p>`…), which is
   * not a change of the user's. Taken as the saved body unless the user changed it already.
   */
  bodyNormalized(html: string, plain: string): void {
    if (this.html === this.saved.html) {
      this.saved = { ...this.saved, html };
      this.html = html;
    }
    this.plain = plain;
  }

  blurred(field: TemplateEditorField): void {
    if (!this.touched.has(field)) this.touched = new Set([...this.touched, field]);
  }

  /** Inserts a placeholder in the subject in place of the selection; answers where the caret goes. */
  insertIntoSubject(placeholder: string, start?: number, end?: number): number {
    const inserted = insertAtSelection(this.subject, placeholder, start, end);
    this.subject = inserted.text;
    return inserted.caret;
  }

  addTag(tagId: number): void {
    if (!this.tagIds.includes(tagId)) this.tagIds = [...this.tagIds, tagId];
  }

  removeTag(tagId: number): void {
    this.tagIds = this.tagIds.filter((id) => id !== tagId);
  }

  setNewTagName(value: string): void {
    this.newTagName = value;
  }

  /** Creates a tag of the typed name (the next colour in turn) and attaches it; answers whether it was. */
  async createTag(): Promise<boolean> {
    const name = this.newTagName.trim();
    if (this.isCreatingTag || name === '' || this.newTagError !== null) return false;
    this.isCreatingTag = true;
    const color = TAG_COLORS[(this.tags.value?.length ?? 0) % TAG_COLORS.length]!;
    try {
      const tag = await this.gateway.createTemplateTag({ body: { name, color } });
      runInAction(() => {
        this.tags.set([...(this.tags.value ?? []), tag]);
        this.addTag(tag.tag_id);
        this.newTagName = '';
        this.isCreatingTag = false;
      });
      return true;
    } catch (error) {
      runInAction(() => {
        this.isCreatingTag = false;
      });
      this.effects.failed(error);
      return false;
    }
  }

  /** Back to what the server holds. */
  cancel(): void {
    this.name = this.saved.name;
    this.subject = this.saved.subject;
    this.html = this.saved.html;
    this.tagIds = this.saved.tagIds;
    this.touched = new Set();
  }

  /**
   * Saves: nothing is sent while a field breaks the contract's rules (their errors show). A new template is created
   * with its tags; an existing one is changed, then its tags attached and detached one call each. Resolves true once
   * everything is saved.
   */
  async save(): Promise<boolean> {
    if (this.isSaving) return false;
    this.touched = new Set(FIELDS);
    if (!this.isValid) return false;
    this.isSaving = true;
    const fields = { name: this.name.trim(), subject: this.subject.trim(), html_content: this.html, plain_content: this.plain };
    const tagIds = [...this.tagIds];
    try {
      let saved: EmailTemplate;
      const id = this.templateId;
      if (id === null) {
        saved = await this.gateway.createEmailTemplate({ body: { ...fields, ...(tagIds.length > 0 ? { tag_id_list: tagIds } : {}) } });
      } else {
        saved = await this.gateway.updateEmailTemplate({ params: { id }, body: fields });
        for (const tagId of tagIds.filter((tag) => !this.saved.tagIds.includes(tag))) await this.gateway.tagEmailTemplate({ params: { id, tag: tagId } });
        for (const tagId of this.saved.tagIds.filter((tag) => !tagIds.includes(tag))) await this.gateway.untagEmailTemplate({ params: { id, tag: tagId } });
      }
      runInAction(() => {
        this.templateId = saved.id;
        this.saved = { name: saved.name, subject: saved.subject, html: this.html, tagIds };
        this.name = saved.name;
        this.subject = saved.subject;
        this.isSaving = false;
      });
    } catch (error) {
      runInAction(() => {
        this.isSaving = false;
      });
      this.effects.failed(error);
      return false;
    }
    this.effects.saved();
    // A preview shown follows the template saved.
    if (this.preview.preview.status !== 'idle') void this.preview.render(this.templateId!);
    return true;
  }

  /**
   * "Aperçu": renders the template as saved for the preview's contact. Unsaved changes are saved first (nothing is
   * rendered if that fails); the save then renders it.
   */
  async showPreview(): Promise<void> {
    if (this.isSaving) return;
    if (this.isNew || this.isDirty) {
      if (!(await this.save())) return;
      if (this.preview.preview.status !== 'idle') return;
    }
    const id = this.templateId;
    if (id !== null) await this.preview.render(id);
  }

  /**
   * "M'envoyer un test": the template as saved goes to the user's own address (test address 0) through his connected
   * mailbox (ADR 020), filled for the preview's contact when one is chosen. Unsaved changes are saved first (nothing is
   * sent if that fails). True once sent.
   */
  async sendTest(): Promise<boolean> {
    if (this.isSendingTest || this.isSaving) return false;
    if ((this.isNew || this.isDirty) && !(await this.save())) return false;
    const id = this.templateId;
    if (id === null) return false;
    this.isSendingTest = true;
    try {
      const contactId = this.preview.contact?.id;
      const body = contactId === undefined ? { bat_email_id_list: [0] } : { bat_email_id_list: [0], contact_id: contactId };
      const { sent_count } = await this.gateway.sendEmailTemplateTest({ params: { id }, body });
      this.effects.testSent(sent_count);
      return true;
    } catch (error) {
      this.effects.testFailed(error);
      return false;
    } finally {
      runInAction(() => {
        this.isSendingTest = false;
      });
    }
  }

  /** A template loaded: the form starts from it. */
  private accept(template: EmailTemplate): void {
    this.saved = { name: template.name, subject: template.subject, html: template.html_content, tagIds: template.tags.map((tag) => tag.tag_id) };
    this.name = template.name;
    this.subject = template.subject;
    this.html = template.html_content;
    this.plain = template.plain_content ?? '';
    this.tagIds = this.saved.tagIds;
    this.touched = new Set();
  }
}
