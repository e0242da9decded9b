import { EMAIL_HTML_MAX_BYTES, SENDER_ENDPOINTS, SENDING_DOMAIN_ENDPOINTS, SMART_MAILING_SETTINGS_ENDPOINTS } from '@cible/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerEndpoints } from '../../http/register-endpoints';
import { permission } from '../../http/route-declaration';
import { EMAIL_BODY_REQUEST_LIMIT } from '../templates/templates-routes';
import type { SendersService } from './senders-service';
import type { SendingDomainsService } from './sending-domains-service';
import type { SmartMailingSettingsService } from './smart-mailing-settings-service';

export interface SmartMailingRoutesOptions {
  readonly senders: SendersService;
  readonly domains: SendingDomainsService;
  readonly settings: SmartMailingSettingsService;
}

const DOMAIN_DTO =
  'A domain lists the TXT records to publish (dns_record_list: SPF for the campaign relay, DKIM with the key the server generated, a DMARC suggestion) and its last check (checks: spf, dkim, dmarc each pass, fail, missing or unknown with a reason; null before the first check).';

/**
 * Smart-mailing settings (docs/adr/032-campaigns-model.md): sending domains, senders, the email header and footer.
 * CAMPAIGN_SETTINGS ("header and footer, senders, domains") is the subject of every route: the marketing and smart
 * campaign v2 licences have every action, the others read as core's matrix says. Every id is one of the caller's
 * organisation's (`sender`, `sending-domain`), else 404. Domains are registered first: the access suite then removes
 * a domain while its sender still names it (409), not after.
 */
export const smartMailingRoutes: FastifyPluginAsyncZod<SmartMailingRoutesOptions> = async (app, { senders, domains, settings }) => {
  registerEndpoints(app, SENDING_DOMAIN_ENDPOINTS, {
    listSendingDomains: {
      access: permission('CAMPAIGN_SETTINGS', 'read'),
      description: `The organisation’s sending domains by name. ${DOMAIN_DTO}`,
      handle: ({ auth }) => domains.list(auth),
    },
    createSendingDomain: {
      access: permission('CAMPAIGN_SETTINGS', 'create'),
      errors: [409],
      description: `Adds a domain (lower-cased) and generates its 2048-bit RSA DKIM key pair (selector cible<yyyymm>; the private key is sealed and never answered). The same name twice: 409 SENDING_DOMAIN.ALREADY_EXISTS. ${DOMAIN_DTO}`,
      handle: ({ auth, body }) => domains.create(auth, body),
    },
    deleteSendingDomain: {
      access: permission('CAMPAIGN_SETTINGS', 'delete'),
      ids: { params: { id: 'sending-domain' } },
      errors: [409],
      description: 'Removes a domain; while a sender’s address uses it: 409 SENDING_DOMAIN.IN_USE.',
      handle: async ({ auth, params }) => {
        await domains.remove(auth, params.id);
      },
    },
    checkSendingDomain: {
      access: permission('CAMPAIGN_SETTINGS', 'update'),
      ids: { params: { id: 'sending-domain' } },
      description: `Queries the DNS now (CAMPAIGN_DNS_SERVER) for the domain’s SPF (must allow CAMPAIGN_RELAY_IP), DKIM (must publish the domain’s key) and DMARC, stores and answers the results; is_verified when SPF and DKIM pass. A DNS failure or time-out makes a check unknown, never an error. ${DOMAIN_DTO}`,
      handle: ({ auth, params }) => domains.check(auth, params.id),
    },
  });
  registerEndpoints(app, SENDER_ENDPOINTS, {
    listSenders: {
      access: permission('CAMPAIGN_SETTINGS', 'read'),
      description: 'The organisation’s senders, the default first.',
      handle: ({ auth }) => senders.list(auth),
    },
    createSender: {
      access: permission('CAMPAIGN_SETTINGS', 'create'),
      errors: [422],
      description:
        'Adds a sender whose address is on one of the organisation’s sending domains (else 422 SENDER.DOMAIN_NOT_ALLOWED). is_default true replaces the previous default; the organisation’s first sender is its default.',
      handle: ({ auth, body }) => senders.create(auth, body),
    },
    updateSender: {
      access: permission('CAMPAIGN_SETTINGS', 'update'),
      ids: { params: { id: 'sender' } },
      errors: [422],
      description: 'Changes the given fields of a sender; the domain rule and the default rule of the creation apply.',
      handle: ({ auth, params, body }) => senders.update(auth, params.id, body),
    },
    deleteSender: {
      access: permission('CAMPAIGN_SETTINGS', 'delete'),
      ids: { params: { id: 'sender' } },
      description: 'Removes a sender; campaigns that named it keep no sender.',
      handle: async ({ auth, params }) => {
        await senders.remove(auth, params.id);
      },
    },
    listUsedSenders: {
      access: permission('CAMPAIGN_SETTINGS', 'read'),
      description: 'The organisation’s senders that at least one campaign names.',
      handle: ({ auth }) => senders.listUsed(auth),
    },
  });
  registerEndpoints(app, SMART_MAILING_SETTINGS_ENDPOINTS, {
    getSmartMailingSettings: {
      access: permission('CAMPAIGN_SETTINGS', 'read'),
      description: 'The organisation’s campaign email header and footer (null when never saved).',
      handle: ({ auth }) => settings.get(auth),
    },
    updateSmartMailingSettings: {
      access: permission('CAMPAIGN_SETTINGS', 'update'),
      errors: [413],
      bodyLimit: EMAIL_BODY_REQUEST_LIMIT,
      description: `Replaces the header and footer; each HTML is sanitised on save (ADR 015); over ${EMAIL_HTML_MAX_BYTES} UTF-8 bytes: 413 EMAIL.HTML_TOO_LARGE.`,
      handle: ({ auth, body }) => settings.replace(auth, body),
    },
  });
};
