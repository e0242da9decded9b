import { createFileRoute } from '@tanstack/react-router';
import { LinkedinConnectionPage } from '../../../features/linkedin-connection/LinkedinConnectionPage';

/**
 * /personal-space/linkedin-connection (beta: alpha and beta testers): the LinkedIn connection's page, honest about
 * the connector this build lacks (docs/adr/019-signature-preview-and-generator.md).
 */
export const Route = createFileRoute('/_authenticated/personal-space/linkedin-connection')({ component: LinkedinConnectionPage });
