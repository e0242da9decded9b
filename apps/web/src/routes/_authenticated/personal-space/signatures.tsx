import { createFileRoute } from '@tanstack/react-router';
import { SignaturesPage } from '../../../features/signatures/SignaturesPage';

/** /personal-space/signatures: the user's email signatures (docs/adr/019-signature-preview-and-generator.md). */
export const Route = createFileRoute('/_authenticated/personal-space/signatures')({ component: SignaturesPage });
