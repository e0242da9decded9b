import { EXPORTS_ENDPOINTS } from '@cible/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerEndpoints } from '../../http/register-endpoints';
import { managerPermission, permission } from '../../http/route-declaration';
import type { ExportsService } from './exports-service';

export interface ExportsRoutesOptions {
  readonly service: ExportsService;
}

/** `filename*` of RFC 5987/6266 (UTF-8, percent-encoded) with an ASCII `filename` fallback. */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

const CREATE_ERRORS = [409, 422];

/**
 * Exports and email rental (docs/api.md "Exports and email rental", docs/adr/025-exports.md). PERSONAL_SPACE_EXPORT
 * (`read` to list, read and download one's own exports, `create` to start one) plus the user's can_export capability
 * (403 EXPORT.NOT_ALLOWED without it); team and subscription exports are for organisation managers; email rental:
 * PERSONAL_SPACE_EMAIL_RENTAL plus can_export_location. An export is its owner's only: another user's id, even a
 * colleague's, answers 404; a list of another organisation, or a colleague's list, 404.
 */
export const exportsRoutes: FastifyPluginAsyncZod<ExportsRoutesOptions> = async (app, { service }) => {
  registerEndpoints(app, EXPORTS_ENDPOINTS, {
    listExports: {
      access: permission('PERSONAL_SPACE_EXPORT', 'read'),
      description: 'The caller\'s exports, newest start first (20 per page by default), optionally of one type.',
      handle: ({ auth, query }) => service.list(auth, query),
    },
    getEmailRentalUsage: {
      access: permission('PERSONAL_SPACE_EMAIL_RENTAL', 'read'),
      description:
        'Email-rental exports that succeeded, newest first, with the number of e-mail addresses each rented: the whole organisation\'s for a manager, the caller\'s own otherwise.',
      handle: ({ auth, query }) => service.emailRentalUsage(auth, query),
    },
    getExport: {
      access: permission('PERSONAL_SPACE_EXPORT', 'read'),
      ids: { params: { id: 'export' } },
      description: 'One of the caller\'s exports (its state and progress).',
      handle: ({ auth, params }) => service.get(auth, params.id),
    },
    downloadExport: {
      access: permission('PERSONAL_SPACE_EXPORT', 'read'),
      ids: { params: { id: 'export' } },
      errors: [409],
      description:
        'The file of one of the caller\'s finished exports (CSV or XLSX, Content-Disposition with the file name); 409 EXPORT.NOT_READY while it is pending or processing, or when it failed.',
      handle: async ({ auth, params, reply }) => {
        const file = await service.download(auth, params.id);
        reply.header('content-type', file.contentType);
        reply.header('content-disposition', contentDisposition(file.fileName));
        reply.header('cache-control', 'private, no-store');
        return reply.status(200).send(file.stream);
      },
    },
    createIndividualExport: {
      access: permission('PERSONAL_SPACE_EXPORT', 'create'),
      ids: { body: { query_id: 'query', contact_id_list: 'contact', company_id_list: 'company' } },
      errors: CREATE_ERRORS,
      description:
        'Starts an export of picked contacts, picked companies or a list of the caller (one kind of rows per file: 400 EXPORT.MIXED_SOURCES otherwise). Refused at once: nothing to export 422 EXPORT.EMPTY; over 200 000 rows 422 EXPORT.TOO_LARGE; fewer export credits than rows 409 CREDITS.INSUFFICIENT.',
      handle: ({ auth, body }) => service.createIndividual(auth, body),
    },
    createTeamExport: {
      access: managerPermission('PERSONAL_SPACE_EXPORT', 'create'),
      ids: { body: { user_id_list: 'user' } },
      errors: CREATE_ERRORS,
      description: 'Starts an export of the activity of the organisation\'s users (all by default) over a period (organisation managers). No credits.',
      handle: ({ auth, body }) => service.createTeam(auth, body),
    },
    createProspectingListsExport: {
      access: permission('PERSONAL_SPACE_EXPORT', 'create'),
      ids: { body: { query_id_list: 'query' } },
      errors: CREATE_ERRORS,
      description: 'Starts an export of the members of some of the caller\'s lists (same refusals as the individual export).',
      handle: ({ auth, body }) => service.createProspectingLists(auth, body),
    },
    createSubscriptionExport: {
      access: managerPermission('PERSONAL_SPACE_EXPORT', 'create'),
      errors: CREATE_ERRORS,
      description: 'Starts an export of the organisation\'s credit consumption per user and kind over a period (organisation managers). No credits.',
      handle: ({ auth, body }) => service.createSubscription(auth, body),
    },
    createEmailRentalExport: {
      access: permission('PERSONAL_SPACE_EMAIL_RENTAL', 'create'),
      ids: { body: { query_id: 'query' } },
      errors: CREATE_ERRORS,
      description:
        'Starts an email-rental export: the contacts with an e-mail address of one of the caller\'s lists, one email-rental credit per address (needs can_export_location).',
      handle: ({ auth, body }) => service.createEmailRental(auth, body),
    },
  });
};
