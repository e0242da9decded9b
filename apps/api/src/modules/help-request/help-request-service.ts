import { checkHelpAttachment, DomainFailure, HELP_ATTACHMENT_MAX_BYTES, mayRequestHelpType } from '@cible/core';
import type { HelpRequestBody } from '@cible/core';
import type { Logger } from 'pino';
import type { Mailer } from '../../mail/mailer';
import type { AuthContext } from '../../security/auth-context';
import type { UsersRepository } from '../users/users-repository';
import { helpAttachmentOf, helpRequestMail } from './help-request-mail';
import type { DecodedHelpAttachment } from './help-request-mail';

export interface HelpRequestServiceDependencies {
  readonly mailer: Mailer;
  readonly users: UsersRepository;
  /** SUPPORT_MAILBOX. */
  readonly supportMailbox: string;
  readonly logger: Logger;
}

export interface HelpRequestService {
  send(auth: AuthContext, body: HelpRequestBody): Promise<void>;
}

/**
 * Refuses an attachment that is not plain UTF-8 text or whose declared types (the form's, a data URL's) do not agree
 * with text: core's checkHelpAttachment on the decoded content, `400 HELP.FILE_TYPE_NOT_ALLOWED` with
 * `details.reason` (`binary`, `markup`, `script`, `declared_type`). The contract already judged the content as sent;
 * this judges what a base64 data URL decodes to.
 */
function assertTextAttachment(attachment: DecodedHelpAttachment): void {
  const refusal = (reason: string, field: string) =>
    new DomainFailure('HELP.FILE_TYPE_NOT_ALLOWED', 'The attachment must be a plain text file (UTF-8).', {
      issues: [{ path: ['attachment', field], message: 'HELP.FILE_TYPE_NOT_ALLOWED' }],
      details: { reason },
    });
  if (attachment.text === null) throw refusal('binary', 'file_content');
  for (const fileType of attachment.declaredTypes) {
    const checked = checkHelpAttachment({ file_content: attachment.text, file_type: fileType });
    if (!checked.ok) throw refusal(String(checked.error.details?.reason), String(checked.error.details?.field));
  }
}

/**
 * The help form (docs/rules/session-formatting-validation.md "Help form", "Help attachments"): a mail to the support
 * mailbox with the fields and the attachment (at most 3 MB, `HELP.FILE_TOO_LARGE`; plain text only,
 * `HELP.FILE_TYPE_NOT_ALLOWED`, forwarded as text/plain under a text extension), sent before answering so that a mail
 * failure is reported (503 `INTEGRATION.UNAVAILABLE`) rather than lost.
 */
export function createHelpRequestService({ mailer, users, supportMailbox, logger }: HelpRequestServiceDependencies): HelpRequestService {
  return {
    async send(auth, body) {
      if (!mayRequestHelpType(auth.ability, { code: body.request_type })) {
        throw new DomainFailure('AUTH.FORBIDDEN', 'Your licence does not include this service request.', {
          details: { subject: 'REQUEST_HELP', action: 'read' },
        });
      }
      const sender = await users.findUser({ organizationId: auth.user.organizationId }, auth.user.id);
      if (!sender) throw new DomainFailure('AUTH.TOKEN_INVALID', 'The session token is invalid.');
      const attachment = body.attachment ? helpAttachmentOf(body.attachment) : null;
      if (attachment && attachment.size > HELP_ATTACHMENT_MAX_BYTES) {
        throw new DomainFailure('HELP.FILE_TOO_LARGE', 'The attachment is larger than 3 MB.', {
          issues: [{ path: ['attachment', 'file_content'], message: 'HELP.FILE_TOO_LARGE' }],
          details: { max_bytes: HELP_ATTACHMENT_MAX_BYTES },
        });
      }
      if (attachment) assertTextAttachment(attachment);
      const mail = helpRequestMail({
        to: supportMailbox,
        body,
        sender,
        impersonatorId: auth.impersonator?.id ?? null,
        attachment: attachment && { filename: attachment.filename, content: attachment.content, contentType: attachment.contentType },
      });
      try {
        await mailer.send(mail);
      } catch (error) {
        logger.error({ err: error, userId: sender.id }, 'help request mail could not be sent');
        throw new DomainFailure('INTEGRATION.UNAVAILABLE', 'The message could not be sent; try again later.');
      }
    },
  };
}
