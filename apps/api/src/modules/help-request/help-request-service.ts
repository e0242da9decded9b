import { HELP_ATTACHMENT_MAX_BYTES } from '@cible/core';
import type { HelpRequestBody } from '@cible/core';
import type { Logger } from 'pino';
import type { Mailer } from '../../mail/mailer';
import type { AuthContext } from '../../security/auth-context';
import { ApiError } from '../../server/api-error';
import type { UsersRepository } from '../users/users-repository';
import { helpAttachmentOf, helpRequestMail } from './help-request-mail';

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
 * The help form (app-shell §2.8, §3, §5): a mail to the support mailbox with the fields and the attachment (at most
 * 3 MB, `HELP.FILE_TOO_LARGE`), sent before answering so that a mail failure is reported (503
 * `INTEGRATION.UNAVAILABLE`) rather than lost.
 */
export function createHelpRequestService({ mailer, users, supportMailbox, logger }: HelpRequestServiceDependencies): HelpRequestService {
  return {
    async send(auth, body) {
      const sender = await users.findUser({ organizationId: auth.user.organizationId }, auth.user.id);
      if (!sender) throw new ApiError(401, 'AUTH.TOKEN_INVALID', 'The session token is invalid.');
      const attachment = body.attachment ? helpAttachmentOf(body.attachment) : null;
      if (attachment && attachment.size > HELP_ATTACHMENT_MAX_BYTES) {
        throw ApiError.fromDomain(400, 'HELP.FILE_TOO_LARGE', 'The attachment is larger than 3 MB.', {
          issues: [{ path: ['attachment', 'file_content'], message: 'HELP.FILE_TOO_LARGE' }],
          details: { max_bytes: HELP_ATTACHMENT_MAX_BYTES },
        });
      }
      const mail = helpRequestMail({
        to: supportMailbox,
        body,
        sender,
        impersonatorId: auth.impersonator?.id ?? null,
        attachment: attachment && { filename: attachment.filename, content: attachment.content, contentType: attachment.contentType ?? 'application/octet-stream' },
      });
      try {
        await mailer.send(mail);
      } catch (error) {
        logger.error({ err: error, userId: sender.id }, 'help request mail could not be sent');
        throw new ApiError(503, 'INTEGRATION.UNAVAILABLE', 'The message could not be sent; try again later.');
      }
    },
  };
}
