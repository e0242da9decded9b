import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema } from '../server/error-response';
import { sendHtml } from '../server/send-html';
import { renderCaughtMail, renderCaughtMailList } from './render-caught-mail';
import type { SmtpCatcher } from './smtp-catcher';

export interface DevMailRoutesOptions {
  readonly catcher: SmtpCatcher;
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
    text: z.string().nullable(),
    html: z.string().nullable(),
    attachments: z.array(z.object({ filename: z.string().nullable(), contentType: z.string(), size: z.number() })),
    size: z.number(),
  })
  .meta({ id: 'CaughtMail' });

const ListQuerySchema = z.object({
  to: z.string().optional().describe('Only mails whose envelope recipients contain this text (case-insensitive)'),
});

/**
 * The development mailbox, registered only while the SMTP catcher runs (no SMTP_URL):
 * GET /v1/dev/mails (JSON, or an HTML table for a browser), GET /v1/dev/mails/{id} (HTML view),
 * DELETE /v1/dev/mails (empties it, for end-to-end tests).
 */
export const devMailRoutes: FastifyPluginAsyncZod<DevMailRoutesOptions> = async (app, { catcher }) => {
  app.get(
    '/v1/dev/mails',
    {
      schema: {
        summary: 'Mails caught by the development SMTP catcher, newest first',
        tags: ['development'],
        querystring: ListQuerySchema,
        response: { 200: z.object({ mails: z.array(CaughtMailSchema) }) },
      },
    },
    async (request, reply) => {
      const to = request.query.to?.toLowerCase();
      const mails = catcher
        .list()
        .filter((mail) => to === undefined || mail.envelope.to.some((address) => address.toLowerCase().includes(to)));
      if ((request.headers.accept ?? '').includes('text/html')) {
        return sendHtml(reply, renderCaughtMailList(mails));
      }
      return { mails: [...mails] };
    },
  );

  app.get(
    '/v1/dev/mails/:id',
    {
      schema: {
        summary: 'One caught mail as an HTML page',
        tags: ['development'],
        params: z.object({ id: z.string().regex(/^\d+$/) }),
        response: { 200: z.string().describe('text/html'), 404: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const mail = catcher.get(request.params.id);
      if (!mail) return reply.status(404).send({ code: 'NOT_FOUND', message: 'No such mail.' });
      return sendHtml(reply, renderCaughtMail(mail));
    },
  );

  app.delete(
    '/v1/dev/mails',
    { schema: { summary: 'Empty the development mailbox', tags: ['development'], response: { 204: z.void() } } },
    async (_request, reply) => {
      catcher.clear();
      return reply.status(204).send();
    },
  );
};
