/**
 * Largest HTML body of an email template or signature, in UTF-8 bytes: 512 KiB (designed, ADR 015). Mail providers
 * clip messages much smaller (Gmail at 102 KiB); the limit only keeps a pasted document or a hostile payload out.
 */
export const EMAIL_HTML_MAX_BYTES = 512 * 1024;

/** The error code of a body over {@link EMAIL_HTML_MAX_BYTES} (the API answers 413). */
export const EMAIL_HTML_TOO_LARGE = 'EMAIL.HTML_TOO_LARGE';

/**
 * Whether an email body's HTML fits `maxBytes` (default {@link EMAIL_HTML_MAX_BYTES}) encoded in UTF-8, as stored and
 * sent; a lone surrogate counts as the 3 bytes of U+FFFD. Counts without encoding and stops at the first byte over.
 * @rule design · an email body's HTML is at most 512 KiB of UTF-8
 */
export function isEmailHtmlWithinSize(html: string, maxBytes: number = EMAIL_HTML_MAX_BYTES): boolean {
  if (html.length > maxBytes) return false;
  let bytes = 0;
  for (let index = 0; index < html.length; index += 1) {
    const unit = html.charCodeAt(index);
    if (unit < 0x80) bytes += 1;
    else if (unit < 0x800) bytes += 2;
    else if (unit >= 0xd800 && unit <= 0xdbff && index + 1 < html.length && isLowSurrogate(html.charCodeAt(index + 1))) {
      bytes += 4;
      index += 1;
    } else bytes += 3;
    if (bytes > maxBytes) return false;
  }
  return true;
}

const isLowSurrogate = (unit: number): boolean => unit >= 0xdc00 && unit <= 0xdfff;
