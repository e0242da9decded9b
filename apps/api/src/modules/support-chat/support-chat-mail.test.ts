import { describe, expect, it } from 'vitest';
import { supportChatAnswerMail } from './support-chat-mail';

const input = {
  to: 'sales@atlas.demo',
  firstName: 'Chloé <b>',
  answer: 'Bonjour,\nvoici le lien <a href="https://evil.test">ici</a> & merci.',
  link: 'https://cible.test/?support-chat=open',
};

describe('supportChatAnswerMail', () => {
  it('writes the French mail from core’s texts, the answer quoted as plain text', () => {
    const mail = supportChatAnswerMail(input);
    expect(mail.to).toBe('sales@atlas.demo');
    expect(mail.subject).toBe('Cible : le support vous a répondu');
    expect(mail.text).toBe(
      [
        'Bonjour Chloé <b>,',
        '',
        'Le support Cible a répondu à votre message :',
        '',
        '> Bonjour,',
        '> voici le lien <a href="https://evil.test">ici</a> & merci.',
        '',
        'Retrouvez la conversation dans Cible :',
        'https://cible.test/?support-chat=open',
        '',
        "Vous ne recevrez pas d'autre e-mail pour les réponses suivantes tant que vous n'aurez pas lu celle-ci.",
        '',
        "L'équipe Cible",
      ].join('\n'),
    );
  });

  it('never lets the answer or the name become markup in the HTML part', () => {
    const html = supportChatAnswerMail(input).html ?? '';
    expect(html).toContain('<p>Bonjour Chloé &lt;b&gt;,</p>');
    expect(html).toContain('Bonjour,<br>voici le lien &lt;a href=&quot;https://evil.test&quot;&gt;ici&lt;/a&gt; &amp; merci.');
    expect(html).not.toContain('href="https://evil.test"');
    expect(html).toContain('<a href="https://cible.test/?support-chat=open">Ouvrir la conversation</a>');
  });

  it('has an English version', () => {
    const mail = supportChatAnswerMail({ ...input, language: 'en' });
    expect(mail.subject).toBe('Cible: support answered you');
    expect(mail.text).toContain('Cible support answered your message:');
    expect(mail.html).toContain('<html lang="en">');
  });
});
