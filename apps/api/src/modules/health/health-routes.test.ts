import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import type { DataLoadStatus } from './data-load-status';
import { healthRoutes } from './health-routes';

async function healthWith(dataLoad?: { status(): DataLoadStatus }) {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const db = { kind: 'embedded', ping: async () => 1.5 } as unknown as Database;
  await app.register(healthRoutes, { db, version: '9.9.9', dataLoad });
  const response = await app.inject({ method: 'GET', url: '/v1/health' });
  await app.close();
  return response;
}

describe('GET /v1/health', () => {
  it('shows the demo data load when one was started', async () => {
    const response = await healthWith({ status: () => ({ state: 'loading', table: 'contacts', rows: 5000, expectedRows: 15000, elapsedMs: 1200 }) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'ok',
      version: '9.9.9',
      data: { state: 'loading', table: 'contacts', rows: 5000, expectedRows: 15000, elapsedMs: 1200 },
    });
  });

  it('has no data field otherwise', async () => {
    const response = await healthWith();
    expect(response.json()).not.toHaveProperty('data');
  });
});
