/**
 * The targets of campaigns and sequences, for the criteria `campaign_query_id`, `excluded_campaign_query_id`,
 * `sequence_query_id_list`, `excluded_sequence_query_id_list` (core's TARGET_EXCLUSION_CRITERIA). Implemented by the
 * campaigns and sequences features; until then the advanced search refuses these criteria (400 CRITERIA.UNSUPPORTED).
 * Every read is scoped by the caller's organisation: an id of another organisation answers `null` (the API: 404).
 */
export interface TargetExclusionsPort {
  /** The contact ids a campaign of the organisation targets; `null`: no such campaign there. */
  campaignContactIds(organizationId: number, campaignId: number): Promise<readonly number[] | null>;
  /** The contact ids the sequences of the organisation target (union); `null`: one of them is not there. */
  sequenceContactIds(organizationId: number, sequenceIds: readonly number[]): Promise<readonly number[] | null>;
}
