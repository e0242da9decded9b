import { createFileRoute } from '@tanstack/react-router';
import { SignatureGeneratorPage } from '../../features/signature-generator/SignatureGeneratorPage';

/** /email-signature-generator: a signature made from a form (docs/adr/019-signature-preview-and-generator.md). */
export const Route = createFileRoute('/_authenticated/email-signature-generator')({ component: SignatureGeneratorPage });
