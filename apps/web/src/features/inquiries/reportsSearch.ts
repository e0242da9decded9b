import * as z from 'zod/mini';

/**
 * The search params of /reports: `open-inquiry-popup=true` opens the inquiry popup (core's route table: Reports). The
 * router hands `true` (JSON) or the text; anything else reads as absent. zod/mini, like the other route checks.
 */
export const ReportsSearchSchema = z.object({
  'open-inquiry-popup': z.catch(z.optional(z.union([z.boolean(), z.enum(['true', 'false'])])), undefined),
});
export type ReportsSearch = z.infer<typeof ReportsSearchSchema>;

/** Whether /reports was opened to show the inquiry popup. */
export function opensInquiryPopup(search: ReportsSearch): boolean {
  const value = search['open-inquiry-popup'];
  return value === true || value === 'true';
}
