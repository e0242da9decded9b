import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { LICENCE_IDS } from '../catalogues/licences';
import type { LicenceId } from '../catalogues/licences';
import { guardNavigation } from '../routing/navigation-guard';
import { abilityFor, can } from './ability';
import { canRequestInquiry } from './inquiry-access';
import {
  BASE_GRANTS,
  CAMPAIGN_WRITE_GRANTS,
  DESIGNED_GRANTS,
  LEGACY_AUTOMATION_CAMPAIGN_GRANTS,
  NARROW_READ_GRANTS,
  SALES_READ_GRANTS,
  SENDER_GRANTS,
  SEQUENCE_WRITE_GRANTS,
  SPEC_MATRIX,
  licenceActions,
  unionOfGrants,
} from './permission-matrix';
import type { PermissionGrants } from './permission-matrix';
import { PERMISSION_ACTIONS, PERMISSION_SUBJECTS } from './permission-subjects';
import type { PermissionAction, PermissionSubject } from './permission-subjects';
import { personalSpaceSidebarFor } from './personal-space-sidebar';
import { quickSearchColumnsFor } from './quick-search-visibility';
import { userMenuLinksFor } from './user-menu';

const specActions = (licenceId: LicenceId, subject: PermissionSubject): readonly PermissionAction[] => SPEC_MATRIX[licenceId][subject] ?? [];
const reads = (licenceId: LicenceId, subject: PermissionSubject): boolean => licenceActions(licenceId, subject).includes('read');
const specReads = (licenceId: LicenceId, subject: PermissionSubject): boolean => specActions(licenceId, subject).includes('read');
const readSubjects = (grants: PermissionGrants): PermissionSubject[] =>
  PERMISSION_SUBJECTS.filter((subject) => grants[subject]?.includes('read'));
const licence = fc.constantFrom(...LICENCE_IDS);
const subject = fc.constantFrom(...PERMISSION_SUBJECTS);
const abilityOf = (licenceId: LicenceId) =>
  abilityFor({ licenceId, testerLevel: null, isOrganizationManager: false, canExport: false, canExportLocation: false });
const designed = (key: string) => {
  const found = DESIGNED_GRANTS.find((candidate) => candidate.key === key);
  if (!found) throw new Error(`no designed grant ${key}`);
  return found;
};
const READ_ONLY_LICENCES: readonly LicenceId[] = [1, 4, 5, 7, 8, 9, 12];

describe('the specification layer (SPEC_MATRIX, the spec’s roles and permissions, no exemption)', () => {
  it('licence 0 reads exactly the base set, read-only', () => {
    expect(readSubjects(BASE_GRANTS).sort()).toEqual(
      ['PAGE_CHANGE_PASSWORD', 'PAGE_EMAIL_SIGNATURE_GENERATOR', 'PAGE_HOME', 'PAGE_SEQUENCE_HOME', 'PAGE_BUSINESS_ALERTS', 'PAGE_CAMPAIGN_HOME', 'TICKET', 'LINKEDIN'].sort(),
    );
    expect(Object.values(BASE_GRANTS).every((actions) => actions.length === 1 && actions[0] === 'read')).toBe(true);
    expect(SPEC_MATRIX[0]).toBe(BASE_GRANTS);
  });

  it('every licence but the senders includes the base set', () => {
    fc.assert(fc.property(licence, (id) => id === 10 || id === 15 || readSubjects(BASE_GRANTS).every((s) => specReads(id, s))));
  });

  it('sales, kam, intranet, search and lists, sales PME, insight and smart data are read-only: every cell is read', () => {
    for (const id of READ_ONLY_LICENCES) {
      for (const s of PERMISSION_SUBJECTS) expect(specActions(id, s).every((action) => action === 'read'), `${id} ${s}`).toBe(true);
    }
  });

  it('sales reads search, alerts, campaigns, sequences, personal space and quick search', () => {
    for (const s of ['ADVANCED_SEARCH', 'BUSINESS_ALERTS', 'CAMPAIGNS', 'SEQUENCES', 'PERSONAL_SPACE_TEMPLATES', 'QUICK_SEARCH'] as const) {
      expect(specReads(1, s)).toBe(true);
    }
    expect(SPEC_MATRIX[1]).toBe(SALES_READ_GRANTS);
  });

  it('sales reads every personal-space page but the root, request-help and email rental', () => {
    const personalSpace = PERMISSION_SUBJECTS.filter((s) => s.startsWith('PERSONAL_SPACE'));
    const notRead = ['PERSONAL_SPACE', 'PERSONAL_SPACE_EMAIL_RENTAL'];
    for (const s of personalSpace) expect(specReads(1, s), s).toBe(!notRead.includes(s));
    expect(specReads(1, 'REQUEST_HELP')).toBe(false);
  });

  it('the write sets are exactly as the matrix says (campaign writers, sequence writers, sales automation v1 campaigns)', () => {
    const readUpdate = ['read', 'update'];
    expect(CAMPAIGN_WRITE_GRANTS).toEqual({
      CAMPAIGNS: PERMISSION_ACTIONS,
      CAMPAIGN_SETTINGS: PERMISSION_ACTIONS,
      CAMPAIGNS_DRAFT: readUpdate,
      CAMPAIGNS_SCHEDULED: readUpdate,
      CAMPAIGNS_SENT: readUpdate,
    });
    expect(SEQUENCE_WRITE_GRANTS).toEqual({
      SEQUENCES: PERMISSION_ACTIONS,
      SEQUENCE_SETTINGS: PERMISSION_ACTIONS,
      SEQUENCES_DRAFT: readUpdate,
      SEQUENCES_PROGRAMMED: readUpdate,
      SEQUENCES_ONGOING: readUpdate,
      SEQUENCES_PAUSED: readUpdate,
      SEQUENCES_FINISHED: readUpdate,
      SEQUENCES_ARCHIVED: ['read'],
    });
    expect(LEGACY_AUTOMATION_CAMPAIGN_GRANTS).toEqual({
      CAMPAIGNS: ['create', 'read', 'update'],
      CAMPAIGN_SETTINGS: ['read'],
      CAMPAIGNS_DRAFT: readUpdate,
      CAMPAIGNS_SCHEDULED: readUpdate,
      CAMPAIGNS_SENT: readUpdate,
    });
  });

  it('marketing: full rights on campaigns, campaign settings, sequences, sequence settings; states read and update except archived', () => {
    for (const s of ['CAMPAIGNS', 'CAMPAIGN_SETTINGS', 'SEQUENCES', 'SEQUENCE_SETTINGS'] as const) {
      expect(specActions(2, s)).toEqual(['create', 'read', 'update', 'delete']);
    }
    for (const s of ['CAMPAIGNS_DRAFT', 'CAMPAIGNS_SCHEDULED', 'CAMPAIGNS_SENT', 'SEQUENCES_DRAFT', 'SEQUENCES_PROGRAMMED', 'SEQUENCES_ONGOING', 'SEQUENCES_PAUSED', 'SEQUENCES_FINISHED'] as const) {
      expect(specActions(2, s)).toEqual(['read', 'update']);
    }
    expect(specActions(2, 'SEQUENCES_ARCHIVED')).toEqual(['read']);
    expect(specReads(2, 'MY_PROSPECTING_MY_PROSPECTS')).toBe(false);
    expect(specReads(2, 'PERSONAL_SPACE_EMAIL_RENTAL')).toBe(true);
    expect(CAMPAIGN_WRITE_GRANTS.CAMPAIGNS).toEqual(PERMISSION_ACTIONS);
    expect(SEQUENCE_WRITE_GRANTS.SEQUENCES_ARCHIVED).toEqual(['read']);
  });

  it('writes exist only where the spec lists them: campaigns and sequences (marketing, sales and marketing, automation, smart campaign v2) and Post (connector)', () => {
    const campaignFamily = new Set<PermissionSubject>(['CAMPAIGNS', 'CAMPAIGN_SETTINGS', 'CAMPAIGNS_DRAFT', 'CAMPAIGNS_SCHEDULED', 'CAMPAIGNS_SENT']);
    const sequenceFamily = new Set<PermissionSubject>(['SEQUENCES', 'SEQUENCE_SETTINGS', 'SEQUENCES_DRAFT', 'SEQUENCES_PROGRAMMED', 'SEQUENCES_ONGOING', 'SEQUENCES_PAUSED', 'SEQUENCES_FINISHED', 'SEQUENCES_ARCHIVED']);
    const writable: Record<LicenceId, ReadonlySet<PermissionSubject>> = {
      0: new Set(), 1: new Set(), 4: new Set(), 5: new Set(), 7: new Set(), 8: new Set(), 9: new Set(), 10: new Set(), 12: new Set(), 15: new Set(),
      2: new Set([...campaignFamily, ...sequenceFamily]),
      3: new Set([...campaignFamily, ...sequenceFamily]),
      14: new Set([...campaignFamily, ...sequenceFamily]),
      11: new Set([...campaignFamily, ...sequenceFamily]),
      13: sequenceFamily,
      6: new Set<PermissionSubject>(['POST']),
    };
    fc.assert(fc.property(licence, subject, (id, s) => specActions(id, s).every((a) => a === 'read') || writable[id].has(s)));
  });

  it('sales automation v1 and v2: sales read access plus full rights on sequences; only v1 writes campaigns', () => {
    for (const id of [11, 13] as const) {
      expect(specActions(id, 'SEQUENCES')).toEqual(PERMISSION_ACTIONS);
      expect(specActions(id, 'SEQUENCE_SETTINGS')).toEqual(PERMISSION_ACTIONS);
      expect(specActions(id, 'SEQUENCES_DRAFT')).toEqual(['read', 'update']);
      expect(specActions(id, 'SEQUENCES_ARCHIVED')).toEqual(['read']);
      for (const s of PERMISSION_SUBJECTS) if (specReads(1, s)) expect(specReads(id, s)).toBe(true);
    }
    expect(specActions(13, 'CAMPAIGNS')).toEqual(['read']);
    expect(specActions(13, 'CAMPAIGNS_DRAFT')).toEqual(['read']);
    expect(specActions(11, 'CAMPAIGNS')).toEqual(['create', 'read', 'update']);
    expect(LEGACY_AUTOMATION_CAMPAIGN_GRANTS.CAMPAIGN_SETTINGS).toEqual(['read']);
  });

  it('smart campaign v2: full rights on campaigns, campaign settings, sequences, sequence settings', () => {
    for (const s of ['CAMPAIGNS', 'CAMPAIGN_SETTINGS', 'SEQUENCES', 'SEQUENCE_SETTINGS'] as const) {
      expect(specActions(14, s)).toEqual(PERMISSION_ACTIONS);
    }
  });

  it('kam also reads the personal-space root and request-help; sales PME and smart data do not', () => {
    expect(specReads(4, 'PERSONAL_SPACE') && specReads(4, 'REQUEST_HELP')).toBe(true);
    for (const id of [1, 8, 12] as const) expect(specReads(id, 'PERSONAL_SPACE') || specReads(id, 'REQUEST_HELP')).toBe(false);
  });

  it('sales PME is sales plus extras (email rental)', () => {
    for (const s of PERMISSION_SUBJECTS) if (specReads(1, s)) expect(specReads(8, s)).toBe(true);
    expect(specReads(8, 'PERSONAL_SPACE_EMAIL_RENTAL')).toBe(true);
    expect(specReads(1, 'PERSONAL_SPACE_EMAIL_RENTAL')).toBe(false);
  });

  it('intranet, insight, search and lists: narrow read-only subset (search, alerts, conferences, activity, saved searches, credits, requests)', () => {
    for (const id of [5, 7, 9] as const) {
      expect(SPEC_MATRIX[id]).toBe(NARROW_READ_GRANTS);
      for (const s of ['ADVANCED_SEARCH', 'QUICK_SEARCH', 'BUSINESS_ALERTS', 'CONFERENCES', 'PERSONAL_SPACE_ACTIVITY', 'PERSONAL_SPACE_SAVED_SEARCHES', 'PERSONAL_SPACE_CREDIT_CONSUMPTION', 'PERSONAL_SPACE_REQUESTS'] as const) {
        expect(specReads(id, s)).toBe(true);
      }
      for (const s of ['CAMPAIGNS', 'SEQUENCES', 'PERSONAL_SPACE_TEMPLATES', 'PERSONAL_SPACE_EXPORT', 'MANAGER_ACCESS', 'PERSONAL_SPACE_MY_ACCOUNT', 'PERSONAL_SPACE_LOGOUT'] as const) {
        expect(specReads(id, s)).toBe(false);
      }
    }
  });

  it('sender and sender v2: only change password, email connection, my account, parameters, requests, templates, logout', () => {
    const only = ['PAGE_CHANGE_PASSWORD', 'PERSONAL_SPACE_CHANGE_PASSWORD', 'PERSONAL_SPACE_EMAIL_CONNECTION', 'PERSONAL_SPACE_MY_ACCOUNT', 'PERSONAL_SPACE_PARAMETERS', 'PERSONAL_SPACE_REQUESTS', 'PERSONAL_SPACE_TEMPLATES', 'PERSONAL_SPACE_LOGOUT'];
    for (const id of [10, 15] as const) {
      expect(SPEC_MATRIX[id]).toBe(SENDER_GRANTS);
      expect(readSubjects(SPEC_MATRIX[id]).sort()).toEqual([...only].sort());
      for (const s of PERMISSION_SUBJECTS) expect(specActions(id, s).every((a) => a === 'read')).toBe(true);
    }
  });

  it('connector: the base set plus full rights on Post; nobody else posts', () => {
    expect(specActions(6, 'POST')).toEqual(PERMISSION_ACTIONS);
    expect(readSubjects(SPEC_MATRIX[6]).sort()).toEqual([...readSubjects(BASE_GRANTS), 'POST'].sort());
    fc.assert(fc.property(licence, (id) => id === 6 || licenceActions(id, 'POST').length === 0));
  });

  it('sales and marketing is the union of sales and marketing', () => {
    fc.assert(
      fc.property(subject, (s) => {
        const expected = PERMISSION_ACTIONS.filter((a) => specActions(1, s).includes(a) || specActions(2, s).includes(a));
        return specActions(3, s).join() === expected.join();
      }),
    );
  });
});

describe('the matrix is the specification plus the designed cells, nothing else', () => {
  it('every cell of PERMISSION_MATRIX is a spec cell or a cell of a designed grant of that licence, and every such cell is there', () => {
    fc.assert(
      fc.property(licence, subject, (id, s) => {
        const expected = new Set<PermissionAction>(specActions(id, s));
        for (const grant of DESIGNED_GRANTS) if (grant.licences.includes(id)) for (const a of grant.grants[s] ?? []) expected.add(a);
        return licenceActions(id, s).join() === PERMISSION_ACTIONS.filter((a) => expected.has(a)).join();
      }),
    );
  });

  it('designed grants have unique keys, a reason, at least one licence and one cell, and add something the spec lacks', () => {
    expect(new Set(DESIGNED_GRANTS.map((grant) => grant.key)).size).toBe(DESIGNED_GRANTS.length);
    for (const grant of DESIGNED_GRANTS) {
      expect(grant.reason.length, grant.key).toBeGreaterThan(40);
      expect(grant.licences.length, grant.key).toBeGreaterThan(0);
      const cells = Object.entries(grant.grants) as [PermissionSubject, readonly PermissionAction[]][];
      expect(cells.length, grant.key).toBeGreaterThan(0);
      const addsSomething = grant.licences.some((id) => cells.some(([s, actions]) => actions.some((a) => !specActions(id, s).includes(a))));
      expect(addsSomething, grant.key).toBe(true);
    }
  });

  it('the designed cells are exactly these (a new one must be added here by name, with its test below)', () => {
    expect(DESIGNED_GRANTS.map((grant) => grant.key)).toEqual([
      'signed-in-essentials',
      'settings-group-gate',
      'sender-home',
      'sender-support',
      'ticket-create',
      'inquiries',
      'manager-credits',
      'own-items:PERSONAL_SPACE_PROFILE_AND_AI',
      'own-items:PERSONAL_SPACE_NOTIFICATIONS',
      'own-items:PERSONAL_SPACE_NOTIFICATIONS_SETTINGS',
      'own-items:PERSONAL_SPACE_EMAIL_CONNECTION',
      'own-items:PERSONAL_SPACE_LINKEDIN_CONNECTION',
      'own-items:MY_LISTS',
      'own-items:PERSONAL_SPACE_TEMPLATES',
      'own-items:PERSONAL_SPACE_TEST_EMAILS',
      'own-items:PERSONAL_SPACE_EXPORT',
      'own-items:PERSONAL_SPACE_EMAIL_RENTAL',
    ]);
  });
});

describe('designed cells, each by name with the need it answers', () => {
  it('signed-in-essentials: every licence logs out, changes the password and opens my contract from the user menu', () => {
    expect(designed('signed-in-essentials').licences).toEqual(LICENCE_IDS);
    for (const id of LICENCE_IDS) {
      const keys = userMenuLinksFor(abilityOf(id)).map((link) => link.key);
      expect(keys, `licence ${id}`).toEqual(expect.arrayContaining(['user-menu.my-contract', 'user-menu.change-password', 'user-menu.logout']));
    }
    expect(specReads(0, 'PERSONAL_SPACE_LOGOUT')).toBe(false);
  });

  it('settings-group-gate: the narrow licences see the "my settings" group, which holds their notification settings', () => {
    for (const id of designed('settings-group-gate').licences) {
      const group = personalSpaceSidebarFor(abilityOf(id)).find((candidate) => candidate.key === 'my-settings');
      expect(group?.links.map((link) => link.key)).toContain('sidebar.notification-settings');
      expect(specReads(id, 'PERSONAL_SPACE_PARAMETERS')).toBe(false);
    }
  });

  it('sender-home: a sender opening / is sent to the email-connection page, not refused', () => {
    for (const id of designed('sender-home').licences) {
      const decision = guardNavigation({
        url: '/',
        nowEpochSeconds: 1_700_000_000,
        session: { tokenCookie: 'token' },
        user: { licenceId: id, testerLevel: null, isOrganizationManager: false, canExport: false, canExportLocation: false },
        decodeToken: () => ({ exp: 1_700_003_600, iat: 1_700_000_000, user_id: 1, organization_id: 1 }),
      });
      expect(decision).toMatchObject({ kind: 'redirect', to: '/personal-space/email-connection' });
      expect(specReads(id, 'PAGE_HOME')).toBe(false);
    }
  });

  it('sender-support: the sender licences reach the contact-us popup like everyone', () => {
    for (const id of LICENCE_IDS) expect(can(abilityOf(id), 'read', 'TICKET'), `licence ${id}`).toBe(true);
    expect(designed('sender-support').licences).toEqual([10, 15]);
  });

  it('ticket-create: every licence may send the contact-us form', () => {
    for (const id of LICENCE_IDS) expect(can(abilityOf(id), 'create', 'TICKET'), `licence ${id}`).toBe(true);
  });

  it('inquiries: exactly the licences with the quick-search companies column (where the call to action is) request inquiries', () => {
    for (const id of LICENCE_IDS) {
      const ability = abilityOf(id);
      expect(canRequestInquiry(ability), `licence ${id}`).toBe(quickSearchColumnsFor(ability).companies);
      expect(can(ability, 'read', 'REPORTS'), `licence ${id}`).toBe(quickSearchColumnsFor(ability).companies);
    }
    for (const id of [0, 6, 10, 15] as const) expect(canRequestInquiry(abilityOf(id))).toBe(false);
  });

  it('manager-credits: the licences with manager access create and top up credits, no one else', () => {
    for (const id of LICENCE_IDS) {
      const manages = can(abilityOf(id), 'read', 'MANAGER_ACCESS');
      expect(can(abilityOf(id), 'update', 'MANAGER_ACCESS'), `licence ${id}`).toBe(manages);
      expect(can(abilityOf(id), 'create', 'MANAGER_ACCESS'), `licence ${id}`).toBe(manages);
      expect(can(abilityOf(id), 'delete', 'MANAGER_ACCESS'), `licence ${id}`).toBe(false);
    }
  });

  it('own-items: a licence that reads a personal-space page writes its own items there, and only then', () => {
    const ownItemGrants = DESIGNED_GRANTS.filter((grant) => grant.key.startsWith('own-items:'));
    expect(ownItemGrants).toHaveLength(10);
    for (const grant of ownItemGrants) {
      const cells = Object.entries(grant.grants) as [PermissionSubject, readonly PermissionAction[]][];
      expect(cells, grant.key).toHaveLength(1);
      const [s, actions] = cells[0]!;
      for (const id of LICENCE_IDS) {
        for (const action of actions) expect(licenceActions(id, s).includes(action), `${grant.key} ${id} ${action}`).toBe(specReads(id, s));
      }
    }
    expect(licenceActions(1, 'PERSONAL_SPACE_NOTIFICATIONS_SETTINGS')).toEqual(['read', 'update']);
    expect(licenceActions(10, 'PERSONAL_SPACE_EMAIL_CONNECTION')).toEqual(['create', 'read', 'update', 'delete']);
    expect(licenceActions(10, 'PERSONAL_SPACE_PROFILE_AND_AI')).toEqual([]);
    // Templates and signatures: every reader writes his own, senders included; test addresses: not the senders.
    expect(licenceActions(15, 'PERSONAL_SPACE_TEMPLATES')).toEqual(['create', 'read', 'update', 'delete']);
    expect(licenceActions(1, 'PERSONAL_SPACE_TEST_EMAILS')).toEqual(['create', 'read', 'update']);
    expect(licenceActions(10, 'PERSONAL_SPACE_TEST_EMAILS')).toEqual([]);
    expect(licenceActions(5, 'PERSONAL_SPACE_TEMPLATES')).toEqual([]);
    // Exports: a licence that opens the exports (email-rental) page creates his own exports there.
    expect(licenceActions(1, 'PERSONAL_SPACE_EXPORT')).toEqual(['create', 'read']);
    expect(licenceActions(1, 'PERSONAL_SPACE_EMAIL_RENTAL')).toEqual([]);
    expect(licenceActions(2, 'PERSONAL_SPACE_EMAIL_RENTAL')).toEqual(['create', 'read']);
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

  it('reads of the full matrix: every licence keeps what the specification gives it', () => {
    fc.assert(fc.property(licence, subject, (id, s) => !specReads(id, s) || reads(id, s)));
  });
});
