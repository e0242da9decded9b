import { DomainFailure, TEST_SEND_SUBJECT_PREFIX } from '@cible/core';
import type { SequenceSendEmailTestBody } from '@cible/core';
import type { Database } from '../../db/database';
import { renderEmail } from '../../mail/content/render-email';
import type { AuthContext } from '../../security/auth-context';
import type { BatEmailsRepository } from '../bat-emails/bat-emails-repository';
import type { ConnectionsService } from '../connections/connections-service';
import type { MailboxSender } from '../template-test-send/mailbox-sender';
import type { TemplateTestSendRepository } from '../template-test-send/template-test-send-repository';
import { readableContact, sendTestsThroughMailbox, testAddressesOf } from '../template-test-send/template-test-send-service';

/** The test send of a sequence's e-mail step (POST /v1/sequence/sequences/{id}/send-email-test). */
export interface SequenceTestSendService {
  sendStepTest(auth: AuthContext, sequenceId: number, body: SequenceSendEmailTestBody): Promise<void>;
}

export interface SequenceTestSendDependencies {
  readonly db: Database;
  readonly repository: TemplateTestSendRepository;
  readonly batEmails: Pick<BatEmailsRepository, 'ownAddress' | 'list'>;
  readonly mailboxes: Pick<ConnectionsService, 'openMailbox' | 'markMailboxDisconnected'>;
  readonly sender: MailboxSender;
  /** The fixed unsubscribe link of test mails (no recipient's token, ADR 020). */
  readonly previewUnsubscribeUrl: string;
}

/**
 * Sends one e-mail step of a sequence of the caller's organisation as a test, exactly as the template test send does
 * (ADR 020, reusing its contact check, test addresses and mailbox send): rendered by renderEmail with the caller as
 * sender, his latest signature, for `contact_id` or with empty contact variables, subject prefixed "[TEST] ", to each
 * of his test addresses through his connected mailbox. A step of another sequence: 404; a task step: 400
 * SEQUENCE.NOT_EMAIL_STEP.
 */
export function createSequenceTestSendService(dependencies: SequenceTestSendDependencies): SequenceTestSendService {
  const { db, repository, batEmails } = dependencies;
  return {
    async sendStepTest(auth, sequenceId, body) {
      const owner = { userId: auth.user.id, organizationId: auth.user.organizationId };
      const [step] = await db.query<{ type_id: number; subject: string | null; html: string | null }>(
        `SELECT st.type_id, coalesce(st.email_subject, et.subject) AS subject, coalesce(st.email_html_content, et.html_content) AS html
         FROM sequence_steps st LEFT JOIN email_templates et ON et.id = st.template_id
         WHERE st.id = $1 AND st.sequence_id = $2 AND st.organization_id = $3`,
        [body.step_id, sequenceId, owner.organizationId],
      );
      if (!step) throw new DomainFailure('NOT_FOUND', 'No such step in this sequence.');
      if (step.type_id !== 2) throw new DomainFailure('SEQUENCE.NOT_EMAIL_STEP', 'Only an e-mail step can be sent as a test.');
      const contact = body.contact_id === undefined ? null : await readableContact(repository, auth, body.contact_id);
      const [senderNames, signature] = await Promise.all([repository.sender(owner), repository.latestSignature(owner)]);
      const rendered = renderEmail({
        template: { subject: step.subject ?? '', html_content: step.html ?? '' },
        contact,
        sender: senderNames,
        signature,
        unsubscribeUrl: dependencies.previewUnsubscribeUrl,
      });
      const addresses = await testAddressesOf(batEmails, owner, body.bat_email_id_list);
      const subject = `${TEST_SEND_SUBJECT_PREFIX}${rendered.subject}`;
      await sendTestsThroughMailbox(dependencies, owner.userId, addresses.map((to) => ({ to, subject, html: rendered.html, text: rendered.text })));
    },
  };
}
