/** The tabs of a campaign's details, in the spec's order (core's route table: results by default). */
export const CAMPAIGN_DETAIL_TABS = ['results', 'settings', 'content', 'targets', 'summary'] as const;
export type CampaignDetailsTab = (typeof CAMPAIGN_DETAIL_TABS)[number];

/** /campaign-details/{id}, or one of its tabs. */
export function campaignDetailsPath(id: number, tab?: CampaignDetailsTab): string {
  return tab === undefined ? `/campaign-details/${id}` : `/campaign-details/${id}/${tab}`;
}
