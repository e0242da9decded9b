import { DomainFailure, EMAIL_HTML_MAX_BYTES, EMAIL_HTML_TOO_LARGE, isEmailHtmlWithinSize } from '@cible/core';
import { sanitizeEmailHtml } from './sanitize-email-html';

/** Refuses a body part over core's EMAIL_HTML_MAX_BYTES (413 EMAIL.HTML_TOO_LARGE), naming the field. */
function checkSize(field: string, text: string): void {
  if (!isEmailHtmlWithinSize(text)) {
    throw new DomainFailure(EMAIL_HTML_TOO_LARGE, `The ${field} is over ${EMAIL_HTML_MAX_BYTES} bytes.`, {
      details: { field, max_bytes: EMAIL_HTML_MAX_BYTES },
    });
  }
}

/**
 * The HTML of an email body (template, signature) as it is stored: refused over core's size limit (before any
 * parsing), then sanitised (sanitizeEmailHtml, ADR 015).
 */
export function emailHtmlToStore(field: string, html: string): string {
  checkSize(field, html);
  return sanitizeEmailHtml(html);
}

/** The plain-text part of an email body as it is stored: the same size limit, no markup to clean (sent as text). */
export function emailPlainTextToStore(field: string, text: string | null): string | null {
  if (text !== null) checkSize(field, text);
  return text;
}
