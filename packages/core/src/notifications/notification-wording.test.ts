import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { NOTIFICATION_TYPES, notificationTypeId } from '../catalogues/notification-types';
import type { NotificationTypeName } from '../catalogues/notification-types';
import { enText, frText } from '../testing/texts';
import { UNKNOWN_NOTIFICATION_WORDING, notificationWording } from './notification-wording';
import type { LenientNotificationPayload } from './lenient-notification-payload';
import { LenientNotificationPayloadSchema } from './lenient-notification-payload';

const notificationWordingFr = (typeId: number, payload: LenientNotificationPayload): string => frText(notificationWording(typeId, payload));
const UNKNOWN_NOTIFICATION_WORDING_FR = frText(UNKNOWN_NOTIFICATION_WORDING);
const word = (name: NotificationTypeName, payload: LenientNotificationPayload = {}): string => notificationWordingFr(notificationTypeId(name), payload);
const marie = { contact: { first_name: 'Marie', last_name: 'Durand' }, company: { name: 'ACME' } };

describe('notificationWording', () => {
  it('words alerts, leads and network news', () => {
    expect(word('alert', { query_name: 'DSI Lyon', ...marie, job: { name: 'DSI' } })).toBe('Nouveau résultat pour votre alerte « DSI Lyon » : Marie Durand, DSI chez ACME.');
    expect(word('alert', { query_name: 'DSI Lyon' })).toBe('Nouveaux résultats pour votre alerte « DSI Lyon ».');
    expect(word('alert', { company: { name: 'ACME' } })).toBe('Nouveau résultat pour une de vos alertes : ACME.');
    expect(word('lead', marie)).toBe('Nouveau lead : Marie Durand chez ACME.');
    expect(word('lead')).toBe('Vous avez un nouveau lead.');
    expect(word('network', { contact: { first_name: 'Marie' } })).toBe('Du nouveau dans votre réseau : Marie.');
  });

  it('words engagement by tracking status', () => {
    expect(word('engagement', { ...marie, engagement: { tracking_status: 'opened' }, campaign_name: 'Printemps' })).toBe(
      'Marie Durand (ACME) a ouvert votre email (campagne « Printemps »).',
    );
    expect(word('engagement', { contact: marie.contact, engagement: { tracking_status: 'replied' }, sequence_name: 'Relance' })).toBe(
      'Marie Durand a répondu à votre email (séquence « Relance »).',
    );
    expect(word('engagement', { engagement: { tracking_status: 'clicked' } })).toBe('Un contact a cliqué sur un lien de votre email.');
  });

  it('words campaigns, sequences and credits (catalogue fragment verbatim)', () => {
    expect(word('campaign', { campaign_name: 'Printemps' })).toBe('Votre campagne « Printemps » a bien été envoyée.');
    expect(word('insufficient_mailing_credits', { campaign_name: 'Printemps' })).toBe(
      "Votre campagne « Printemps » n'a pas pu être envoyée car vous n'avez pas assez de crédits. Veuillez vous rapprocher du service client.",
    );
    expect(word('insufficient_mailing_credits', { sequence_name: 'Relance' })).toMatch(/^Votre séquence « Relance » n'a pas pu être envoyée car/);
    expect(word('sequence_done', { sequence_name: 'Relance' })).toBe('Votre séquence « Relance » est terminée.');
  });

  it('words reminders and assignments', () => {
    expect(word('reminder', { reminder: { purpose: 'Rappeler pour le devis.' }, ...marie })).toBe('Rappel : Rappeler pour le devis (Marie Durand chez ACME).');
    expect(word('reminder', { company: { name: 'ACME' } })).toBe('Rappel concernant ACME.');
    expect(word('reminder', { reminder: { purpose: 'Relancer ?' } })).toBe('Rappel : Relancer ?');
    expect(word('lead', { company: { name: 'ACME S.A.' } })).toBe('Nouveau lead : ACME S.A.');
    expect(word('reminder')).toBe('Vous avez un rappel.');
    expect(word('assignment', { assigner_first_name: 'Paul', assigner_last_name: 'Martin', ...marie })).toBe('Paul Martin vous a assigné le contact Marie Durand.');
    expect(word('assignment', { company: { name: 'ACME' } })).toBe("Un collègue vous a assigné l'entreprise ACME.");
    expect(word('assignment', { assigner_first_name: 'Paul', query_name: 'Cibles T3' })).toBe('Paul vous a assigné la liste « Cibles T3 ».');
  });

  it('words mailbox and LinkedIn connections, asking to reconnect from the profile', () => {
    expect(word('mail_account_connected', { email: 'marie@acme.fr' })).toBe('Votre boîte mail marie@acme.fr est bien connectée.');
    expect(word('mail_account_disconnected', { email: 'marie@acme.fr' })).toBe(
      "Votre boîte mail marie@acme.fr n'est plus synchronisée. Veuillez la reconnecter depuis votre profil.",
    );
    expect(word('linkedin_connected')).toBe('Votre compte LinkedIn est bien connecté.');
    expect(word('linkedin_disconnected')).toBe("Votre compte LinkedIn n'est plus synchronisé. Veuillez le reconnecter depuis votre profil.");
    expect(word('linkedin_invitation_accepted', { ...marie, sequence_name: 'Relance' })).toBe('Marie Durand (ACME) a accepté votre invitation LinkedIn (séquence « Relance »).');
  });

  it('words inquiry outcomes with the catalogue fragments', () => {
    expect(word('inquiry_done', { inquiry_company_name: 'ACME', status_id: 3 })).toBe('Votre demande concernant ACME a abouti avec succès.');
    expect(word('inquiry_done', { inquiry_company_name: 'ACME', status_id: 7 })).toBe("Votre demande concernant ACME n'a pas pu aboutir.");
    expect(word('inquiry_done', { status_id: 2 })).toBe('Votre demande est en cours de traitement.');
  });

  it('has a wording for every type, and a fallback for unknown ids', () => {
    expect(notificationWordingFr(99, {})).toBe(UNKNOWN_NOTIFICATION_WORDING_FR);
    const name = fc.option(fc.constantFrom('', '  ', 'ACME', 'Marie', 'Relance.', 'DSI Lyon'));
    const raw = fc.record(
      {
        engagement: fc.record({ tracking_status: fc.option(fc.constantFrom('opened', 'clicked', 'replied', 'sent', 'other')) }, { requiredKeys: [] }),
        contact: fc.record({ first_name: name, last_name: name }, { requiredKeys: [] }),
        company: fc.record({ name }, { requiredKeys: [] }),
        job: fc.record({ name }, { requiredKeys: [] }),
        reminder: fc.record({ purpose: name }, { requiredKeys: [] }),
        assigner_first_name: name,
        assigner_last_name: name,
        query_name: name,
        email: name,
        campaign_name: name,
        sequence_name: name,
        status_id: fc.option(fc.integer({ min: 0, max: 12 })),
        inquiry_company_name: name,
      },
      { requiredKeys: [] },
    );
    const payload = raw.map((value) => LenientNotificationPayloadSchema.parse(value));
    fc.assert(
      fc.property(fc.constantFrom(...NOTIFICATION_TYPES.map((type) => type.id)), payload, (typeId, parsed) => {
        const text = notificationWordingFr(typeId, parsed);
        const english = enText(notificationWording(typeId, parsed));
        return (
          text.length > 0 &&
          text !== UNKNOWN_NOTIFICATION_WORDING_FR &&
          /[.]$/.test(text) &&
          !/undefined|null|\.\.| {2}|« »|« {2}»/.test(text) &&
          /[.]$/.test(english) &&
          !/undefined|null|notification\.|\.\.| {2}|“”/.test(english)
        );
      }),
    );
  });

  it('words every sentence in English too, with the same names', () => {
    const english = (name: NotificationTypeName, payload: LenientNotificationPayload = {}) => enText(notificationWording(notificationTypeId(name), payload));
    expect(english('alert', { query_name: 'DSI Lyon', ...marie, job: { name: 'DSI' } })).toBe('New result for your alert “DSI Lyon”: Marie Durand, DSI at ACME.');
    expect(english('engagement', { ...marie, engagement: { tracking_status: 'opened' }, campaign_name: 'Printemps' })).toBe('Marie Durand (ACME) opened your email (campaign “Printemps”).');
    expect(english('inquiry_done', { inquiry_company_name: 'ACME', status_id: 3 })).toBe('Your request about ACME was completed successfully.');
    expect(english('assignment', { company: { name: 'ACME S.A.' } })).toBe('A colleague assigned you the company ACME S.A.');
    expect(english('insufficient_mailing_credits', { sequence_name: 'Relance' })).toBe(
      'Your sequence “Relance” could not be sent because you do not have enough credits. Please contact customer service.',
    );
    expect(enText(notificationWording(99, {}))).toBe('You have a new notification.');
  });
});
