import { HELP_ATTACHMENT_MAX_BYTES, HELP_REQUEST_ENDPOINTS } from '@cible/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerEndpoints } from '../../http/register-endpoints';
import { permission } from '../../http/route-declaration';
import type { HelpRequestService } from './help-request-service';

/**
 * Body limit of the help request: the 3 MB attachment (HELP_ATTACHMENT_MAX_BYTES) read as text, or sent base64
 * (4/3 of it), plus JSON escaping and the 20 000-character message: 2 × 3 MiB = 6 MiB. A larger body is refused
 * with 413 PAYLOAD_TOO_LARGE before it is read entirely; within the limit, core's schema and the service refuse
 * an attachment over 3 MB with 400 HELP.FILE_TOO_LARGE.
 */
export const HELP_REQUEST_BODY_LIMIT = 2 * HELP_ATTACHMENT_MAX_BYTES;

export interface HelpRequestRoutesOptions {
  readonly service: HelpRequestService;
}

/** POST /v1/email/help-request (HTTP only). */
export const helpRequestRoutes: FastifyPluginAsyncZod<HelpRequestRoutesOptions> = async (app, { service }) => {
  registerEndpoints(app, HELP_REQUEST_ENDPOINTS, {
    sendHelpRequest: {
      // Sending the contact-us form files a ticket (core's designed cell ticket-create).
      access: permission('TICKET', 'create'),
      bodyLimit: HELP_REQUEST_BODY_LIMIT,
      errors: [413, 503],
      description:
        '400 HELP.MESSAGE_REQUIRED (empty message), HELP.FILE_TOO_LARGE (attachment over 3 MB), HELP.FILE_TYPE_NOT_ALLOWED ' +
        '(attachment not plain UTF-8 text by its content, or declared with a type other than text: details.reason). ' +
        '403 AUTH.FORBIDDEN for a profile setup or a training without REQUEST_HELP (core\'s mayRequestHelpType).',
      handle: ({ auth, body }) => service.send(auth, body),
    },
  });
};
