import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { LICENCE_IDS } from '../catalogues/licences';
import type { LicenceId } from '../catalogues/licences';
import {
  ACCOUNT_GRANTS,
  BASE_GRANTS,
  CAMPAIGN_WRITE_GRANTS,
  LEGACY_AUTOMATION_CAMPAIGN_GRANTS,
  NARROW_READ_GRANTS,
  PERMISSION_MATRIX,
  SALES_READ_GRANTS,
  SEQUENCE_WRITE_GRANTS,
  licenceActions,
  unionOfGrants,
} from './permission-matrix';
import type { PermissionGrants } from './permission-matrix';
import { PERMISSION_ACTIONS, PERMISSION_SUBJECTS } from './permission-subjects';
import type { PermissionSubject } from './permission-subjects';

const reads = (licenceId: LicenceId, subject: PermissionSubject): boolean => licenceActions(licenceId, subject).includes('read');
const readSubjects = (grants: PermissionGrants): PermissionSubject[] =>
  PERMISSION_SUBJECTS.filter((subject) => grants[subject]?.includes('read'));
const licence = fc.constantFrom(...LICENCE_IDS);
const subject = fc.constantFrom(...PERMISSION_SUBJECTS);

describe('base set', () => {
  it('licence 0 reads exactly the base set and the account essentials', () => {
    expect(readSubjects(BASE_GRANTS).sort()).toEqual(
      ['PAGE_CHANGE_PASSWORD', 'PAGE_EMAIL_SIGNATURE_GENERATOR', 'PAGE_HOME', 'PAGE_SEQUENCE_HOME', 'PAGE_BUSINESS_ALERTS', 'PAGE_CAMPAIGN_HOME', 'TICKET', 'LINKEDIN'].sort(),
    );
    expect(Object.values(BASE_GRANTS).every((actions) => actions.length === 1 && actions[0] === 'read')).toBe(true);
    expect(readSubjects(PERMISSION_MATRIX[0]).sort()).toEqual([...readSubjects(BASE_GRANTS), ...readSubjects(ACCOUNT_GRANTS)].sort());
  });

  it('every licence includes the base set and the account essentials (logout, password, my account)', () => {
    fc.assert(
      fc.property(licence, (id) =>
        [...readSubjects(BASE_GRANTS), ...readSubjects(ACCOUNT_GRANTS)].every((s) => reads(id, s)),
      ),
    );
    expect(readSubjects(ACCOUNT_GRANTS).sort()).toEqual(
      ['PERSONAL_SPACE_CHANGE_PASSWORD', 'PERSONAL_SPACE_LOGOUT', 'PERSONAL_SPACE_MY_ACCOUNT', 'PERSONAL_SPACE_PARAMETERS'].sort(),
    );
  });
});

describe('matrix invariants', () => {
  it('a licence never grants an action without read, and actions are in canonical order without duplicates', () => {
    fc.assert(
      fc.property(licence, subject, (id, s) => {
        const actions = licenceActions(id, s);
        if (actions.length === 0) return true;
        const canonical = PERMISSION_ACTIONS.filter((action) => actions.includes(action));
        return actions.includes('read') && actions.join() === canonical.join();
      }),
    );
  });

  it('union of grant sets contains each set, is commutative and idempotent', () => {
    const grants = fc.dictionary(
      fc.constantFrom(...PERMISSION_SUBJECTS),
      fc.subarray([...PERMISSION_ACTIONS], { minLength: 1 }),
    ) as fc.Arbitrary<PermissionGrants>;
    fc.assert(
      fc.property(grants, grants, (a, b) => {
        const ab = unionOfGrants(a, b);
        const ba = unionOfGrants(b, a);
        for (const s of PERMISSION_SUBJECTS) {
          for (const action of [...(a[s] ?? []), ...(b[s] ?? [])]) if (!ab[s]?.includes(action)) return false;
          if ((ab[s] ?? []).join() !== (ba[s] ?? []).join()) return false;
          if ((unionOfGrants(a, a)[s] ?? []).join() !== PERMISSION_ACTIONS.filter((x) => a[s]?.includes(x)).join()) return false;
        }
        return true;
      }),
    );
  });
});

describe('licence profiles (app-shell §6, prospecting §6)', () => {
  it('marketing: full rights on campaigns, campaign settings, sequences, sequence settings; states read and update except archived', () => {
    for (const s of ['CAMPAIGNS', 'CAMPAIGN_SETTINGS', 'SEQUENCES', 'SEQUENCE_SETTINGS'] as const) {
      expect(licenceActions(2, s)).toEqual(['create', 'read', 'update', 'delete']);
    }
    for (const s of ['CAMPAIGNS_DRAFT', 'CAMPAIGNS_SCHEDULED', 'CAMPAIGNS_SENT', 'SEQUENCES_DRAFT', 'SEQUENCES_PROGRAMMED', 'SEQUENCES_ONGOING', 'SEQUENCES_PAUSED', 'SEQUENCES_FINISHED'] as const) {
      expect(licenceActions(2, s)).toEqual(['read', 'update']);
    }
    expect(licenceActions(2, 'SEQUENCES_ARCHIVED')).toEqual(['read']);
    expect(reads(2, 'MY_PROSPECTING_MY_PROSPECTS')).toBe(false);
    expect(reads(2, 'PERSONAL_SPACE_EMAIL_RENTAL')).toBe(true);
    expect(CAMPAIGN_WRITE_GRANTS.CAMPAIGNS).toEqual(PERMISSION_ACTIONS);
    expect(SEQUENCE_WRITE_GRANTS.SEQUENCES_ARCHIVED).toEqual(['read']);
  });

  it('sales: read-only on search, alerts, campaigns, sequences, personal space and quick search', () => {
    fc.assert(fc.property(subject, (s) => licenceActions(1, s).every((action) => action === 'read' || s === 'REPORTS')));
    for (const s of ['ADVANCED_SEARCH', 'BUSINESS_ALERTS', 'CAMPAIGNS', 'SEQUENCES', 'PERSONAL_SPACE_TEMPLATES', 'QUICK_SEARCH'] as const) {
      expect(reads(1, s)).toBe(true);
    }
    expect(PERMISSION_MATRIX[1]).toBe(SALES_READ_GRANTS);
  });

  it('sales automation v1 and v2: sales read access plus full rights on sequences; only v1 writes campaigns', () => {
    for (const id of [11, 13] as const) {
      expect(licenceActions(id, 'SEQUENCES')).toEqual(PERMISSION_ACTIONS);
      expect(licenceActions(id, 'SEQUENCE_SETTINGS')).toEqual(PERMISSION_ACTIONS);
      expect(licenceActions(id, 'SEQUENCES_DRAFT')).toEqual(['read', 'update']);
      expect(licenceActions(id, 'SEQUENCES_ARCHIVED')).toEqual(['read']);
      for (const s of PERMISSION_SUBJECTS) if (reads(1, s)) expect(reads(id, s)).toBe(true);
    }
    expect(licenceActions(13, 'CAMPAIGNS')).toEqual(['read']);
    expect(licenceActions(13, 'CAMPAIGNS_DRAFT')).toEqual(['read']);
    expect(licenceActions(11, 'CAMPAIGNS')).toEqual(['create', 'read', 'update']);
    expect(LEGACY_AUTOMATION_CAMPAIGN_GRANTS.CAMPAIGN_SETTINGS).toEqual(['read']);
  });

  it('smart campaign v2: full rights on campaigns, campaign settings, sequences, sequence settings', () => {
    for (const s of ['CAMPAIGNS', 'CAMPAIGN_SETTINGS', 'SEQUENCES', 'SEQUENCE_SETTINGS'] as const) {
      expect(licenceActions(14, s)).toEqual(PERMISSION_ACTIONS);
    }
  });

  it('kam, sales PME and smart data are read-only; kam also reads the personal-space root and request-help', () => {
    for (const id of [4, 8, 12] as const) {
      for (const s of PERMISSION_SUBJECTS) expect(licenceActions(id, s).every((a) => a === 'read' || s === 'REPORTS')).toBe(true);
    }
    expect(reads(4, 'PERSONAL_SPACE') && reads(4, 'REQUEST_HELP')).toBe(true);
    for (const id of [8, 12] as const) expect(reads(id, 'PERSONAL_SPACE') || reads(id, 'REQUEST_HELP')).toBe(false);
  });

  it('sales PME is sales plus extras (email rental)', () => {
    for (const s of PERMISSION_SUBJECTS) if (reads(1, s)) expect(reads(8, s)).toBe(true);
    expect(reads(8, 'PERSONAL_SPACE_EMAIL_RENTAL')).toBe(true);
    expect(reads(1, 'PERSONAL_SPACE_EMAIL_RENTAL')).toBe(false);
  });

  it('intranet, insight, search and lists: narrow read-only subset', () => {
    for (const id of [5, 7, 9] as const) {
      expect(PERMISSION_MATRIX[id]).toBe(NARROW_READ_GRANTS);
      for (const s of ['ADVANCED_SEARCH', 'QUICK_SEARCH', 'BUSINESS_ALERTS', 'CONFERENCES', 'PERSONAL_SPACE_ACTIVITY', 'PERSONAL_SPACE_SAVED_SEARCHES', 'PERSONAL_SPACE_CREDIT_CONSUMPTION', 'PERSONAL_SPACE_REQUESTS'] as const) {
        expect(reads(id, s)).toBe(true);
      }
      for (const s of ['CAMPAIGNS', 'SEQUENCES', 'PERSONAL_SPACE_TEMPLATES', 'PERSONAL_SPACE_EXPORT', 'MANAGER_ACCESS'] as const) {
        expect(reads(id, s)).toBe(false);
      }
    }
  });

  it('sender and sender v2: only change password, email connection, my account, parameters, requests, templates, logout (plus the base set)', () => {
    const allowed = new Set<PermissionSubject>([
      ...readSubjects(BASE_GRANTS),
      'PERSONAL_SPACE_CHANGE_PASSWORD', 'PERSONAL_SPACE_EMAIL_CONNECTION', 'PERSONAL_SPACE_MY_ACCOUNT',
      'PERSONAL_SPACE_PARAMETERS', 'PERSONAL_SPACE_REQUESTS', 'PERSONAL_SPACE_TEMPLATES', 'PERSONAL_SPACE_LOGOUT',
    ]);
    for (const id of [10, 15] as const) expect(new Set(readSubjects(PERMISSION_MATRIX[id]))).toEqual(allowed);
  });

  it('connector: base plus full rights on Post; nobody else posts', () => {
    expect(licenceActions(6, 'POST')).toEqual(PERMISSION_ACTIONS);
    expect(readSubjects(PERMISSION_MATRIX[6]).sort()).toEqual([...readSubjects(unionOfGrants(BASE_GRANTS, ACCOUNT_GRANTS)), 'POST'].sort());
    fc.assert(fc.property(licence, (id) => id === 6 || licenceActions(id, 'POST').length === 0));
  });

  it('sales and marketing is the union of sales and marketing', () => {
    fc.assert(
      fc.property(subject, (s) => {
        const expected = PERMISSION_ACTIONS.filter((a) => licenceActions(1, s).includes(a) || licenceActions(2, s).includes(a));
        return licenceActions(3, s).join() === expected.join();
      }),
    );
  });
});
