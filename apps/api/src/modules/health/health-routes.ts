import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database';
import { ErrorResponseSchema } from '../../server/error-response';

export interface HealthRoutesOptions {
  readonly db: Database;
  readonly version: string;
}

const HealthResponseSchema = z
  .object({
    status: z.literal('ok'),
    version: z.string(),
    database: z.object({ kind: z.enum(['embedded', 'server']), latencyMs: z.number() }),
    uptimeSeconds: z.number().int(),
  })
  .meta({ id: 'Health' });

/** GET /v1/health: 200 when the process and its database answer (a database round trip), 503 otherwise. */
export const healthRoutes: FastifyPluginAsyncZod<HealthRoutesOptions> = async (app, { db, version }) => {
  app.get(
    '/v1/health',
    {
      schema: {
        summary: 'Liveness and database check',
        tags: ['platform'],
        response: { 200: HealthResponseSchema, 503: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      try {
        const latencyMs = await db.ping();
        return { status: 'ok' as const, version, database: { kind: db.kind, latencyMs }, uptimeSeconds: Math.floor(process.uptime()) };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        return reply.status(503).send({ code: 'DATABASE.UNAVAILABLE', message: 'The database does not answer.' });
      }
    },
  );
};
