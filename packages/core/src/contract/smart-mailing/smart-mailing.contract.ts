import type { EndpointGateway } from '../shared/endpoint';
import { CAMPAIGN_PREVIEW_ENDPOINTS } from './campaign-preview.contract';
import { CAMPAIGN_STATISTICS_ENDPOINTS } from './campaign-statistics.contract';
import { CAMPAIGN_TIMELINE_ENDPOINTS } from './campaign-timeline.contract';
import { CAMPAIGN_TARGETS_ENDPOINTS } from './campaign-targets.contract';
import { CAMPAIGN_ENDPOINTS } from './campaigns.contract';
import { SENDER_ENDPOINTS } from './senders.contract';
import { SENDING_DOMAIN_ENDPOINTS } from './sending-domains.contract';
import { SMART_MAILING_SETTINGS_ENDPOINTS } from './smart-mailing-settings.contract';

/**
 * Smart mailing (every path is designed under /v1/smart-mailing: docs/rules/ports.md "smart_mailing"), gathered from
 * each sub-feature.
 */
export const SMART_MAILING_ENDPOINTS = {
  ...SENDER_ENDPOINTS,
  ...CAMPAIGN_ENDPOINTS,
  ...CAMPAIGN_PREVIEW_ENDPOINTS,
  ...CAMPAIGN_STATISTICS_ENDPOINTS,
  ...CAMPAIGN_TIMELINE_ENDPOINTS,
  ...CAMPAIGN_TARGETS_ENDPOINTS,
  ...SENDING_DOMAIN_ENDPOINTS,
  ...SMART_MAILING_SETTINGS_ENDPOINTS,
} as const;

/** The smart-mailing port. */
export type SmartMailingGateway = EndpointGateway<typeof SMART_MAILING_ENDPOINTS>;
