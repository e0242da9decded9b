import type { OutgoingMail } from '../../mail/mailer';
import { escapeHtml } from '../../mail/escape-html';

export interface PasswordResetMailInput {
  readonly to: string;
  readonly firstName: string;
  /** PUBLIC_URL/change-password?token=… */
  readonly link: string;
  readonly validMinutes: number;
}

/** The password-reset mail (French, the product's language), text and HTML. */
export function passwordResetMail({ to, firstName, link, validMinutes }: PasswordResetMailInput): OutgoingMail {
  const text = [
    `Bonjour ${firstName},`,
    '',
    'Vous avez demandé à réinitialiser le mot de passe de votre compte Cible.',
    `Choisissez un nouveau mot de passe en ouvrant ce lien (valable ${validMinutes} minutes, utilisable une seule fois) :`,
    '',
    link,
    '',
    "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.",
    '',
    "L'équipe Cible",
  ].join('\n');
  const html = `<!doctype html><html lang="fr"><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1f2937">
<p>Bonjour ${escapeHtml(firstName)},</p>
<p>Vous avez demandé à réinitialiser le mot de passe de votre compte Cible.</p>
<p><a href="${escapeHtml(link)}">Choisir un nouveau mot de passe</a> (lien valable ${validMinutes} minutes, utilisable une seule fois).</p>
<p>Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.</p>
<p>L'équipe Cible</p>
</body></html>`;
  return { to, subject: 'Cible : réinitialisation de votre mot de passe', text, html };
}
