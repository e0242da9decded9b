import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EMAIL_REPLY_CATEGORIES } from '../catalogues/email-reply-categories';
import { classifyReply, replyWithoutQuote } from './reply-classification';
import type { IncomingReply } from './reply-classification';

const reply = (subject: string, text: string, headers: IncomingReply['headers'] = {}, deliveryReport: IncomingReply['deliveryReport'] = null): IncomingReply => ({
  subject,
  text,
  headers,
  deliveryReport,
  receivedOn: '2026-11-28',
});

describe('classifyReply', () => {
  it.each([
    [reply('Re: Votre projet', 'Bonjour, oui je suis intéressé, appelez-moi mardi.'), 'interested', null],
    [reply('RE: Cible', "Merci mais nous ne sommes pas intéressés pour l'instant."), 'not_interested', null],
    [reply('Re: Offre', 'Merci de ne plus me contacter.'), 'not_interested', null],
    [reply('Re: Offre', 'Bien reçu, je transmets à mon collègue.'), 'replied', null],
    [reply('Re: Offer', "Thanks, I'm interested: let's talk next week."), 'interested', null],
    [reply('Re: Offer', 'Not interested, please remove me from your list.'), 'not_interested', null],
    [reply('Absence', "Je suis absent jusqu'au 12 décembre."), 'auto_reply', '2026-12-12'],
    [reply('Réponse automatique : Votre projet', 'Merci pour votre message.', { 'auto-submitted': 'auto-replied' }), 'auto_reply', null],
    [reply('Automatic reply: Offer', 'I will be back on January 5.', { 'x-autoreply': 'yes' }), 'auto_reply', '2027-01-05'],
    [reply('Re: Votre projet', 'Bonjour, je suis en congés, de retour le 3/01.'), 'auto_reply', '2027-01-03'],
    [reply('Undelivered Mail Returned to Sender', 'The mail system…', {}, { status: '5.1.1', action: 'failed' }), 'bounce', null],
    [reply('Delivery Status Notification (Failure)', 'Blocked', {}, { status: '5.7.1', action: 'failed' }), 'blocked', null],
  ] as const)('%#: %o → %s', (input, category, returnDate) => {
    expect(classifyReply(input)).toEqual({ category, returnDate });
  });

  it('ignores the quoted original: "intéressé" in our own mail does not make the answer interested', () => {
    const text = 'Merci, je regarde.\n\nLe 27 nov. 2026 à 10:00, Jeanne <jeanne@atlas.fr> a écrit :\n> Seriez-vous intéressé par une démo ?';
    expect(replyWithoutQuote(text)).toBe('Merci, je regarde.');
    expect(classifyReply(reply('Re: Démo', text)).category).toBe('replied');
  });

  it('always answers a category of the catalogue, and a delivery report is never read as a human answer', () => {
    const codes = EMAIL_REPLY_CATEGORIES.map((category) => category.code);
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.option(fc.string(), { nil: undefined }), fc.boolean(), (subject, text, auto, dsn) => {
        const classified = classifyReply(reply(subject, text, { 'auto-submitted': auto }, dsn ? { status: '5.1.1', action: 'failed' } : null));
        expect(codes).toContain(classified.category);
        if (dsn) expect(classified.category).toBe('bounce');
        if (!dsn && auto !== undefined && auto.trim() !== '' && auto.trim().toLowerCase() !== 'no') expect(classified.category).toBe('auto_reply');
        if (classified.category !== 'auto_reply') expect(classified.returnDate).toBeNull();
      }),
    );
  });
});
