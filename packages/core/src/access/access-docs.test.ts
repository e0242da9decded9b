// Keeps the generated tables of docs/rules/access.md in step with the code.
// Regenerate with: WRITE_RULE_DOCS=1 TZ=UTC npx vitest run --project core src/access/access-docs
import { describe, it } from 'vitest';
import { frText } from '../testing/texts';
import { syncGeneratedDocSection } from '../testing/sync-generated-doc-section';
import { LICENCES } from '../catalogues/licences';
import type { LicenceId } from '../catalogues/licences';
import type { TesterLevel } from '../catalogues/tester-levels';
import { abilityFor } from './ability';
import { headerNavigationFor } from './header-links';
import { findNavEntry, navEntryKeys } from './navigation-item';
import { DESIGNED_GRANTS, licenceActions } from './permission-matrix';
import type { PermissionAction } from './permission-subjects';
import { PERMISSION_SUBJECTS, featureStageOf } from './permission-subjects';
import { personalSpaceSidebarFor } from './personal-space-sidebar';


const header = `| Subject | ${LICENCES.map((l) => String(l.id)).join(' | ')} |\n|---|${LICENCES.map(() => ':-:').join('|')}|`;

function matrixTable(): string {
  const letter = { create: 'C', read: 'R', update: 'U', delete: 'D' } as const;
  const rows = PERMISSION_SUBJECTS.map((subject) => {
    const stage = featureStageOf(subject);
    const cells = LICENCES.map((l) => licenceActions(l.id, subject).map((a) => letter[a]).join('') || '·');
    return `| ${subject}${stage === 'ga' ? '' : ` (${stage})`} | ${cells.join(' | ')} |`;
  });
  return [header, ...rows].join('\n');
}

function navigationKeys(licenceId: LicenceId, testerLevel: TesterLevel | null): { keys: string[]; labels: Record<string, string> } {
  const ability = abilityFor({ licenceId, testerLevel, isOrganizationManager: true, canExport: true, canExportLocation: true });
  const headerEntries = headerNavigationFor(ability);
  const sidebar = personalSpaceSidebarFor(ability);
  const keys = [...navEntryKeys(headerEntries), ...sidebar.flatMap((group) => [`sidebar.${group.key}`, ...group.links.map((link) => link.key)])];
  const templates = sidebar.flatMap((group) => group.links).find((link) => link.key === 'sidebar.templates');
  return {
    keys,
    labels: {
      'header.prospecting': frText(findNavEntry(headerEntries, 'header.prospecting')?.label) ?? '·',
      'sidebar.templates': frText(templates?.label) ?? '·',
    },
  };
}

function navigationTable(): string {
  const order: string[] = [];
  const seen = new Set<string>();
  const byLicence = LICENCES.map((l) => ({ ga: navigationKeys(l.id, null), beta: navigationKeys(l.id, 'Beta') }));
  // Display order: the widest navigation (sales and marketing, Alpha tester) first, then anything else.
  const widest = navigationKeys(3, 'Alpha').keys;
  for (const { ga, beta } of [{ ga: { keys: widest }, beta: { keys: [] } }, ...byLicence]) {
    for (const key of [...ga.keys, ...beta.keys]) {
      if (!seen.has(key)) {
        seen.add(key);
        order.push(key);
      }
    }
  }
  const rows = order.map((key) => {
    const cells = byLicence.map(({ ga, beta }) => (ga.keys.includes(key) ? '✓' : beta.keys.includes(key) ? 'β' : '·'));
    return `| ${key} | ${cells.join(' | ')} |`;
  });
  const labelRows = ['header.prospecting', 'sidebar.templates'].map(
    (key) => `| label of ${key} | ${byLicence.map(({ ga }) => ga.labels[key]).join(' | ')} |`,
  );
  return [header.replace('Subject', 'Entry'), ...rows, ...labelRows].join('\n');
}

function designedTable(): string {
  const letter = { create: 'C', read: 'R', update: 'U', delete: 'D' } as const;
  const rows = DESIGNED_GRANTS.map((grant) => {
    const cells = (Object.entries(grant.grants) as [string, readonly PermissionAction[]][])
      .map(([subject, actions]) => `${subject} ${actions.map((a) => letter[a]).join('')}`)
      .join(', ');
    return `| \`${grant.key}\` | ${grant.licences.join(', ')} | ${cells} | ${grant.reason} |`;
  });
  return ['| Key | Licences | Cells | Why the application needs them |', '|---|---|---|---|', ...rows].join('\n');
}

describe('docs/rules/access.md', () => {
  it('lists the designed cells generated from DESIGNED_GRANTS', () => {
    syncGeneratedDocSection('access.md', 'designed-cells', designedTable());
  });

  it('holds the permission matrix generated from PERMISSION_MATRIX', () => {
    syncGeneratedDocSection('access.md', 'permission-matrix', matrixTable());
  });

  it('holds the menus per licence generated from the navigation rules', () => {
    syncGeneratedDocSection('access.md', 'navigation-by-licence', navigationTable());
  });
});
