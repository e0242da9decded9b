import { HELP_REQUEST_TYPES, helpAttachmentForwardedName, translate } from '@cible/core';
import type { HelpRequestBody } from '@cible/core';
import type { MailAttachment, OutgoingMail } from '../../mail/mailer';
import type { UserRecord } from '../users/user-record';

/** A data URL carrying base64 content (`data:text/plain;base64,…`): decoded before it is judged and attached. */
const BASE64_DATA_URL = /^data:([\w.+-]+\/[\w.+-]+)?(?:;[\w-]+=[\w.-]+)*;base64,([A-Za-z0-9+/=\s]*)$/;

/** The MIME type every accepted attachment is forwarded with: it is plain UTF-8 text (core's checkHelpAttachment). */
export const HELP_ATTACHMENT_MAIL_TYPE = 'text/plain; charset=utf-8';

/** One header line: no line breaks or tabs (a name typed in the form must not inject mail headers). */
function oneLine(value: string): string {
  return value.replace(/[\r\n\t\f\v\u2028\u2029]+/g, ' ').trim();
}

/** The help attachment decoded: the mail attachment it becomes, and what core's content rule judges. */
export interface DecodedHelpAttachment extends MailAttachment {
  readonly filename: string;
  readonly content: Buffer;
  readonly contentType: string;
  /** Size in bytes of the decoded content. */
  readonly size: number;
  /** The content as text; `null` when its bytes are not UTF-8 (a base64 data URL of a binary file). */
  readonly text: string | null;
  /** The declared MIME types: the form's `file_type`, and a data URL's own type when it has one. */
  readonly declaredTypes: readonly string[];
}

const STRICT_UTF8 = new TextDecoder('utf-8', { fatal: true });

/**
 * The attachment as sent to support: the form reads the file as text (app-shell §5) and sends it as is; a base64
 * data URL is decoded to its bytes, which must be UTF-8 to be read as text. It is forwarded as
 * {@link HELP_ATTACHMENT_MAIL_TYPE} under core's helpAttachmentForwardedName (a text extension, `.txt` added
 * otherwise), whatever its declared type and name: the service accepts only plain text.
 */
export function helpAttachmentOf(attachment: NonNullable<HelpRequestBody['attachment']>): DecodedHelpAttachment {
  const dataUrl = BASE64_DATA_URL.exec(attachment.file_content);
  const content = dataUrl ? Buffer.from((dataUrl[2] ?? '').replace(/\s+/g, ''), 'base64') : Buffer.from(attachment.file_content, 'utf8');
  let text: string | null = dataUrl ? null : attachment.file_content;
  if (dataUrl) {
    try {
      text = STRICT_UTF8.decode(content);
    } catch {
      text = null;
    }
  }
  return {
    filename: helpAttachmentForwardedName(oneLine(attachment.file_name) || 'piece-jointe'),
    content,
    contentType: HELP_ATTACHMENT_MAIL_TYPE,
    size: content.length,
    text,
    declaredTypes: [attachment.file_type, ...(dataUrl?.[1] === undefined ? [] : [dataUrl[1]])],
  };
}

export interface HelpRequestMailInput {
  readonly to: string;
  readonly body: HelpRequestBody;
  /** The account that sent it (trusted, unlike the form's contact fields). */
  readonly sender: UserRecord;
  /** The platform administrator behind a "connected as" session, if any. */
  readonly impersonatorId: number | null;
  readonly attachment: MailAttachment | null;
}

/** The mail to support (French): request type, message, the contact fields as typed, and the real account. */
export function helpRequestMail({ to, body, sender, impersonatorId, attachment }: HelpRequestMailInput): OutgoingMail {
  const type = HELP_REQUEST_TYPES.find((candidate) => candidate.code === body.request_type) ?? HELP_REQUEST_TYPES[0];
  const typeName = type ? translate(type.label) : body.request_type;
  const typed = (label: string, value: string | undefined) => `  ${label} : ${value === undefined ? '—' : oneLine(value)}`;
  const text = [
    `Type de demande : ${typeName}`,
    '',
    'Message :',
    body.message,
    '',
    'Coordonnées saisies dans le formulaire :',
    typed('Prénom', body.user_first_name),
    typed('Nom', body.user_last_name),
    typed('Organisation', body.organization_name),
    typed('Ligne directe', body.direct_phone),
    typed('E-mail', body.email),
    typed('Téléphone', body.phone),
    '',
    'Compte Cible :',
    `  Utilisateur n° ${sender.id} : ${sender.firstName} ${sender.lastName} <${sender.email}>`,
    `  Organisation n° ${sender.organizationId} : ${sender.organizationName}`,
    ...(impersonatorId === null ? [] : [`  Envoyé par l'administrateur n° ${impersonatorId} connecté en tant que cet utilisateur`]),
    ...(attachment === null ? [] : ['', `Pièce jointe : ${attachment.filename}`]),
  ].join('\n');
  const who = oneLine(`${sender.firstName} ${sender.lastName}`);
  return {
    to,
    replyTo: body.email ?? sender.email,
    subject: `[Cible] ${typeName} : ${who} (${oneLine(sender.organizationName)})`,
    text,
    ...(attachment === null ? {} : { attachments: [attachment] }),
  };
}
