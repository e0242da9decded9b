import { DomainFailure } from '@cible/core';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PUBLIC } from '../../http/route-declaration';
import type { DataLoadStatus } from './data-load-status';
import type { Database } from '../../db/database';
import { ErrorResponseSchema } from '../../http/error-response';

export interface HealthRoutesOptions {
  readonly db: Database;
  readonly version: string;
  /** The background load of the demo data (first start), shown as `data` while it runs and after. */
  readonly dataLoad?: { status(): DataLoadStatus };
}

const HealthResponseSchema = z
  .object({
    status: z.literal('ok'),
    version: z.string(),
    database: z.object({ kind: z.enum(['embedded', 'server']), latencyMs: z.number() }),
    uptimeSeconds: z.number().int(),
    /** The demo data load of a first start, when one was started by this process. */
    data: z
      .object({
        state: z.enum(['checking', 'loading', 'ready', 'failed']),
        table: z.string().optional(),
        rows: z.number().int().optional(),
        expectedRows: z.number().int().optional(),
        elapsedMs: z.number().int().optional(),
        message: z.string().optional(),
      })
      .optional(),
  })
  .meta({ id: 'Health' });

/** GET /v1/health: 200 when the process and its database answer (a database round trip), 503 otherwise. */
export const healthRoutes: FastifyPluginAsyncZod<HealthRoutesOptions> = async (app, { db, version, dataLoad }) => {
  app.get(
    '/v1/health',
    {
      config: { access: PUBLIC },
      schema: {
        summary: 'Liveness and database check',
        tags: ['platform'],
        response: { 200: HealthResponseSchema, 503: ErrorResponseSchema },
      },
    },
    async (request) => {
      try {
        const latencyMs = await db.ping();
        return {
          status: 'ok' as const,
          version,
          database: { kind: db.kind, latencyMs },
          uptimeSeconds: Math.floor(process.uptime()),
          ...(dataLoad ? { data: dataLoad.status() } : {}),
        };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        throw new DomainFailure('DATABASE.UNAVAILABLE', 'The database does not answer.');
      }
    },
  );
};
