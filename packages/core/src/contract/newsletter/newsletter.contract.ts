import type { z } from 'zod';
import { defineEndpoint, type EndpointGateway } from '../shared/endpoint';
import { NotificationSettingsBodySchema, NotificationSettingsSchema } from '../notifications/notifications.contract';

/** Newsletter configuration of a user (the spec's entity): the same three fields as the notification settings. */
export const NewsletterConfigurationSchema = NotificationSettingsSchema;
export type NewsletterConfiguration = z.infer<typeof NewsletterConfigurationSchema>;

/** Newsletter configuration body (PUT): all three fields. */
export const NewsletterConfigurationBodySchema = NotificationSettingsBodySchema;
export type NewsletterConfigurationBody = z.infer<typeof NewsletterConfigurationBodySchema>;

/** Newsletter configuration (docs/rules/ports.md "newsletter"). */
export const NEWSLETTER_ENDPOINTS = {
  getNewsletterConfiguration: defineEndpoint({
    method: 'GET',
    path: '/v1/newsletter/organization/{org}/user/{user}/configuration',
    summary: 'Newsletter configuration of a user.',
    response: NewsletterConfigurationSchema,
  }),
  updateNewsletterConfiguration: defineEndpoint({
    method: 'PUT',
    path: '/v1/newsletter/organization/{org}/user/{user}/configuration',
    summary: 'Replace the newsletter configuration of a user.',
    body: NewsletterConfigurationBodySchema,
    response: NewsletterConfigurationSchema,
  }),
} as const;

/** The newsletter port. */
export type NewsletterGateway = EndpointGateway<typeof NEWSLETTER_ENDPOINTS>;
