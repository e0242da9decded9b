import { BAT_EMAILS_ENDPOINTS, BAT_EMAILS_MAX } from '@cible/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerEndpoints } from '../../http/register-endpoints';
import { permission } from '../../http/route-declaration';
import type { BatEmailsService } from './bat-emails-service';

export interface BatEmailsRoutesOptions {
  readonly service: BatEmailsService;
}

/** Test-send addresses (docs/api.md "Templates, signatures, test addresses"): PERSONAL_SPACE_TEST_EMAILS. */
export const batEmailsRoutes: FastifyPluginAsyncZod<BatEmailsRoutesOptions> = async (app, { service }) => {
  registerEndpoints(app, BAT_EMAILS_ENDPOINTS, {
    listBatEmails: {
      access: permission('PERSONAL_SPACE_TEST_EMAILS', 'read'),
      description: 'The caller’s own address first with id 0, then his test addresses in their order. Not for the sender licences (403).',
      handle: ({ auth }) => service.list(auth),
    },
    replaceBatEmails: {
      access: permission('PERSONAL_SPACE_TEST_EMAILS', 'update'),
      description: `Replaces the caller’s test addresses by email_list (distinct case ignored, at most ${BAT_EMAILS_MAX}; his own address is implicit and dropped from the list); a kept address keeps its id. Answers the new list as GET does. Not for the sender licences (403).`,
      handle: ({ auth, body }) => service.replace(auth, body),
    },
  });
};
