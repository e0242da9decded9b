import styles from './Signatures.module.css';

export interface SignaturePreviewProps {
  /** The whole preview document (signaturePreviewDocument: sanitised HTML under a restrictive policy). */
  document: string;
  /** The frame's accessible name. */
  title: string;
  size?: 'sm' | 'md';
}

/**
 * A signature's preview: a frame with an empty `sandbox` (unique origin, no script, no form, no navigation of the
 * app) whose document is given whole by `srcdoc`; the signature's HTML never enters the app's DOM
 * (docs/adr/019-signature-preview-and-generator.md).
 */
export function SignaturePreview({ document, title, size = 'md' }: SignaturePreviewProps) {
  return <iframe sandbox="" srcDoc={document} title={title} className={size === 'sm' ? styles.previewSmall : styles.preview} referrerPolicy="no-referrer" />;
}
