import { DomainFailure, NOTIFICATION_TYPES, NotificationPayloadSchema, NotificationSchema } from '@cible/core';
import type { NotificationTypeName } from '@cible/core';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SIGNED_IN } from '../../http/route-declaration';
import { requireAuth } from '../../security/authorize';
import { ErrorResponseSchema } from '../../http/error-response';
import type { Notifier } from './notifier';

export interface DevNotificationRoutesOptions {
  readonly notifier: Notifier;
}

const TYPE_NAMES = NOTIFICATION_TYPES.map((type) => type.name) as [NotificationTypeName, ...NotificationTypeName[]];

const DevNotificationBodySchema = z
  .object({
    /** The type by name (`alert`, `engagement`, `inquiry_done`…) or by id (1–15); default `alert`. */
    type: z.enum(TYPE_NAMES).optional(),
    notification_type_id: z.number().int().min(1).max(15).optional(),
    /** Core's NotificationPayload fields (extra keys kept). */
    payload: NotificationPayloadSchema.loose().optional(),
    contact_id: z.number().int().min(1).nullable().optional(),
    company_id: z.number().int().min(1).nullable().optional(),
  })
  .strict()
  .meta({ id: 'DevNotificationBody' });

const DevNotificationResponseSchema = z
  .object({ notification: NotificationSchema, wording_fr: z.string() })
  .meta({ id: 'DevNotification' });

/**
 * POST /v1/dev/notifications: creates a notification for the CALLER (bearer token), through the same domain
 * service as the product (insert, trigger, fan-out to the caller's sockets), and answers it with its French
 * sentence. Registered only in development, on the same switch as /v1/dev/mails (the SMTP catcher runs and
 * config `devMailbox` is on: a loopback HOST, or DEV_MAILBOX=on): end-to-end tests and demos use it to make the bell
 * ring.
 */
export const devNotificationRoutes: FastifyPluginAsyncZod<DevNotificationRoutesOptions> = async (app, { notifier }) => {
  app.post(
    '/v1/dev/notifications',
    {
      config: { auth: 'user', access: SIGNED_IN },
      schema: {
        summary: 'Create a notification for the caller (development only)',
        tags: ['development'],
        security: [{ bearer: [] }],
        body: DevNotificationBodySchema,
        response: { 201: DevNotificationResponseSchema, 400: ErrorResponseSchema, 401: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const { body } = request;
      const byId = body.notification_type_id === undefined ? undefined : NOTIFICATION_TYPES.find((type) => type.id === body.notification_type_id);
      if (body.type !== undefined && byId !== undefined && byId.name !== body.type) {
        throw new DomainFailure('VALIDATION.INVALID_BODY', 'type and notification_type_id disagree.');
      }
      const type = body.type ?? byId?.name ?? 'alert';
      const created = await notifier.notify(auth.user.id, type, body.payload ?? {}, {
        ...(body.contact_id === undefined ? {} : { contactId: body.contact_id }),
        ...(body.company_id === undefined ? {} : { companyId: body.company_id }),
      });
      if (created === null) throw new DomainFailure('VALIDATION.INVALID_BODY', 'The notification was not created.');
      return reply.status(201).send({ notification: created.notification, wording_fr: created.wordingFr });
    },
  );
};
