import { can } from './ability';
import type { Ability } from './ability';

/**
 * Whether the user may request a customer inquiry (inquiry popup, quick-search call to action): create on
 * REPORTS. The quota rule (15 open inquiries) is applied separately.
 * @rule prospecting §6 · requesting a customer inquiry needs create on REPORTS
 */
export function canRequestInquiry(ability: Ability): boolean {
  return can(ability, 'create', 'REPORTS');
}
