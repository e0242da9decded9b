import { TEMPLATE_TEST_SEND_ENDPOINTS } from '@cible/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerEndpoints } from '../../http/register-endpoints';
import { permission } from '../../http/route-declaration';
import type { TemplateTestSendService } from './template-test-send-service';

export interface TemplateTestSendRoutesOptions {
  readonly service: TemplateTestSendService;
}

const RENDERED = 'Rendered by renderEmail (ADR 016) with the caller as sender, his most recently changed signature and a fixed preview unsubscribe link (ADR 020).';
const CONTACT = 'contact_id: a contact of the data; unknown 404, blurred for the caller’s licence 403 DATA.BLURRED.';

/**
 * Preview and test send of the caller's own template (ADR 020). The preview reads (PERSONAL_SPACE_TEMPLATES read);
 * the test send sends to the caller's test addresses, so it is a create on their subject (PERSONAL_SPACE_TEST_EMAILS),
 * which the sender licences do not have, as on the bat-emails routes.
 */
export const templateTestSendRoutes: FastifyPluginAsyncZod<TemplateTestSendRoutesOptions> = async (app, { service }) => {
  registerEndpoints(app, TEMPLATE_TEST_SEND_ENDPOINTS, {
    previewEmailTemplate: {
      access: permission('PERSONAL_SPACE_TEMPLATES', 'read'),
      ids: { params: { id: 'template' }, body: { contact_id: 'contact' } },
      description: `The caller’s template filled for a contact: subject, HTML, text part, missing_variable_list, unknown_variable_list. ${RENDERED} ${CONTACT} Another user’s template: 404.`,
      handle: ({ auth, params, body }) => service.preview(auth, params.id, body),
    },
    sendEmailTemplateTest: {
      access: permission('PERSONAL_SPACE_TEST_EMAILS', 'create'),
      ids: { params: { id: 'template' }, body: { contact_id: 'contact', bat_email_id_list: 'test-address' } },
      errors: [409, 422],
      description: `Sends the caller’s template, subject prefixed "[TEST] ", to each of his test addresses of bat_email_id_list (0 = his own; another id: 404) through his connected mailbox (From: its address and display name), filled for contact_id or with empty contact variables. ${RENDERED} ${CONTACT} No connected mailbox: 409 MAILBOX.NOT_CONNECTED; SMTP login refused: the mailbox is marked disconnected (notified) and 422 MAILBOX.SMTP_AUTH_FAILED; server unreachable or silent: 422 MAILBOX.SMTP_UNREACHABLE / MAILBOX.TIMEOUT. Answers sent_count.`,
      handle: ({ auth, params, body }) => service.sendTest(auth, params.id, body),
    },
  });
};
