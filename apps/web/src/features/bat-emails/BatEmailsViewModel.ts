import { makeAutoObservable, runInAction } from 'mobx';
import { ApiEmailSchema, BAT_EMAILS_MAX, PORT_LIMITS } from '@cible/core';
import type { BatEmail, BatEmailsGateway } from '@cible/core';
import { Loadable, type LoadStatus } from '../../view-model/Loadable';

/** The id of the user's own address in the list (the contract's id 0: read-only, always there). */
export const OWN_BAT_EMAIL_ID = 0;

/** One editable row: a local key (rows come and go before saving) and the address typed. */
export interface BatEmailRow {
  readonly key: number;
  readonly email: string;
}

/** A row's error, as an i18n key of `batEmails.errors` and its parameters. */
export interface BatEmailError {
  readonly key: 'required' | 'invalid' | 'duplicate' | 'tooLong';
  readonly max?: number;
}

/** What the page tells the rest of the app (the spec's toasts). */
export interface BatEmailsEffects {
  saved(): void;
  failed(error: unknown): void;
}

const normalise = (email: string) => email.trim().toLowerCase();

/**
 * /personal-space/bat: the user's test-send addresses (GET, then PUT of the whole list: the contract's `email_list`,
 * distinct, at most {@link BAT_EMAILS_MAX}). The own address (id 0) is shown read-only and never sent. Rows are added
 * (up to the limit) and removed locally; each address is checked with the contract's email rule and against the others
 * (case aside, the own address included); errors show once a row was left or a save tried. Saving sends the trimmed
 * addresses and takes the server's answer as the new list.
 */
export class BatEmailsViewModel {
  readonly list = new Loadable<readonly BatEmail[]>({ status: 'loading', onValue: (list) => this.accept(list) });
  rows: readonly BatEmailRow[] = [];
  isSaving = false;
  private savedEmails: readonly string[] = [];
  private touched = new Set<number>();
  private nextKey = 1;

  constructor(
    private readonly gateway: BatEmailsGateway,
    private readonly effects: BatEmailsEffects,
  ) {
    makeAutoObservable<this, 'gateway' | 'effects'>(this, { gateway: false, effects: false, list: false }, { autoBind: true });
  }

  get status(): LoadStatus {
    return this.list.status;
  }

  /** The user's own address (id 0), if the server gave it. */
  get ownEmail(): string | null {
    return this.list.value?.find((item) => item.id === OWN_BAT_EMAIL_ID)?.email ?? null;
  }

  get limit(): number {
    return BAT_EMAILS_MAX;
  }

  get isAtLimit(): boolean {
    return this.rows.length >= BAT_EMAILS_MAX;
  }

  get isDirty(): boolean {
    const emails = this.rows.map((row) => row.email.trim());
    return emails.length !== this.savedEmails.length || emails.some((email, index) => email !== this.savedEmails[index]);
  }

  /** Each row's error by key (null when valid), shown or not. */
  get rowErrors(): ReadonlyMap<number, BatEmailError | null> {
    const seen = new Set<string>(this.ownEmail === null ? [] : [normalise(this.ownEmail)]);
    const errors = new Map<number, BatEmailError | null>();
    for (const row of this.rows) {
      const email = row.email.trim();
      let error: BatEmailError | null = null;
      if (email === '') error = { key: 'required' };
      else if (email.length > PORT_LIMITS.email) error = { key: 'tooLong', max: PORT_LIMITS.email };
      else if (!ApiEmailSchema.safeParse(email).success) error = { key: 'invalid' };
      else if (seen.has(normalise(email))) error = { key: 'duplicate' };
      if (email !== '') seen.add(normalise(email));
      errors.set(row.key, error);
    }
    return errors;
  }

  get isValid(): boolean {
    return [...this.rowErrors.values()].every((error) => error === null);
  }

  /** The error to show under a row: once it was left, or after a save was tried. */
  errorOf(key: number): BatEmailError | null {
    return this.touched.has(key) ? (this.rowErrors.get(key) ?? null) : null;
  }

  async load(): Promise<void> {
    await this.list.load(async () => (await this.gateway.listBatEmails()).bat_email_list);
  }

  /** Adds an empty row (none past the limit); answers its key, or null. */
  addRow(): number | null {
    if (this.isAtLimit) return null;
    const key = this.nextKey++;
    this.rows = [...this.rows, { key, email: '' }];
    return key;
  }

  removeRow(key: number): void {
    this.rows = this.rows.filter((row) => row.key !== key);
  }

  setEmail(key: number, email: string): void {
    this.rows = this.rows.map((row) => (row.key === key ? { ...row, email } : row));
  }

  blurred(key: number): void {
    if (!this.touched.has(key)) this.touched = new Set([...this.touched, key]);
  }

  cancel(): void {
    this.rows = this.rowsOf(this.savedEmails);
    this.touched = new Set();
  }

  /** Replaces the test addresses with the rows (nothing is sent while one is wrong); resolves true once saved. */
  async save(): Promise<boolean> {
    if (this.isSaving) return false;
    this.touched = new Set(this.rows.map((row) => row.key));
    if (!this.isValid) return false;
    this.isSaving = true;
    try {
      const answer = await this.gateway.replaceBatEmails({ body: { email_list: this.rows.map((row) => row.email.trim()) } });
      runInAction(() => {
        this.list.set(answer.bat_email_list);
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
    return true;
  }

  private accept(list: readonly BatEmail[]): void {
    this.savedEmails = list.filter((item) => item.id !== OWN_BAT_EMAIL_ID).map((item) => item.email);
    this.rows = this.rowsOf(this.savedEmails);
    this.touched = new Set();
  }

  private rowsOf(emails: readonly string[]): BatEmailRow[] {
    return emails.map((email) => ({ key: this.nextKey++, email }));
  }
}
