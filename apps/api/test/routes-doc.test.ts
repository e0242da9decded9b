// Keeps the "Access by route" table of docs/api.md equal to the running server's route declarations.
// Regenerate with: WRITE_RULE_DOCS=1 TZ=UTC npx vitest run --project api test/routes-doc
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syncDocSection } from '../../../packages/core/src/testing/sync-generated-doc-section';
import type { DeclaredRoute } from '../src/http/route-declaration';
import { startTestServer } from './support/start-test-server';
import type { TestServer } from './support/start-test-server';

function accessCell(route: DeclaredRoute): string {
  const access = route.access;
  if (access.kind === 'permission') return `${access.action} \`${access.subject}\`${access.managerOnly ? ' + manager' : ''}`;
  return access.kind;
}

function idsCell(route: DeclaredRoute): string {
  const parts = (['params', 'query', 'body'] as const).flatMap((part) =>
    Object.entries(route.ids?.[part] ?? {}).map(([field, kind]) => `${part === 'params' ? `{${field}}` : field}: ${kind}`),
  );
  return parts.join(', ');
}

describe('docs/api.md', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  it('lists every route with its declared access and ids', () => {
    const rows = [...server.app.declaredRoutes]
      .sort((a, b) => a.url.localeCompare(b.url) || a.method.localeCompare(b.method))
      .map((route) => `| \`${route.method} ${route.url.replace(/:([a-z_]+)/g, '{$1}')}\` | ${accessCell(route)} | ${idsCell(route)} |`);
    expect(rows.length).toBe(server.app.declaredRoutes.length);
    syncDocSection('api.md', 'routes', ['| Route | Access | Ids |', '|---|---|---|', ...rows].join('\n'));
  });
});
