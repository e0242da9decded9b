import { LICENCES } from '@cible/core';
import type { LicenceId, TesterLevel } from '@cible/core';

/**
 * The password of every demo account: meets core's password rule (8+ characters, lowercase, uppercase, digit).
 * Published on purpose (printed at start-up): demo data is refused in production (SEED_DEMO_DATA).
 */
export const DEMO_PASSWORD = 'Demo2026!';

export type DemoOrganizationKey = 'atlas' | 'boreal' | 'support';

/** The demo organisations: A (every licence), B (cross-organisation checks), and the support staff. */
export const DEMO_ORGANIZATIONS: Readonly<Record<DemoOrganizationKey, string>> = {
  atlas: 'Atlas Conseil',
  boreal: 'Boréal Industrie',
  support: 'Cible Support',
};

/** One demo login. */
export interface DemoAccount {
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly organization: DemoOrganizationKey;
  readonly licenceId: LicenceId;
  /** What the account is for, printed beside it. */
  readonly role: string;
  readonly testerLevel?: TesterLevel;
  readonly isOrganizationManager?: boolean;
  readonly canExport?: boolean;
  readonly canExportLocation?: boolean;
  readonly isPlatformAdmin?: boolean;
  /** 1 active (default), 2 disabled. */
  readonly status?: 1 | 2;
  /** The password expired yesterday: the login answers a password-expired token. */
  readonly passwordExpired?: boolean;
}

const FIRST_NAMES = ['Noé', 'Camille', 'Léa', 'Hugo', 'Chloé', 'Louis', 'Manon', 'Jules', 'Inès', 'Arthur', 'Jade', 'Gabriel', 'Alice', 'Raphaël', 'Emma', 'Lucas'];
const LAST_NAMES = ['Lambert', 'Martin', 'Bernard', 'Dubois', 'Thomas', 'Robert', 'Richard', 'Petit', 'Durand', 'Leroy', 'Moreau', 'Simon', 'Laurent', 'Lefebvre', 'Michel', 'Garcia'];

/** `sales_marketing` → `sales-marketing`; licence 0 → `no-licence`. */
function localPartOf(code: string): string {
  return code === 'none' ? 'no-licence' : code.replaceAll('_', '-');
}

/** One user per licence 0–15 in Atlas Conseil: `<licence code>@atlas.demo`. */
const LICENCE_ACCOUNTS: readonly DemoAccount[] = LICENCES.map((licence) => ({
  email: `${localPartOf(licence.code)}@atlas.demo`,
  firstName: FIRST_NAMES[licence.id] ?? 'Demo',
  lastName: LAST_NAMES[licence.id] ?? 'Cible',
  organization: 'atlas',
  licenceId: licence.id,
  role: '',
}));

/** Every demo login, in the order printed at start-up. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  ...LICENCE_ACCOUNTS,
  {
    email: 'manager@atlas.demo',
    firstName: 'Sophie',
    lastName: 'Rousseau',
    organization: 'atlas',
    licenceId: 3,
    role: 'manager, exports, email rental',
    isOrganizationManager: true,
    canExport: true,
    canExportLocation: true,
  },
  { email: 'alpha@atlas.demo', firstName: 'Paul', lastName: 'Fournier', organization: 'atlas', licenceId: 1, role: 'alpha tester', testerLevel: 'Alpha' },
  { email: 'beta@atlas.demo', firstName: 'Sarah', lastName: 'Girard', organization: 'atlas', licenceId: 1, role: 'beta tester', testerLevel: 'Beta' },
  { email: 'expired@atlas.demo', firstName: 'Julie', lastName: 'Mercier', organization: 'atlas', licenceId: 1, role: 'password expired', passwordExpired: true },
  { email: 'inactive@atlas.demo', firstName: 'Marc', lastName: 'Bonnet', organization: 'atlas', licenceId: 1, role: 'disabled account', status: 2 },
  { email: 'sales@boreal.demo', firstName: 'Antoine', lastName: 'Blanc', organization: 'boreal', licenceId: 1, role: 'other organisation' },
  {
    email: 'manager@boreal.demo',
    firstName: 'Claire',
    lastName: 'Faure',
    organization: 'boreal',
    licenceId: 3,
    role: 'other organisation, manager',
    isOrganizationManager: true,
  },
  {
    email: 'support@cible.demo',
    firstName: 'Équipe',
    lastName: 'Support',
    organization: 'support',
    licenceId: 0,
    role: 'platform administrator (connect-as, support inbox, usage statistics)',
    isPlatformAdmin: true,
  },
];
