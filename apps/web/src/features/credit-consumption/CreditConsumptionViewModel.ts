import { makeAutoObservable, runInAction } from 'mobx';
import type { Clock, CreditConsumptionResponse, CreditHistoryResponse, CreditHistoryType, CreditKindCode, CreditsGateway, User } from '@cible/core';
import { Loadable, type LoadStatus } from '../../view-model/Loadable';
import { creditDayOf } from './creditDayOf';
import { loadCreditBalances, type CreditBalanceCard } from './loadCreditBalances';

/** What the page reads of the session: the connected user (his id and organisation). */
export interface CreditConsumptionSession {
  readonly user: User | null;
}


/** The chart's range: the last 30 days (by day), 3 months (by week) or 12 months (by month), as core groups them. */
export type ConsumptionRange = 'month' | 'quarter' | 'year';
const RANGE_DAYS: Record<ConsumptionRange, number> = { month: 29, quarter: 89, year: 364 };

export const CREDIT_HISTORY_PAGE_SIZE = 20;

const NO_USER = () => new Error('No connected user');

/**
 * /personal-space/credit-consumption: the four balances of the connected user (a failed fetch shows core's fallback
 * balance, creditBalanceOrFallback), and for the chosen kind the history with filters (event type, days) and pages, and
 * the consumption over a range grouped by core's period grouping (the API groups it).
 */
export class CreditConsumptionViewModel {
  balances: readonly CreditBalanceCard[] = [];
  balancesStatus: LoadStatus = 'loading';
  kind: CreditKindCode = 'sequence';
  type: CreditHistoryType | null = null;
  dateFrom = '';
  dateTo = '';
  page = 1;
  range: ConsumptionRange = 'month';
  readonly history = new Loadable<CreditHistoryResponse>({ status: 'loading' });
  readonly consumption = new Loadable<CreditConsumptionResponse>({ status: 'loading' });

  constructor(
    private readonly gateway: CreditsGateway,
    private readonly session: CreditConsumptionSession,
    private readonly clock: Clock,
  ) {
    makeAutoObservable<this, 'gateway' | 'session' | 'clock'>(this, { gateway: false, session: false, clock: false, history: false, consumption: false }, { autoBind: true });
  }

  /** The filter dates in order (or one missing): a reversed range is not sent. */
  get isDateRangeValid(): boolean {
    return this.dateFrom === '' || this.dateTo === '' || this.dateFrom <= this.dateTo;
  }

  get pageCount(): number {
    return Math.max(1, Math.ceil((this.history.value?.history_count ?? 0) / CREDIT_HISTORY_PAGE_SIZE));
  }

  /** The chart's days: from `RANGE_DAYS` before today to today (in the credits' zone). */
  get rangeDays(): { from: string; to: string } {
    const now = this.clock.now();
    const from = new Date(now.getTime() - RANGE_DAYS[this.range] * 86_400_000);
    return { from: creditDayOf(from), to: creditDayOf(now) };
  }

  async load(): Promise<void> {
    await Promise.all([this.loadBalances(), this.loadHistory(), this.loadConsumption()]);
  }

  async loadBalances(): Promise<void> {
    const user = this.session.user;
    if (user === null) {
      this.balancesStatus = 'error';
      return;
    }
    this.balancesStatus = 'loading';
    const balances = await loadCreditBalances(this.gateway, user);
    runInAction(() => {
      this.balances = balances;
      this.balancesStatus = 'ready';
    });
  }

  async loadHistory(): Promise<void> {
    const user = this.session.user;
    if (!this.isDateRangeValid) return;
    await this.history.load(async () => {
      if (user === null) throw NO_USER();
      return this.gateway.getUserCreditHistory({
        params: { kind: this.kind, org: user.organization.id, user: user.id },
        query: {
          limit: CREDIT_HISTORY_PAGE_SIZE,
          offset: (this.page - 1) * CREDIT_HISTORY_PAGE_SIZE,
          ...(this.type === null ? {} : { type: this.type }),
          ...(this.dateFrom === '' ? {} : { date_from: this.dateFrom }),
          ...(this.dateTo === '' ? {} : { date_to: this.dateTo }),
        },
      });
    });
  }

  async loadConsumption(): Promise<void> {
    const user = this.session.user;
    const { from, to } = this.rangeDays;
    await this.consumption.load(async () => {
      if (user === null) throw NO_USER();
      return this.gateway.getUserCreditConsumption({ params: { kind: this.kind, org: user.organization.id, user: user.id }, query: { date_from: from, date_to: to } });
    });
  }

  /** Another kind: its history from the first page, and its consumption. */
  setKind(kind: CreditKindCode): void {
    if (kind === this.kind) return;
    this.kind = kind;
    this.page = 1;
    void this.loadHistory();
    void this.loadConsumption();
  }

  setType(type: CreditHistoryType | null): void {
    this.type = type;
    this.page = 1;
    void this.loadHistory();
  }

  setDateFrom(day: string): void {
    this.dateFrom = day;
    this.page = 1;
    void this.loadHistory();
  }

  setDateTo(day: string): void {
    this.dateTo = day;
    this.page = 1;
    void this.loadHistory();
  }

  clearFilters(): void {
    this.type = null;
    this.dateFrom = '';
    this.dateTo = '';
    this.page = 1;
    void this.loadHistory();
  }

  setPage(page: number): void {
    this.page = Math.min(Math.max(1, page), this.pageCount);
    void this.loadHistory();
  }

  setRange(range: ConsumptionRange): void {
    this.range = range;
    void this.loadConsumption();
  }
}
