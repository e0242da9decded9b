import { HELP_REQUEST_TYPES, helpAttachmentForwardedName, text, translate } from '@cible/core';
import type { HelpRequestBody, TextKeysUnder, TextParam } from '@cible/core';
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
 * The attachment as sent to support: the form reads the file as text (docs/rules/session-formatting-validation.md
 * "Help attachments") and sends it as is; a base64 data URL is decoded to its bytes, which must be UTF-8 to be read as
 * text. It is forwarded as {@link HELP_ATTACHMENT_MAIL_TYPE} under core's helpAttachmentForwardedName (a text
 * extension, `.txt` added otherwise), whatever its declared type and name: the service accepts only plain text.
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

/** The mail to support (French, core's texts `mail.helpRequest.*`): request type, message, the contact fields as typed, and the real account. */
export function helpRequestMail({ to, body, sender, impersonatorId, attachment }: HelpRequestMailInput): OutgoingMail {
  const say = (key: TextKeysUnder<'mail.helpRequest'>, params?: Readonly<Record<string, TextParam>>) => translate(text(`mail.helpRequest.${key}`, params));
  const type = HELP_REQUEST_TYPES.find((candidate) => candidate.code === body.request_type) ?? HELP_REQUEST_TYPES[0];
  const typeName = type ? translate(type.label) : body.request_type;
  const typed = (label: TextKeysUnder<'mail.helpRequest.fields'>, value: string | undefined) =>
    `  ${say('field', { label: text(`mail.helpRequest.fields.${label}`), value: value === undefined ? say('notTyped') : oneLine(value) })}`;
  const mailText = [
    say('requestType', { type: typeName }),
    '',
    say('message'),
    body.message,
    '',
    say('typedDetails'),
    typed('firstName', body.user_first_name),
    typed('lastName', body.user_last_name),
    typed('organization', body.organization_name),
    typed('directPhone', body.direct_phone),
    typed('email', body.email),
    typed('phone', body.phone),
    '',
    say('account'),
    `  ${say('user', { id: String(sender.id), name: `${sender.firstName} ${sender.lastName}`, email: sender.email })}`,
    `  ${say('organization', { id: String(sender.organizationId), name: sender.organizationName })}`,
    ...(impersonatorId === null ? [] : [`  ${say('impersonated', { id: String(impersonatorId) })}`]),
    ...(attachment === null ? [] : ['', say('attachment', { name: attachment.filename })]),
  ].join('\n');
  const who = oneLine(`${sender.firstName} ${sender.lastName}`);
  return {
    to,
    replyTo: body.email ?? sender.email,
    subject: say('subject', { type: typeName, who, organization: oneLine(sender.organizationName) }),
    text: mailText,
    ...(attachment === null ? {} : { attachments: [attachment] }),
  };
}
