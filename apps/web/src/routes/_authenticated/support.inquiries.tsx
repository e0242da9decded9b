import { createFileRoute } from '@tanstack/react-router';
import { InquiryOperatorPage } from '../../features/inquiries/operator/InquiryOperatorPage';

/**
 * /support/inquiries (designed, ADR 026): the support staff's inquiry desk, every organisation's customer inquiries and
 * their status changes, for the platform administrators only (core's `platformAdminOnly` route).
 */
export const Route = createFileRoute('/_authenticated/support/inquiries')({ component: InquiryOperatorPage });
