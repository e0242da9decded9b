import { findEndpoint } from '@cible/core';
import type { HttpMethod } from '@cible/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from './support/start-test-server';
import type { TestServer } from './support/start-test-server';

/**
 * Routes of the platform itself (not in core's contract): health and the development mailbox, public by design, the
 * development-only notification and news makers (bearer token: a notification for the caller, a news piece), and the
 * built-in object store's upload URL (its signature is the credential) and public file URL (docs/adr/023-file-storage.md),
 * and the open pixel and click redirect of sequence mails (public: the tracking token is the way in; ADR 031), and the
 * mirror page of campaign mails (ADR 038).
 */
const PLATFORM_PATHS = new Set([
  '/v1/health',
  '/v1/dev/mails',
  '/v1/dev/mails/{id}',
  '/v1/dev/notifications',
  '/v1/dev/news',
  '/v1/file-storage/uploads/{hash}',
  '/v1/files/{hash}',
  '/v1/t/o/{token}',
  '/v1/t/c/{token}/{n}',
  '/v1/t/u/{token}',
  '/v1/t/m/{token}',
]);

describe('route security declarations', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  it('serves every /v1 route from a core endpoint descriptor, with a bearer requirement exactly when it is not public', async () => {
    const document = (await (await fetch(`${server.baseUrl}/v1/openapi.json`)).json()) as {
      paths: Record<string, Record<string, { security?: unknown; responses: Record<string, unknown> }>>;
    };
    let checked = 0;
    for (const [path, operations] of Object.entries(document.paths)) {
      if (PLATFORM_PATHS.has(path) || path.startsWith('/v1/docs')) continue;
      for (const [method, operation] of Object.entries(operations)) {
        const endpoint = findEndpoint(method.toUpperCase() as HttpMethod, path)?.endpoint;
        expect(endpoint, `${method} ${path} is not in core's contract`).toBeDefined();
        expect(operation.security !== undefined, `${method} ${path}`).toBe(endpoint!.auth !== 'public');
        if (endpoint!.auth !== 'public') expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['401', '403']));
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(17);
  });

  it('answers every authenticated route with 401 AUTH.TOKEN_MISSING without a token', async () => {
    const document = (await (await fetch(`${server.baseUrl}/v1/openapi.json`)).json()) as {
      paths: Record<string, Record<string, { security?: unknown }>>;
    };
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        if (operation.security === undefined) continue;
        const response = await fetch(`${server.baseUrl}${path.replace(/\{[a-z_]+\}/g, '1')}`, {
          method: method.toUpperCase(),
          headers: { 'content-type': 'application/json' },
          ...(['get', 'head'].includes(method) ? {} : { body: '{}' }),
        });
        expect(response.status, `${method} ${path}`).toBe(401);
        expect(((await response.json()) as { code: string }).code).toBe('AUTH.TOKEN_MISSING');
      }
    }
  });
});
