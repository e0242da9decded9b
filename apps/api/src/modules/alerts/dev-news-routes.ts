import { BUSINESS_OPPORTUNITY_TYPES, DomainFailure, NEWS_TYPES, safeString } from '@cible/core';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema } from '../../http/error-response';
import { SIGNED_IN } from '../../http/route-declaration';
import type { AlertJobs } from './alerts-jobs';
import { ALERT_JOB } from './alerts-jobs';
import type { AlertsRepository } from './alerts-repository';

export interface DevNewsRoutesOptions {
  readonly repository: AlertsRepository;
  /** The running alert jobs (`null` when ALERT_JOBS is off: the news piece waits for a run started otherwise). */
  readonly jobs: AlertJobs | null;
  /** Today's date (yyyy-mm-dd, UTC), the default publication date. */
  readonly today?: () => string;
}

const newsTypeIds: readonly number[] = NEWS_TYPES.map((type) => type.id);
const opportunityTypeIds: readonly number[] = BUSINESS_OPPORTUNITY_TYPES.map((type) => type.id);
const isoDate = z.iso.date();

const DevNewsBodySchema = z
  .object({
    company_id: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
    /** Core's NEWS_TYPES id; default the first. */
    type_id: z.number().int().refine((id) => newsTypeIds.includes(id), { error: 'unknown news type' }).optional(),
    business_opportunity_type_id: z.number().int().refine((id) => opportunityTypeIds.includes(id), { error: 'unknown business opportunity type' }).nullable().optional(),
    /** Default today (UTC). */
    publication_date: isoDate.optional(),
    highlight_start_date: isoDate.nullable().optional(),
    title: safeString().min(1).max(500).optional(),
  })
  .strict()
  .meta({ id: 'DevNewsBody' });

const DevNewsResponseSchema = z.object({ news_id: z.number().int(), match_job_id: z.string().nullable() }).meta({ id: 'DevNews' });

/**
 * POST /v1/dev/news: adds a news piece to a company and queues an `alerts.match` run (when the alert jobs run in this
 * process), so that the demo and the end-to-end tests can show an alert firing within seconds. Registered only in
 * development, on the same switch as /v1/dev/notifications (the SMTP catcher runs and `devMailbox` is on).
 */
export const devNewsRoutes: FastifyPluginAsyncZod<DevNewsRoutesOptions> = async (app, { repository, jobs, today = () => new Date().toISOString().slice(0, 10) }) => {
  app.post(
    '/v1/dev/news',
    {
      config: { auth: 'user', access: SIGNED_IN, ids: { body: { company_id: 'company' } } },
      schema: {
        summary: 'Add a news piece and run the alert matching (development only)',
        tags: ['development'],
        security: [{ bearer: [] }],
        body: DevNewsBodySchema,
        response: { 201: DevNewsResponseSchema, 400: ErrorResponseSchema, 401: ErrorResponseSchema, 404: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const { body } = request;
      const newsId = await repository.insertNews({
        companyId: body.company_id,
        typeId: body.type_id ?? newsTypeIds[0]!,
        businessOpportunityTypeId: body.business_opportunity_type_id ?? null,
        publicationDate: body.publication_date ?? today(),
        highlightStartDate: body.highlight_start_date ?? null,
        title: body.title ?? 'Actualité de démonstration',
      });
      if (newsId === null) throw new DomainFailure('NOT_FOUND', 'No such company.');
      const matchJobId = jobs === null ? null : await jobs.trigger(ALERT_JOB.match);
      return reply.status(201).send({ news_id: newsId, match_job_id: matchJobId });
    },
  );
};
