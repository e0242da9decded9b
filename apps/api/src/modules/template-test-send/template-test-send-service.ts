import { DATA_BLURRED_CODE, DomainFailure, pageAccessFor, TEST_SEND_SUBJECT_PREFIX } from '@cible/core';
import type { TemplatePreviewBody, TemplatePreviewResponse, TemplateTestSendBody, TemplateTestSendResponse } from '@cible/core';
import { renderEmail, type RenderedEmail } from '../../mail/content/render-email';
import type { AuthContext } from '../../security/auth-context';
import type { BatEmailsRepository } from '../bat-emails/bat-emails-repository';
import type { ConnectionsService } from '../connections/connections-service';
import type { TemplatesRepository } from '../templates/templates-repository';
import type { MailboxMessage, MailboxSender } from './mailbox-sender';
import type { TemplateContact, TemplateTestSendRepository, TestSendOwner } from './template-test-send-repository';

export interface TemplateTestSendService {
  preview(auth: AuthContext, templateId: number, body: TemplatePreviewBody): Promise<TemplatePreviewResponse>;
  sendTest(auth: AuthContext, templateId: number, body: TemplateTestSendBody): Promise<TemplateTestSendResponse>;
}

export interface TemplateTestSendDependencies {
  readonly repository: TemplateTestSendRepository;
  readonly templates: Pick<TemplatesRepository, 'find'>;
  readonly batEmails: Pick<BatEmailsRepository, 'ownAddress' | 'list'>;
  readonly mailboxes: Pick<ConnectionsService, 'openMailbox' | 'markMailboxDisconnected'>;
  readonly sender: MailboxSender;
  /** The unsubscribe link of previews and test mails: a fixed page, no recipient's token (ADR 020). */
  readonly previewUnsubscribeUrl: string;
}

const notFound = (what: string) => new DomainFailure('NOT_FOUND', `No such ${what}.`);

/** A contact the caller's licence may read in full: unknown 404, blurred 403 DATA.BLURRED (core's page rule). */
export async function readableContact(repository: Pick<TemplateTestSendRepository, 'contact'>, auth: AuthContext, contactId: number): Promise<TemplateContact> {
  const contact = await repository.contact(contactId);
  if (contact === null) throw notFound('contact');
  if (pageAccessFor(auth.user.access.licenceId, contact) === 'blurred') {
    throw new DomainFailure(DATA_BLURRED_CODE, 'Your licence does not give access to this contact.');
  }
  return contact;
}

/** The test addresses of the ids (0 = own), each once, in the order given; an id that is not the caller's: 404. */
export async function testAddressesOf(batEmails: Pick<BatEmailsRepository, 'ownAddress' | 'list'>, owner: TestSendOwner, ids: readonly number[]): Promise<string[]> {
  const own = await batEmails.ownAddress(owner);
  if (own === null) throw notFound('user');
  const stored = new Map((await batEmails.list(owner)).map((address) => [address.id, address.email]));
  const addresses = [...new Set(ids)].map((id) => {
    const address = id === 0 ? own : stored.get(id);
    if (address === undefined) throw notFound('test address');
    return address;
  });
  return [...new Map(addresses.map((address) => [address.toLowerCase(), address])).values()];
}

/**
 * Sends test mails through the user's connected mailbox (409 MAILBOX.NOT_CONNECTED without one); a refused SMTP login
 * marks the mailbox disconnected (the user is notified) before the failure is rethrown. Answers how many were sent.
 */
export async function sendTestsThroughMailbox(
  through: {
    readonly repository: Pick<TemplateTestSendRepository, 'mailboxConnected'>;
    readonly mailboxes: Pick<ConnectionsService, 'openMailbox' | 'markMailboxDisconnected'>;
    readonly sender: MailboxSender;
  },
  userId: number,
  messages: readonly MailboxMessage[],
): Promise<number> {
  const mailbox = (await through.repository.mailboxConnected(userId)) ? await through.mailboxes.openMailbox(userId) : null;
  if (mailbox === null) throw new DomainFailure('MAILBOX.NOT_CONNECTED', 'Connect your mailbox to send a test.');
  try {
    return await through.sender.send(mailbox, messages);
  } catch (error) {
    // The stored password no longer works: the mailbox is lost until reconnected (the user is notified).
    if (error instanceof DomainFailure && error.code === 'MAILBOX.SMTP_AUTH_FAILED') {
      await through.mailboxes.markMailboxDisconnected(userId, 'SMTP authentication refused during a test send');
    }
    throw error;
  }
}

const ownerOf = (auth: AuthContext): TestSendOwner => ({ userId: auth.user.id, organizationId: auth.user.organizationId });

/**
 * Preview of a template for a contact of the data and test send through the caller's connected mailbox (ADR 020,
 * docs/api.md "Templates, signatures, test addresses"). Both render with the one `renderEmail` (ADR 016): the caller
 * as sender, his most recent signature, the fixed preview unsubscribe link.
 */
export function createTemplateTestSendService(dependencies: TemplateTestSendDependencies): TemplateTestSendService {
  const { repository, templates, batEmails, mailboxes, sender } = dependencies;


  const render = async (auth: AuthContext, templateId: number, contactId: number | undefined): Promise<RenderedEmail> => {
    const owner = ownerOf(auth);
    const template = await templates.find(owner, templateId);
    if (template === null) throw notFound('template');
    const contact = contactId === undefined ? null : await readableContact(repository, auth, contactId);
    const [senderNames, signature] = await Promise.all([repository.sender(owner), repository.latestSignature(owner)]);
    return renderEmail({
      template,
      contact,
      sender: senderNames,
      signature,
      unsubscribeUrl: dependencies.previewUnsubscribeUrl,
    });
  };


  return {
    async preview(auth, templateId, body) {
      const rendered = await render(auth, templateId, body.contact_id);
      return {
        subject: rendered.subject,
        html: rendered.html,
        text: rendered.text,
        missing_variable_list: [...rendered.missingVariables],
        unknown_variable_list: [...rendered.unknownVariables],
      };
    },

    async sendTest(auth, templateId, body) {
      const owner = ownerOf(auth);
      const rendered = await render(auth, templateId, body.contact_id);
      const addresses = await testAddressesOf(batEmails, owner, body.bat_email_id_list);
      const subject = `${TEST_SEND_SUBJECT_PREFIX}${rendered.subject}`;
      const sentCount = await sendTestsThroughMailbox(
        { repository, mailboxes, sender },
        owner.userId,
        addresses.map((to) => ({ to, subject, html: rendered.html, text: rendered.text })),
      );
      return { sent_count: sentCount };
    },
  };
}
