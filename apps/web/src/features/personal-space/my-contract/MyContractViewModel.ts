import { makeAutoObservable, runInAction } from 'mobx';
import { abilityFor, accessUserFromUser, currentLicenceOf, formatDateFr, hasEmailRentalAccess, hasExportAccess, licenceById } from '@cible/core';
import type { Clock, Licence, TesterLevel, User, UsersGateway } from '@cible/core';

/** What the contract page reads of the session: the connected user's id. */
export interface MyContractSession {
  readonly user: User | null;
}

export type MyContractStatus = 'loading' | 'ready' | 'error';

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
 * the account creation date (formatDateFr). No credits endpoint is served yet, so there is no credits section.
 */
export class MyContractViewModel {
  status: MyContractStatus = 'loading';
  user: User | null = null;

  constructor(
    private readonly users: UsersGateway,
    private readonly session: MyContractSession,
    private readonly clock: Clock,
  ) {
    makeAutoObservable<this, 'users' | 'session' | 'clock'>(this, { users: false, session: false, clock: false }, { autoBind: true });
  }

  async load(): Promise<void> {
    const userId = this.session.user?.id;
    this.status = 'loading';
    if (userId === undefined) {
      this.status = 'error';
      return;
    }
    try {
      const user = await this.users.getUser({ params: { id: userId } });
      runInAction(() => {
        this.user = user;
        this.status = 'ready';
      });
    } catch {
      runInAction(() => {
        this.status = 'error';
      });
    }
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
