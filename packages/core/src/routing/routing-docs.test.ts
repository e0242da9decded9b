// Keeps the generated route table of docs/rules/routing.md in step with the code.
// Regenerate with: WRITE_RULE_DOCS=1 TZ=UTC npx vitest run --project core src/routing/routing-docs
import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ROUTES } from './route-table';
import type { RouteDefinition } from './route-table';

const DOC = new URL('../../../../docs/rules/routing.md', import.meta.url);

function syncSection(name: string, content: string): void {
  const start = `<!-- generated:${name}:start -->`;
  const end = `<!-- generated:${name}:end -->`;
  const text = readFileSync(DOC, 'utf8');
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  expect(from, `marker ${start} in docs/rules/routing.md`).toBeGreaterThanOrEqual(0);
  expect(to, `marker ${end} after ${start}`).toBeGreaterThan(from);
  const current = text.slice(from + start.length, to);
  const expected = `\n${content}\n`;
  if (process.env['WRITE_RULE_DOCS'] === '1' && current !== expected) {
    writeFileSync(DOC, text.slice(0, from + start.length) + expected + text.slice(to));
    return;
  }
  expect(current, 'docs/rules/routing.md is stale: run with WRITE_RULE_DOCS=1').toBe(expected);
}

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
    syncSection('route-table', routeTable());
  });
});
