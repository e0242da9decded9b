import type { HelpRequestType, HelpRequestTypeCode } from '../catalogues/help-request-types';
import { can } from './ability';
import type { Ability } from './ability';

/** The request types of the help form that are services of the licence (a profile setup, a training). */
export const SERVICE_HELP_REQUEST_TYPE_CODES: readonly HelpRequestTypeCode[] = ['profile_setup', 'training'];

/**
 * Whether a user may send a help request of this type: every signed-in user contacts customer service and reports a
 * bug (the contact-us form, TICKET); requesting a profile setup or a training — services included in some licences —
 * needs read on REQUEST_HELP (the spec's "request-help": kam, marketing, sales and marketing, smart campaign v2).
 * The web form shows those two options disabled, and the API refuses them (403), by this one rule.
 * @rule app-shell §6 · REQUEST_HELP gates the service requests of the help form (profile setup, training)
 */
export function mayRequestHelpType(ability: Ability, type: Pick<HelpRequestType, 'code'>): boolean {
  return !SERVICE_HELP_REQUEST_TYPE_CODES.includes(type.code) || can(ability, 'read', 'REQUEST_HELP');
}
