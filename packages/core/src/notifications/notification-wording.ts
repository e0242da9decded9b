import { notificationTypeName } from '../catalogues/notification-types';
import { inquiryOutcome } from '../inquiries/inquiry-outcome';
import { engagementStatusWordingFr } from './engagement-status';
import type { LenientNotificationPayload } from './lenient-notification-payload';

const clean = (value: string | null | undefined): string | undefined => {
  const trimmed = value?.replace(/\s+/g, ' ').trim();
  return trimmed ? trimmed : undefined;
};
const quoted = (name: string): string => `« ${name} »`;
const fullName = (first: string | null | undefined, last: string | null | undefined): string | undefined =>
  clean([clean(first), clean(last)].filter(Boolean).join(' '));

const contactName = (payload: LenientNotificationPayload) => fullName(payload.contact?.first_name, payload.contact?.last_name);
const companyName = (payload: LenientNotificationPayload) => clean(payload.company?.name);

/** "Marie Durand, Directrice marketing chez ACME", or the company alone, or undefined. */
function subjectOf(payload: LenientNotificationPayload): string | undefined {
  const contact = contactName(payload);
  const company = companyName(payload);
  if (!contact) return company;
  const job = clean(payload.job?.name);
  return `${contact}${job ? `, ${job}` : ''}${company ? ` chez ${company}` : ''}`;
}

/** "Marie Durand (ACME)", "Marie Durand", or "Un contact". */
function whoOf(payload: LenientNotificationPayload): string {
  const contact = contactName(payload) ?? 'Un contact';
  const company = companyName(payload);
  return company ? `${contact} (${company})` : contact;
}

/** " (campagne « X »)", " (séquence « Y »)" or "". */
function emailContextOf(payload: LenientNotificationPayload): string {
  const campaign = clean(payload.campaign_name);
  if (campaign) return ` (campagne ${quoted(campaign)})`;
  const sequence = clean(payload.sequence_name);
  return sequence ? ` (séquence ${quoted(sequence)})` : '';
}

const withoutFinalPeriod = (text: string): string => text.replace(/[.\s]+$/, '');
/** Ends a sentence with a period unless it already ends with one (a name such as "ACME S.A."), "!", "?" or "…". */
const sentence = (text: string): string => (/[.!?…]$/.test(text) ? text : `${text}.`);

/** The wording of a notification whose type id is unknown. */
export const UNKNOWN_NOTIFICATION_WORDING_FR = 'Vous avez une nouvelle notification.';

/**
 * The French sentence of a notification, by type (ids of catalogues/notification-types.ts) and parsed payload.
 * Verbatim fragments from the error catalogue: "n'a pas pu être envoyée car vous n'avez pas assez de crédits.
 * Veuillez vous rapprocher du service client.", "n'a pas pu aboutir.", "a abouti avec succès."; a lost mailbox or
 * LinkedIn synchronisation asks to reconnect from the profile. Every sentence is listed in docs/rules/notifications.md.
 * @rule app-shell §3, §8 · notification wording of the 15 notification types
 */
export function notificationWordingFr(notificationTypeId: number, payload: LenientNotificationPayload): string {
  const subject = subjectOf(payload);
  const queryName = clean(payload.query_name);
  const campaign = clean(payload.campaign_name);
  const sequence = clean(payload.sequence_name);
  const email = clean(payload.email);
  switch (notificationTypeName(notificationTypeId)) {
    case 'alert': {
      const alert = queryName ? `votre alerte ${quoted(queryName)}` : 'une de vos alertes';
      return subject ? sentence(`Nouveau résultat pour ${alert} : ${subject}`) : `Nouveaux résultats pour ${alert}.`;
    }
    case 'lead':
      return subject ? sentence(`Nouveau lead : ${subject}`) : 'Vous avez un nouveau lead.';
    case 'engagement':
      return `${whoOf(payload)} ${engagementStatusWordingFr(payload.engagement?.tracking_status)}${emailContextOf(payload)}.`;
    case 'campaign':
      return campaign ? `Votre campagne ${quoted(campaign)} a bien été envoyée.` : 'Votre campagne a bien été envoyée.';
    case 'reminder': {
      const purpose = clean(payload.reminder?.purpose);
      if (purpose) return subject ? `Rappel : ${withoutFinalPeriod(purpose)} (${subject}).` : sentence(`Rappel : ${purpose}`);
      return subject ? sentence(`Rappel concernant ${subject}`) : 'Vous avez un rappel.';
    }
    case 'network':
      return subject ? sentence(`Du nouveau dans votre réseau : ${subject}`) : 'Du nouveau dans votre réseau.';
    case 'assignment': {
      const assigner = fullName(payload.assigner_first_name, payload.assigner_last_name) ?? 'Un collègue';
      const contact = contactName(payload);
      const company = companyName(payload);
      const target = contact
        ? `le contact ${contact}`
        : company
          ? `l'entreprise ${company}`
          : queryName
            ? `la liste ${quoted(queryName)}`
            : 'un élément';
      return sentence(`${assigner} vous a assigné ${target}`);
    }
    case 'mail_account_connected':
      return email ? `Votre boîte mail ${email} est bien connectée.` : 'Votre boîte mail est bien connectée.';
    case 'mail_account_disconnected':
      return `Votre boîte mail${email ? ` ${email}` : ''} n'est plus synchronisée. Veuillez la reconnecter depuis votre profil.`;
    case 'inquiry_done': {
      const about = clean(payload.inquiry_company_name) ?? companyName(payload) ?? contactName(payload);
      const request = about ? `Votre demande concernant ${about}` : 'Votre demande';
      const outcome = inquiryOutcome(payload.status_id);
      if (outcome === 'success') return `${request} a abouti avec succès.`;
      if (outcome === 'failure') return `${request} n'a pas pu aboutir.`;
      return `${request} est en cours de traitement.`;
    }
    case 'insufficient_mailing_credits': {
      const what = campaign ? `Votre campagne ${quoted(campaign)}` : sequence ? `Votre séquence ${quoted(sequence)}` : 'Votre campagne';
      return `${what} n'a pas pu être envoyée car vous n'avez pas assez de crédits. Veuillez vous rapprocher du service client.`;
    }
    case 'sequence_done':
      return sequence ? `Votre séquence ${quoted(sequence)} est terminée.` : 'Votre séquence est terminée.';
    case 'linkedin_connected':
      return 'Votre compte LinkedIn est bien connecté.';
    case 'linkedin_disconnected':
      return "Votre compte LinkedIn n'est plus synchronisé. Veuillez le reconnecter depuis votre profil.";
    case 'linkedin_invitation_accepted':
      return `${whoOf(payload)} a accepté votre invitation LinkedIn${sequence ? ` (séquence ${quoted(sequence)})` : ''}.`;
    case undefined:
      return UNKNOWN_NOTIFICATION_WORDING_FR;
  }
}
