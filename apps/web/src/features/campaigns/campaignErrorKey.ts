import { isHttpFailure } from '@cible/core';

/** The API refusals the campaign screens name (i18n `campaigns.errors.<key>`); `other` for any other failure. */
export const CAMPAIGN_ERROR_KEYS = {
  'SENDER.DOMAIN_NOT_ALLOWED': 'domainNotAllowed',
  'SENDER.INVALID_LOCAL_PART': 'invalidLocalPart',
  'SENDER.INVALID_DOMAIN': 'invalidDomain',
  'SENDING_DOMAIN.ALREADY_EXISTS': 'domainExists',
  'SENDING_DOMAIN.IN_USE': 'domainInUse',
  'CAMPAIGN.READ_ONLY': 'readOnly',
  'CAMPAIGN.BULK_SENDER_UNAUTHENTICATED': 'bulkSenderUnauthenticated',
} as const;

export type CampaignErrorKey = (typeof CAMPAIGN_ERROR_KEYS)[keyof typeof CAMPAIGN_ERROR_KEYS] | 'unavailable' | 'other';

/**
 * The i18n key of a failed smart-mailing call: the API's code when the screens name it; `unavailable` for a 404 or 501
 * (the thing asked is gone, or this server does not serve that call yet); `other` otherwise.
 */
export function campaignErrorKey(error: unknown): CampaignErrorKey {
  if (!isHttpFailure(error) || error.kind !== 'api') return 'other';
  const code = error.error.code;
  if (Object.hasOwn(CAMPAIGN_ERROR_KEYS, code)) return CAMPAIGN_ERROR_KEYS[code as keyof typeof CAMPAIGN_ERROR_KEYS];
  if (error.status === 404 || error.status === 501) return 'unavailable';
  return 'other';
}
