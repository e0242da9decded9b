/** The tabs of a campaign's details (core's route table: results by default). */
export type CampaignDetailsTab = 'results' | 'settings' | 'content' | 'targets' | 'summary';

/** /campaign-details/{id}, or one of its tabs. */
export function campaignDetailsPath(id: number, tab?: CampaignDetailsTab): string {
  return tab === undefined ? `/campaign-details/${id}` : `/campaign-details/${id}/${tab}`;
}
