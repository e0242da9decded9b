import * as z from 'zod/mini';

/** The longest `quick_search` text the URL may pre-fill. */
export const BUSINESS_ALERTS_QUICK_SEARCH_MAX = 200;

/**
 * The search params of /business-alerts: `quick_search` pre-fills the text box (docs/business-alerts.md); anything else
 * is dropped and an unreadable value reads as none. zod/mini: the route's URL check is part of the first route
 * (docs/performance.md, first-route budget).
 */
export const BusinessAlertsSearchSchema = z.object({
  quick_search: z.catch(z.optional(z.string().check(z.maxLength(BUSINESS_ALERTS_QUICK_SEARCH_MAX))), undefined),
});
export type BusinessAlertsSearch = z.infer<typeof BusinessAlertsSearchSchema>;
