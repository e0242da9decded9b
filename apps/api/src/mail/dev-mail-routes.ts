import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import type { TokenAuthenticator } from '../security/authenticate';
import { SELF_AUTHENTICATED } from '../http/route-declaration';
import { requireAuth } from '../security/authorize';
import { DomainFailure, isDomainFailure, statusOfErrorCode } from '@cible/core';
import { ErrorResponseSchema } from '../http/error-response';
import { sendHtml } from '../http/send-html';
import { authenticateDevMailReader } from './authenticate-dev-mail-reader';
import type { CaughtMail } from './caught-mail';
import { devMailboxReaderOf, isCaughtMailVisible } from './caught-mail-visibility';
import { renderCaughtMail, renderCaughtMailList, renderDevMailboxRefusal } from './render-caught-mail';
import type { SmtpCatcher } from './smtp-catcher';

export interface DevMailRoutesOptions {
  readonly catcher: SmtpCatcher;
  /** Checks the caller's session token (bearer, or the session cookie for the HTML pages). */
  readonly authenticator: TokenAuthenticator;
  /** SUPPORT_MAILBOX: what platform administrators read besides their own mails. */
  readonly supportMailbox: string;
}

const CaughtMailSchema = z
  .object({
    id: z.string(),
    receivedAt: z.string(),
    envelope: z.object({ from: z.string().nullable(), to: z.array(z.string()) }),
    from: z.string().nullable(),
    to: z.array(z.string()),
    subject: z.string(),
    messageId: z.string().nullable(),
    listUnsubscribe: z.string().nullable().optional(),
    listUnsubscribePost: z.string().nullable().optional(),
    text: z.string().nullable(),
    html: z.string().nullable(),
    attachments: z.array(z.object({ filename: z.string().nullable(), contentType: z.string(), size: z.number() })),
    size: z.number(),
  })
  .meta({ id: 'CaughtMail' });

const ListQuerySchema = z.object({
  to: z.string().optional().describe('Only mails whose envelope recipients contain this text (case-insensitive)'),
});

const REFUSALS = { 401: ErrorResponseSchema, 403: ErrorResponseSchema };

const wantsHtml = (request: FastifyRequest) => (request.headers.accept ?? '').includes('text/html');

/**
 * The development mailbox, registered only while the SMTP catcher runs (no SMTP_URL) and the server is
 * development-only (config `devMailbox`: loopback HOST, or DEV_MAILBOX=on): GET /v1/dev/mails (JSON, or an HTML
 * table for a browser), GET /v1/dev/mails/{id} (HTML view), DELETE /v1/dev/mails (for end-to-end tests).
 * Every route needs a session (bearer token; the reads also take the web app's session cookie) and shows the
 * caller only the mails addressed to him or sent from his address (his local test mailbox, ADR 022), plus, to a
 * platform administrator, those to the support mailbox (isCaughtMailVisible). Another reader's mail answers 404; DELETE removes only the caller's mails.
 */
export const devMailRoutes: FastifyPluginAsyncZod<DevMailRoutesOptions> = async (app, { catcher, authenticator, supportMailbox }) => {
  app.addHook('onRequest', async (request, reply) => {
    try {
      const acceptCookie = request.method === 'GET' || request.method === 'HEAD';
      request.auth = await authenticateDevMailReader(request, authenticator, { acceptCookie });
    } catch (error) {
      if (isDomainFailure(error) && wantsHtml(request)) {
        const status = statusOfErrorCode(error.code);
        return sendHtml(reply, renderDevMailboxRefusal(status), status);
      }
      throw error;
    }
    return undefined;
  });

  /** The caught mails the caller may read, newest first. */
  function mailsOf(request: FastifyRequest): CaughtMail[] {
    const reader = devMailboxReaderOf(requireAuth(request));
    return catcher.list().filter((mail) => isCaughtMailVisible(mail, reader, supportMailbox));
  }

  app.get(
    '/v1/dev/mails',
    {
      config: { access: SELF_AUTHENTICATED },
      schema: {
        summary: "The caller's mails caught by the development SMTP catcher, newest first",
        description:
          'Development only. Bearer token, or the session cookie from a browser. Shows the mails whose envelope ' +
          'recipients include the caller or whose envelope sender is the caller (what he sent from a local test ' +
          'mailbox); a platform administrator also sees those to the support mailbox.',
        tags: ['development'],
        security: [{ bearer: [] }],
        querystring: ListQuerySchema,
        response: { 200: z.object({ mails: z.array(CaughtMailSchema) }), ...REFUSALS },
      },
    },
    async (request, reply) => {
      const to = request.query.to?.toLowerCase();
      const mails = mailsOf(request).filter(
        (mail) => to === undefined || mail.envelope.to.some((address) => address.toLowerCase().includes(to)),
      );
      if (wantsHtml(request)) {
        return sendHtml(reply, renderCaughtMailList(mails));
      }
      return { mails: [...mails] };
    },
  );

  app.get(
    '/v1/dev/mails/:id',
    {
      config: { access: SELF_AUTHENTICATED },
      schema: {
        summary: 'One of the caller’s caught mails as an HTML page',
        description: 'Development only. Bearer token or session cookie; a mail the caller may not read answers 404.',
        tags: ['development'],
        security: [{ bearer: [] }],
        params: z.object({ id: z.string().regex(/^\d+$/) }),
        response: { 200: z.string().describe('text/html'), ...REFUSALS, 404: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const mail = mailsOf(request).find((candidate) => candidate.id === request.params.id);
      if (!mail) throw new DomainFailure('NOT_FOUND', 'No such mail.');
      return sendHtml(reply, renderCaughtMail(mail));
    },
  );

  app.delete(
    '/v1/dev/mails',
    {
      config: { access: SELF_AUTHENTICATED },
      schema: {
        summary: "Remove the caller's mails from the development mailbox",
        description: 'Development only. Bearer token (never the cookie): removes exactly the mails GET would list.',
        tags: ['development'],
        security: [{ bearer: [] }],
        response: { 204: z.void(), ...REFUSALS },
      },
    },
    async (request, reply) => {
      const reader = devMailboxReaderOf(requireAuth(request));
      catcher.remove((mail) => isCaughtMailVisible(mail, reader, supportMailbox));
      return reply.status(204).send();
    },
  );
};
