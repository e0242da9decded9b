import { SEQUENCE_HISTORY_ENDPOINTS, SEQUENCE_STATISTICS_ENDPOINTS } from '@cible/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerEndpoints } from '../../http/register-endpoints';
import { permission } from '../../http/route-declaration';
import type { SequenceStatisticsService } from './sequence-statistics-service';

export interface SequenceStatisticsRoutesOptions {
  readonly service: SequenceStatisticsService;
}

/** The statistics of a sequence's steps and its record (docs/api.md "Sequence targets and tasks", ADR 028). */
export const sequenceStatisticsRoutes: FastifyPluginAsyncZod<SequenceStatisticsRoutesOptions> = async (app, { service }) => {
  registerEndpoints(app, SEQUENCE_STATISTICS_ENDPOINTS, {
    getSequenceStepsStatistics: {
      access: permission('SEQUENCES', 'read'),
      ids: { params: { id: 'sequence' } },
      description:
        'The counters of each step by position: e-mails sent (sends in status sent); opened, clicked, replied, autoreplied, bounced (distinct e-mails with such an event, bot and privacy-proxy hits left out); tasks created, done, late (to do, due before now); rates in percent of the mails sent, rounded (core’s sequenceMailRates). Every colleague the licence lets read sequences reads them; another organisation’s id: 404.',
      handle: ({ auth, params }) => service.stepsStatistics(auth, params.id),
    },
    getSequenceTimeline: {
      access: permission('SEQUENCES', 'read'),
      ids: { query: { owner_user_id: 'user' } },
      description:
        'What the organisation’s sequences did from `from` to `to` (calendar days in Europe/Paris, both included, at most 366 days apart: else 400 DATE_RANGE.START_AFTER_END or DATE_RANGE.TOO_LONG in the issues), one point per period of core’s statistics grouping of the range (day up to 2 weeks, ISO week up to 3 months, month beyond), zeros included, by when each event happened: e-mails sent, distinct e-mails opened, clicked, replied, bounced that day (bot and privacy-proxy hits left out), tasks done; owner_user_id keeps one owner’s sequences. Every colleague the licence lets read sequences reads it.',
      handle: ({ auth, query }) => service.timeline(auth, query),
    },
  });
  registerEndpoints(app, SEQUENCE_HISTORY_ENDPOINTS, {
    listSequenceHistory: {
      access: permission('SEQUENCES', 'read'),
      ids: { params: { id: 'sequence' } },
      description:
        'The record of a sequence: what the runner recorded of its targets (sent, opened, clicked, replied, autoreplied, bounced, unsubscribed, task created / done / deleted, target paused / done), newest first, 20 per page, with the contact and the step position; type_list filters; bot and privacy-proxy hits only with with_bots=true. Every colleague the licence lets read sequences reads it; another organisation’s id: 404.',
      handle: ({ auth, params, query }) => service.history(auth, params.id, query),
    },
  });
};
