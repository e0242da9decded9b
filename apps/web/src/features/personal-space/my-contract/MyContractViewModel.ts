import { makeAutoObservable } from 'mobx';
import { abilityFor, accessUserFromUser, can, currentLicenceOf, formatDateFr, hasEmailRentalAccess, hasExportAccess, licenceById } from '@cible/core';
import type { Clock, CreditsGateway, Licence, TesterLevel, User, UsersGateway } from '@cible/core';
import { Loadable, type LoadStatus } from '../../../view-model/Loadable';
import { loadCreditBalances, type CreditBalanceCard } from '../../credit-consumption/loadCreditBalances';

/** What the contract page reads of the session: the connected user's id. */
export interface MyContractSession {
  readonly user: User | null;
}

export type MyContractStatus = LoadStatus;

/** The contract as the page shows it. */
export interface ContractSummary {
  /** The current licence (the latest of the user's licence list; "no licence" when the list is empty). */
  readonly licence: Licence;
  readonly organizationName: string;
  readonly testerLevel: TesterLevel | null;
  readonly isOrganizationManager: boolean;
  /** Exports are open: the can_export capability and a licence that reads exports (core's hasExportAccess). */
  readonly canExport: boolean;
  /** Email rental is open: can_export_location and a licence that reads it (core's hasEmailRentalAccess). */
  readonly canExportLocation: boolean;
  /** Account creation date, DD/MM/YYYY in the user's zone. */
  readonly creationDate: string;
}

/**
 * The "Mon contrat" page (personal space): loads the user (GET /v1/users/{id}) and summarises the contract with
 * core's rules: current licence name (LICENCES), organisation, tester level, manager flag, export capabilities (as the licence opens them) and
 * the account creation date (formatDateFr); and the user's credit balances (the credits gateway, when given; a failed
 * fetch shows core's fallback balance).
 */
export class MyContractViewModel {
  /** The connected user as the API answers it (loaded when the page shows). */
  readonly contract = new Loadable<User>({ status: 'loading' });
  /** The user's credit balances, one per kind. */
  readonly credits = new Loadable<readonly CreditBalanceCard[]>();

  constructor(
    private readonly users: UsersGateway,
    private readonly session: MyContractSession,
    private readonly clock: Clock,
    private readonly creditsGateway?: Pick<CreditsGateway, 'getUserCredit'>,
  ) {
    makeAutoObservable<this, 'users' | 'session' | 'clock' | 'creditsGateway'>(
      this,
      { users: false, session: false, clock: false, creditsGateway: false, contract: false, credits: false },
      { autoBind: true },
    );
  }

  get status(): MyContractStatus {
    return this.contract.status;
  }

  get user(): User | null {
    return this.contract.value;
  }

  /** Loads the connected user (again, after an error); no connected user is an error. */
  async load(): Promise<void> {
    const userId = this.session.user?.id;
    const user = this.session.user;
    // Credits only for a licence that reads them (the API refuses the others: sender licences have no credits page).
    const gateway = user !== null && can(abilityFor(accessUserFromUser(user)), 'read', 'PERSONAL_SPACE_CREDIT_CONSUMPTION') ? this.creditsGateway : undefined;
    await Promise.all([
      this.contract.load(async () => {
        if (userId === undefined) throw new Error('No connected user');
        return this.users.getUser({ params: { id: userId } });
      }),
      gateway === undefined || user === null ? undefined : this.credits.load(() => loadCreditBalances(gateway, user)),
    ]);
  }

  get summary(): ContractSummary | null {
    const user = this.user;
    if (!user) return null;
    const accessUser = accessUserFromUser(user);
    const ability = abilityFor(accessUser);
    return {
      licence: licenceById(currentLicenceOf(user)?.license.id ?? 0),
      organizationName: user.organization.name,
      testerLevel: accessUser.testerLevel,
      isOrganizationManager: accessUser.isOrganizationManager,
      canExport: hasExportAccess(ability),
      canExportLocation: hasEmailRentalAccess(ability),
      creationDate: formatDateFr(user.creation_date, this.clock.zone),
    };
  }
}
