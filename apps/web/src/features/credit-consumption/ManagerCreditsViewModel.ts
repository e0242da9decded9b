import { makeAutoObservable, runInAction } from 'mobx';
import { CREDIT_MAX_AMOUNT } from '@cible/core';
import type { Colleague, CreditKindCode, CreditsGateway, User, UserCredit, UsersGateway } from '@cible/core';
import { Loadable, type LoadStatus } from '../../view-model/Loadable';

/** One row of the manager's table: a user of the organisation and his credit of the chosen kind. */
export interface ManagedCreditRow {
  readonly id: number;
  readonly name: string;
  readonly amount: number;
  readonly isRenewed: boolean;
}

/** The manager's form error, as a key of `creditConsumption.manager.errors`. */
export type TopUpError = 'noUser' | 'amountRequired' | 'amountInvalid' | 'amountTooLarge';

/** What the section tells the rest of the app (toasts). */
export interface ManagerCreditsEffects {
  toppedUp(count: number, amount: number): void;
  failed(error: unknown): void;
}

/**
 * The manager's section of the credit consumption page: the organisation's users and their credit for a kind, a
 * selection, the amount to set them to (a non-negative whole number up to CREDIT_MAX_AMOUNT) and an optional comment,
 * confirmed before one top-up call for all of them (the API writes them in one transaction; no comment: the API's
 * "{n} credits added").
 */
export class ManagerCreditsViewModel {
  kind: CreditKindCode = 'sequence';
  selected: ReadonlySet<number> = new Set();
  amountText = '';
  comment = '';
  isConfirming = false;
  isSaving = false;
  showErrors = false;
  readonly credits = new Loadable<readonly ManagedCreditRow[]>({ status: 'loading' });
  private names = new Map<number, string>();

  constructor(
    private readonly gateway: CreditsGateway,
    private readonly users: Pick<UsersGateway, 'searchUsers'>,
    private readonly session: { readonly user: User | null },
    private readonly effects: ManagerCreditsEffects,
  ) {
    makeAutoObservable<this, 'gateway' | 'users' | 'session' | 'effects' | 'names'>(
      this,
      { gateway: false, users: false, session: false, effects: false, credits: false, names: false },
      { autoBind: true },
    );
  }

  get status(): LoadStatus {
    return this.credits.status;
  }

  get rows(): readonly ManagedCreditRow[] {
    return this.credits.value ?? [];
  }

  /** The amount typed, or null when it is not a whole number in range. */
  get amount(): number | null {
    const text = this.amountText.trim();
    if (!/^\d+$/.test(text)) return null;
    const value = Number(text);
    return value <= CREDIT_MAX_AMOUNT ? value : null;
  }

  get error(): TopUpError | null {
    if (this.selected.size === 0) return 'noUser';
    const text = this.amountText.trim();
    if (text === '') return 'amountRequired';
    if (!/^\d+$/.test(text)) return 'amountInvalid';
    if (this.amount === null) return 'amountTooLarge';
    return null;
  }

  get visibleError(): TopUpError | null {
    return this.showErrors ? this.error : null;
  }

  get allSelected(): boolean {
    return this.rows.length > 0 && this.rows.every((row) => this.selected.has(row.id));
  }

  get selectedNames(): readonly string[] {
    return this.rows.filter((row) => this.selected.has(row.id)).map((row) => row.name);
  }

  async load(): Promise<void> {
    const user = this.session.user;
    await this.credits.load(async () => {
      if (user === null) throw new Error('No connected user');
      const [credits, colleagues] = await Promise.all([
        this.gateway.listUserCredits({ params: { kind: this.kind, org: user.organization.id } }),
        this.names.size > 0 ? Promise.resolve(null) : this.users.searchUsers({ query: { organization_id: user.organization.id, limit: 1000, offset: 0 } }),
      ]);
      if (colleagues !== null) this.takeNames(colleagues.user_list);
      return credits.credit_list.map((credit) => this.rowOf(credit));
    });
  }

  setKind(kind: CreditKindCode): void {
    if (kind === this.kind) return;
    this.kind = kind;
    this.selected = new Set();
    void this.load();
  }

  toggle(userId: number): void {
    const next = new Set(this.selected);
    if (next.has(userId)) next.delete(userId);
    else next.add(userId);
    this.selected = next;
  }

  toggleAll(): void {
    this.selected = this.allSelected ? new Set() : new Set(this.rows.map((row) => row.id));
  }

  setAmountText(text: string): void {
    this.amountText = text;
  }

  setComment(comment: string): void {
    this.comment = comment;
  }

  /** Opens the confirmation when the form is valid (else shows its error). */
  askConfirmation(): boolean {
    this.showErrors = true;
    if (this.error !== null) return false;
    this.isConfirming = true;
    return true;
  }

  cancelConfirmation(): void {
    this.isConfirming = false;
  }

  /** Sends the top-up; the table takes the answer. Resolves true once done. */
  async confirm(): Promise<boolean> {
    const user = this.session.user;
    const amount = this.amount;
    if (user === null || amount === null || this.error !== null || this.isSaving) return false;
    this.isSaving = true;
    const userIds = [...this.selected];
    try {
      const comment = this.comment.trim();
      const answer = await this.gateway.manageCredits({
        params: { kind: this.kind, org: user.organization.id },
        body: { user_id_list: userIds, total_amount_for_user_id_list: amount, ...(comment === '' ? {} : { comment }) },
      });
      runInAction(() => {
        const changed = new Map(answer.credit_list.map((credit) => [credit.user_id, this.rowOf(credit)]));
        this.credits.set(this.rows.map((row) => changed.get(row.id) ?? row));
        this.isSaving = false;
        this.isConfirming = false;
        this.selected = new Set();
        this.amountText = '';
        this.comment = '';
        this.showErrors = false;
      });
    } catch (error) {
      runInAction(() => {
        this.isSaving = false;
        this.isConfirming = false;
      });
      this.effects.failed(error);
      return false;
    }
    this.effects.toppedUp(userIds.length, amount);
    return true;
  }

  private takeNames(colleagues: readonly Colleague[]): void {
    this.names = new Map(colleagues.map((colleague) => [colleague.id, `${colleague.first_name} ${colleague.last_name}`.trim()]));
  }

  private rowOf(credit: UserCredit): ManagedCreditRow {
    return { id: credit.user_id, name: this.names.get(credit.user_id) ?? `#${credit.user_id}`, amount: credit.amount, isRenewed: credit.is_renewed };
  }
}
