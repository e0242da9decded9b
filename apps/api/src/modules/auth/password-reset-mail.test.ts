import { describe, expect, it } from 'vitest';
import { passwordResetMail } from './password-reset-mail';

const input = { to: 'chloe@atlas.demo', firstName: "Chloé <O'Neil>", link: 'https://cible.test/change-password?token=abc&x=1', validMinutes: 60 };

describe('passwordResetMail', () => {
  it('writes the French mail from core\'s texts, the name and link escaped in the HTML only', () => {
    const mail = passwordResetMail(input);
    expect(mail.subject).toBe('Cible : réinitialisation de votre mot de passe');
    expect(mail.text).toBe(
      [
        "Bonjour Chloé <O'Neil>,",
        '',
        'Vous avez demandé à réinitialiser le mot de passe de votre compte Cible.',
        'Choisissez un nouveau mot de passe en ouvrant ce lien (valable 60 minutes, utilisable une seule fois) :',
        '',
        'https://cible.test/change-password?token=abc&x=1',
        '',
        "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.",
        '',
        "L'équipe Cible",
      ].join('\n'),
    );
    expect(mail.html).toContain('<p>Bonjour Chloé &lt;O&#39;Neil&gt;,</p>');
    expect(mail.html).toContain(
      '<p><a href="https://cible.test/change-password?token=abc&amp;x=1">Choisir un nouveau mot de passe</a> (lien valable 60 minutes, utilisable une seule fois).</p>',
    );
    expect(mail.html).toContain('<html lang="fr">');
  });

  it('has an English version', () => {
    const mail = passwordResetMail({ ...input, language: 'en' });
    expect(mail.subject).toBe('Cible: reset your password');
    expect(mail.text).toContain('Choose a new password by opening this link (valid for 60 minutes, usable once):');
    expect(mail.html).toContain('<html lang="en">');
  });
});
