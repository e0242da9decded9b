import type { TesterLevel } from '@cible/core';

/** A user as the users repository reads it (one row of `users` with its organisation and current licences). */
export interface UserRecord {
  readonly id: number;
  readonly organizationId: number;
  readonly organizationName: string;
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly phone: string | null;
  readonly mobilePhone: string | null;
  readonly civilityId: number | null;
  /** 0 pending activation, 1 active, 2 disabled. */
  readonly status: number;
  readonly testerLevel: TesterLevel | null;
  readonly isOrganizationManager: boolean;
  readonly canExport: boolean;
  readonly canExportLocation: boolean;
  readonly isPlatformAdmin: boolean;
  readonly tokensValidAfter: Date | null;
  readonly creationDate: Date;
  /** Licence ids of the current licence entries, in entry order (the first decides: core's `decidingLicenceOf`). */
  readonly licenceIds: readonly number[];
}

/** An organisation with the licences its users currently hold. */
export interface OrganizationRecord {
  readonly id: number;
  readonly name: string;
  readonly createdAt: Date;
  readonly licenceIds: readonly number[];
}

/** The caller's organisation: every users/organisations query is confined to it. */
export interface OrganizationScope {
  readonly organizationId: number;
}
