import { notificationTypeName } from '../catalogues/notification-types';
import { text, verbatim } from '../i18n/text';
import type { Text } from '../i18n/text';
import { inquiryOutcome } from '../inquiries/inquiry-outcome';
import { engagementStatusWording } from './engagement-status';
import type { LenientNotificationPayload } from './lenient-notification-payload';

const clean = (value: string | null | undefined): string | undefined => {
  const trimmed = value?.replace(/\s+/g, ' ').trim();
  return trimmed ? trimmed : undefined;
};
const fullName = (first: string | null | undefined, last: string | null | undefined): string | undefined =>
  clean([clean(first), clean(last)].filter(Boolean).join(' '));

const contactName = (payload: LenientNotificationPayload) => fullName(payload.contact?.first_name, payload.contact?.last_name);
const companyName = (payload: LenientNotificationPayload) => clean(payload.company?.name);

/** A part of a sentence and the name it ends with (which decides the final period; '' when a quote or a word ends it). */
interface Ending {
  readonly text: Text;
  readonly last: string;
}

/** "Marie Durand, Directrice marketing chez ACME", or the company alone, or undefined. */
function subjectOf(payload: LenientNotificationPayload): Ending | undefined {
  const contact = contactName(payload);
  const company = companyName(payload);
  if (!contact) return company ? { text: verbatim(company), last: company } : undefined;
  const job = clean(payload.job?.name);
  if (job && company) return { text: text('notification.subject.contactJobCompany', { contact, job, company }), last: company };
  if (job) return { text: text('notification.subject.contactJob', { contact, job }), last: job };
  if (company) return { text: text('notification.subject.contactCompany', { contact, company }), last: company };
  return { text: verbatim(contact), last: contact };
}

/** "Marie Durand (ACME)", "Marie Durand", or "Un contact". */
function whoOf(payload: LenientNotificationPayload): Text {
  const contact = contactName(payload);
  const company = companyName(payload);
  const who = contact === undefined ? text('notification.who.someone') : verbatim(contact);
  return company ? text('notification.who.withCompany', { contact: who, company }) : who;
}

const withoutFinalPeriod = (value: string): string => value.replace(/[.\s]+$/, '');
/** Ends a sentence with a period unless its last name already ends with one (a name such as "ACME S.A."), "!", "?" or "…". */
const sentence = (inner: Text, last: string): Text => (/[.!?…]$/.test(last) ? inner : text('notification.sentence', { text: inner }));

/** The wording of a notification whose type id is unknown: "Vous avez une nouvelle notification." */
export const UNKNOWN_NOTIFICATION_WORDING: Text = text('notification.unknown');

/**
 * The sentence of a notification, by type (ids of catalogues/notification-types.ts) and parsed payload: texts
 * `notification.*` of core's i18n files, names put in as they are. Verbatim fragments from the error catalogue:
 * "n'a pas pu être envoyée car vous n'avez pas assez de crédits. Veuillez vous rapprocher du service client.",
 * "n'a pas pu aboutir.", "a abouti avec succès."; a lost mailbox or LinkedIn synchronisation asks to reconnect from
 * the profile. Every French sentence is listed in docs/rules/notifications.md.
 * @rule app-shell §3, §8 · notification wording of the 15 notification types
 */
export function notificationWording(notificationTypeId: number, payload: LenientNotificationPayload): Text {
  const subject = subjectOf(payload);
  const queryName = clean(payload.query_name);
  const campaign = clean(payload.campaign_name);
  const sequence = clean(payload.sequence_name);
  const email = clean(payload.email);
  switch (notificationTypeName(notificationTypeId)) {
    case 'alert': {
      const alert = queryName ? text('notification.alert.yourAlert', { name: queryName }) : text('notification.alert.oneOfYourAlerts');
      return subject ? sentence(text('notification.alert.result', { alert, subject: subject.text }), subject.last) : text('notification.alert.results', { alert });
    }
    case 'lead':
      return subject ? sentence(text('notification.lead.subject', { subject: subject.text }), subject.last) : text('notification.lead.plain');
    case 'engagement': {
      const who = whoOf(payload);
      const action = engagementStatusWording(payload.engagement?.tracking_status);
      if (campaign) return text('notification.engagement.campaign', { who, action, name: campaign });
      if (sequence) return text('notification.engagement.sequence', { who, action, name: sequence });
      return text('notification.engagement.plain', { who, action });
    }
    case 'campaign':
      return campaign ? text('notification.campaign.named', { name: campaign }) : text('notification.campaign.plain');
    case 'reminder': {
      const purpose = clean(payload.reminder?.purpose);
      if (purpose) {
        return subject
          ? text('notification.reminder.purposeAbout', { purpose: withoutFinalPeriod(purpose), subject: subject.text })
          : sentence(text('notification.reminder.purpose', { purpose }), purpose);
      }
      return subject ? sentence(text('notification.reminder.about', { subject: subject.text }), subject.last) : text('notification.reminder.plain');
    }
    case 'network':
      return subject ? sentence(text('notification.network.subject', { subject: subject.text }), subject.last) : text('notification.network.plain');
    case 'assignment': {
      const assignerName = fullName(payload.assigner_first_name, payload.assigner_last_name);
      const assigner = assignerName === undefined ? text('notification.assignment.colleague') : verbatim(assignerName);
      const contact = contactName(payload);
      const company = companyName(payload);
      const target: Ending = contact
        ? { text: text('notification.assignment.contact', { name: contact }), last: contact }
        : company
          ? { text: text('notification.assignment.company', { name: company }), last: company }
          : queryName
            ? { text: text('notification.assignment.list', { name: queryName }), last: '' }
            : { text: text('notification.assignment.item'), last: '' };
      return sentence(text('notification.assignment.sentence', { assigner, target: target.text }), target.last);
    }
    case 'mail_account_connected':
      return email ? text('notification.mailAccountConnected.named', { email }) : text('notification.mailAccountConnected.plain');
    case 'mail_account_disconnected':
      return email ? text('notification.mailAccountDisconnected.named', { email }) : text('notification.mailAccountDisconnected.plain');
    case 'inquiry_done': {
      const about = clean(payload.inquiry_company_name) ?? companyName(payload) ?? contactName(payload);
      const request = about ? text('notification.inquiryDone.about', { about }) : text('notification.inquiryDone.plain');
      const outcome = inquiryOutcome(payload.status_id);
      if (outcome === 'success') return text('notification.inquiryDone.success', { request });
      if (outcome === 'failure') return text('notification.inquiryDone.failure', { request });
      return text('notification.inquiryDone.pending', { request });
    }
    case 'insufficient_mailing_credits': {
      const what = campaign
        ? text('notification.insufficientMailingCredits.campaign', { name: campaign })
        : sequence
          ? text('notification.insufficientMailingCredits.sequence', { name: sequence })
          : text('notification.insufficientMailingCredits.plain');
      return text('notification.insufficientMailingCredits.sentence', { what });
    }
    case 'sequence_done':
      return sequence ? text('notification.sequenceDone.named', { name: sequence }) : text('notification.sequenceDone.plain');
    case 'linkedin_connected':
      return text('notification.linkedinConnected');
    case 'linkedin_disconnected':
      return text('notification.linkedinDisconnected');
    case 'linkedin_invitation_accepted':
      return sequence
        ? text('notification.linkedinInvitationAccepted.sequence', { who: whoOf(payload), name: sequence })
        : text('notification.linkedinInvitationAccepted.plain', { who: whoOf(payload) });
    case undefined:
      return UNKNOWN_NOTIFICATION_WORDING;
  }
}
