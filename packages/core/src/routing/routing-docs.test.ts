// Keeps the generated route table of docs/rules/routing.md in step with the code.
// Regenerate with: WRITE_RULE_DOCS=1 TZ=UTC npx vitest run --project core src/routing/routing-docs
import { describe, it } from 'vitest';
import { syncGeneratedDocSection } from '../testing/sync-generated-doc-section';
import { ROUTES } from './route-table';
import type { RouteDefinition } from './route-table';


const code = (value: string): string => `\`${value}\``;

function notesOf(route: RouteDefinition): string {
  const notes: string[] = [];
  if (route.redirectTo) notes.push(`redirects to ${code(route.redirectTo)}`);
  if (route.tabs) {
    notes.push(`tabs ${route.tabs.values.join(', ')} (default ${route.tabs.defaultTab}${route.tabs.redirectWhenMissing ? ', bare path redirects to it' : ''})`);
  }
  for (const param of route.params) {
    if (param.kind === 'number') notes.push(`${param.specName} numeric`);
    else if (param.key !== 'tab') notes.push(`${param.specName} ∈ ${param.values.map((v) => `${v} (${param.subjects[v]})`).join(', ')}`);
  }
  if (route.query.length > 0) notes.push(`query ${route.query.map((q) => `${q.key}: ${q.kind}`).join(', ')}`);
  if (route.managerOnly) notes.push('manager access (is_organization_manager)');
  if (route.capability) notes.push(route.capability === 'export' ? 'needs can_export' : 'needs can_export_location');
  if (route.platformAdminOnly) notes.push('platform administrators only (is_platform_admin)');
  if (route.homeRedirect) notes.push('home redirect by licence');
  return notes.join('; ');
}

function routeTable(): string {
  const rows = ROUTES.map((route) =>
    [
      route.name,
      code(route.path),
      code(route.specPath),
      route.layout,
      route.isPublic ? 'public' : code(route.resource ?? ''),
      route.stage,
      notesOf(route) || '',
    ].join(' | '),
  );
  return ['| Name | Path (TanStack) | Spec path | Layout | Access | Stage | Notes |', '|---|---|---|---|---|---|---|', ...rows.map((row) => `| ${row} |`)].join('\n');
}

describe('docs/rules/routing.md', () => {
  it('holds the route table generated from ROUTES', () => {
    syncGeneratedDocSection('routing.md', 'route-table', routeTable());
  });
});
