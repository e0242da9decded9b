import { SEQUENCE_SENDING_ENDPOINTS } from '@cible/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerEndpoints } from '../../http/register-endpoints';
import { PLATFORM_ADMIN } from '../../http/route-declaration';
import type { SequencePlanner } from './sequence-planner';

export interface SequenceRunnerRoutesOptions {
  readonly planner: SequencePlanner;
}

/**
 * `POST /v1/sequence/runner` (ADR 029): a platform administrator runs the planner's pass now, for every organisation
 * (the schedule does it every minute anyway). The e-mails themselves leave by the sender's pass (sent_email_count
 * counts what this call sent: the planner sends nothing).
 */
export const sequenceRunnerRoutes: FastifyPluginAsyncZod<SequenceRunnerRoutesOptions> = async (app, { planner }) => {
  registerEndpoints(app, { runSequences: SEQUENCE_SENDING_ENDPOINTS.runSequences }, {
    runSequences: {
      access: PLATFORM_ADMIN,
      description:
        'Runs the sequence planner now for every organisation (platform administrators only; the pg-boss schedule runs it every minute): due e-mails planned into the owners’ slots, tasks of task steps created, targets without a next step done, sequences whose targets are all done finished. processed_target_count counts the targets moved on, created_task_count the tasks created; sent_email_count is 0 (the planner sends nothing).',
      handle: async () => {
        const result = await planner.run();
        return { processed_target_count: result.processedTargetCount, sent_email_count: 0, created_task_count: result.createdTaskCount };
      },
    },
  });
};
