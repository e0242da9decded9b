import { createFileRoute } from '@tanstack/react-router';
import { SupportInboxPage } from '../../features/support-chat/inbox/SupportInboxPage';

/** /support/inbox: the support staff's inbox of the support chat (platform administrators; docs/support-chat.md). */
export const Route = createFileRoute('/_authenticated/support/inbox')({ component: SupportInboxPage });
