import { z } from 'zod';
import { ApiDateSchema, ApiDateTimeSchema, apiIdList, ApiIdSchema, PORT_LIMITS, safeString } from '../shared/api-primitives';
import { BinaryFileSchema, defineEndpoint, type EndpointGateway } from '../shared/endpoint';
import { pagedList, paginationQuery } from '../shared/pagination';

/** Kinds of export (the spec's "type, includes email rental"; codes designed). */
export const EXPORT_TYPES = ['individual', 'team', 'prospecting_lists', 'subscription', 'email_rental'] as const;
export type ExportType = (typeof EXPORT_TYPES)[number];

/** Processing states of an export (designed). */
export const EXPORT_STATUSES = ['pending', 'processing', 'success', 'failure'] as const;
export type ExportStatus = (typeof EXPORT_STATUSES)[number];

/** File formats of an export (designed). */
export const EXPORT_FILE_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFileFormat = (typeof EXPORT_FILE_FORMATS)[number];

/** Export (the spec's fields: id, type, start_date). Designed: the rest. */
export const ExportSchema = z.object({
  id: z.number().int().min(1),
  type: z.enum(EXPORT_TYPES),
  start_date: ApiDateTimeSchema,
  end_date: ApiDateTimeSchema.nullable(),
  status: z.enum(EXPORT_STATUSES),
  file_name: safeString().nullable(),
  row_count: z.number().int().min(0).nullable(),
  user_id: z.number().int().min(1),
  /** Designed: the file format, the rows written so far, the rows to write (known once counted), and why it failed. */
  file_format: z.enum(EXPORT_FILE_FORMATS),
  processed_row_count: z.number().int().min(0),
  total_row_count: z.number().int().min(0).nullable(),
  error_code: safeString().nullable(),
});
export type Export = z.infer<typeof ExportSchema>;

/**
 * The progress of an export pushed on the real-time socket to its owner (message type `exportProgress`, designed):
 * the export as it stands, sent when it starts, every few percent while rows are written, and when it ends.
 */
export const ExportProgressPushSchema = z.object({ export: ExportSchema });
export type ExportProgressPush = z.infer<typeof ExportProgressPushSchema>;

/** Export list (`export_list`, `export_count`), newest start first. */
export const ExportListResponseSchema = pagedList(ExportSchema, 'export_list', 'export_count');
export type ExportListResponse = z.infer<typeof ExportListResponseSchema>;

export const ExportListQuerySchema = z.object({
  type: z.enum(EXPORT_TYPES).optional(),
  ...paginationQuery(20, 100),
});
export type ExportListQuery = z.infer<typeof ExportListQuerySchema>;

/** One email-rental export as counted in the usage (the spec's location_history_list with export_id). */
export const EmailRentalUsageEntrySchema = z.object({
  export_id: z.number().int().min(1),
  user_id: z.number().int().min(1),
  start_date: ApiDateTimeSchema,
  email_count: z.number().int().min(0),
});
export type EmailRentalUsageEntry = z.infer<typeof EmailRentalUsageEntrySchema>;

export const EmailRentalUsageResponseSchema = pagedList(EmailRentalUsageEntrySchema, 'location_history_list', 'location_history_count');
export type EmailRentalUsageResponse = z.infer<typeof EmailRentalUsageResponseSchema>;

const fileFormat = z.enum(EXPORT_FILE_FORMATS).default('xlsx');

/** Individual export: contacts or companies picked by hand, or a list (at least one source). */
export const IndividualExportBodySchema = z
  .object({
    query_id: ApiIdSchema.optional(),
    contact_id_list: apiIdList().optional(),
    company_id_list: apiIdList().optional(),
    file_format: fileFormat,
  })
  .strict()
  .refine(
    (body) => body.query_id !== undefined || (body.contact_id_list?.length ?? 0) > 0 || (body.company_id_list?.length ?? 0) > 0,
    { message: 'EXPORT.NO_SOURCE' },
  );
export type IndividualExportBody = z.infer<typeof IndividualExportBodySchema>;

const dateRange = {
  date_from: ApiDateSchema,
  date_to: ApiDateSchema,
};
const rangeInOrder = (body: { date_from: string; date_to: string }) => body.date_from <= body.date_to;
const RANGE_ORDER = { message: 'DATE_RANGE.START_AFTER_END', path: ['date_to'] };

/** Team export (manager): the activity of some users (all managed users by default) over a period. */
export const TeamExportBodySchema = z
  .object({ user_id_list: apiIdList(PORT_LIMITS.pageLimit).optional(), ...dateRange, file_format: fileFormat })
  .strict()
  .refine(rangeInOrder, RANGE_ORDER);
export type TeamExportBody = z.infer<typeof TeamExportBodySchema>;

/** Prospecting-lists export: the content of some lists. */
export const ProspectingListsExportBodySchema = z
  .object({ query_id_list: apiIdList(PORT_LIMITS.smallList).min(1), file_format: fileFormat })
  .strict();
export type ProspectingListsExportBody = z.infer<typeof ProspectingListsExportBodySchema>;

/** Subscription export: the organisation's consumption of its subscription (credits per user) over a period. */
export const SubscriptionExportBodySchema = z
  .object({ ...dateRange, file_format: fileFormat })
  .strict()
  .refine(rangeInOrder, RANGE_ORDER);
export type SubscriptionExportBody = z.infer<typeof SubscriptionExportBodySchema>;

/**
 * Email-rental export (designed; licence capability `can_export_location`): the e-mail addresses of a list's contacts,
 * paid with email-rental credits, one per address exported.
 */
export const EmailRentalExportBodySchema = z.object({ query_id: ApiIdSchema, file_format: fileFormat }).strict();
export type EmailRentalExportBody = z.infer<typeof EmailRentalExportBodySchema>;

/** Exports (docs/rules/ports.md "exports"). */
export const EXPORTS_ENDPOINTS = {
  listExports: defineEndpoint({
    method: 'GET',
    path: '/v1/exports',
    summary: 'Exports of the caller, newest start first.',
    query: ExportListQuerySchema,
    response: ExportListResponseSchema,
  }),
  getExport: defineEndpoint({
    // designed: not in spec
    method: 'GET',
    path: '/v1/exports/{id}',
    summary: 'One export.',
    designed: true,
    response: ExportSchema,
  }),
  downloadExport: defineEndpoint({
    method: 'GET',
    path: '/v1/exports/{id}/download',
    summary: 'The file of a finished export.',
    response: BinaryFileSchema,
    responseType: 'binary',
  }),
  getEmailRentalUsage: defineEndpoint({
    // designed: not in spec
    method: 'GET',
    path: '/v1/exports/email-rental/usage',
    summary: 'Email-rental exports of the organisation.',
    designed: true,
    query: z.object(paginationQuery(20, 100)),
    response: EmailRentalUsageResponseSchema,
  }),
  createIndividualExport: defineEndpoint({
    // designed: not in spec
    method: 'POST',
    path: '/v1/exports/individual',
    summary: 'Export picked contacts, companies or a list.',
    designed: true,
    body: IndividualExportBodySchema,
    response: ExportSchema,
  }),
  createTeamExport: defineEndpoint({
    // designed: not in spec
    method: 'POST',
    path: '/v1/exports/team',
    summary: 'Export the activity of the team over a period.',
    designed: true,
    body: TeamExportBodySchema,
    response: ExportSchema,
  }),
  createProspectingListsExport: defineEndpoint({
    // designed: not in spec
    method: 'POST',
    path: '/v1/exports/prospecting-lists',
    summary: 'Export the content of lists.',
    designed: true,
    body: ProspectingListsExportBodySchema,
    response: ExportSchema,
  }),
  createSubscriptionExport: defineEndpoint({
    // designed: not in spec
    method: 'POST',
    path: '/v1/exports/subscription',
    summary: 'Export the consumption of the subscription over a period.',
    designed: true,
    body: SubscriptionExportBodySchema,
    response: ExportSchema,
  }),
  createEmailRentalExport: defineEndpoint({
    // designed: not in spec
    method: 'POST',
    path: '/v1/exports/email-rental',
    summary: 'Export the e-mail addresses of a list (email rental).',
    designed: true,
    body: EmailRentalExportBodySchema,
    response: ExportSchema,
  }),
} as const;

/** The exports port. */
export type ExportsGateway = EndpointGateway<typeof EXPORTS_ENDPOINTS>;
