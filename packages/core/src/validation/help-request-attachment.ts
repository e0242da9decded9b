import type { Result } from '../shared/domain-error';
import { fail, ok } from '../shared/domain-error';

/**
 * What the content of a help attachment is, judged on its decoded text (never on its name or declared type):
 * `text` (plain text, CSV, log…: the only kind accepted), `binary` (a character no text file holds, or the signature of
 * a binary format), `markup` (HTML, SVG, XML) or `script` (a text that runs: shebang, batch, server page).
 */
export type HelpAttachmentContentKind = 'text' | 'binary' | 'markup' | 'script';

/** Why an attachment is refused: its content's kind, or a declared type that does not agree with text. */
export type HelpAttachmentRefusal = Exclude<HelpAttachmentContentKind, 'text'> | 'declared_type';

export type HelpAttachmentErrorCode = 'HELP.FILE_TYPE_NOT_ALLOWED';

/**
 * Characters a text file does not hold: the C0 controls but tab, line feed and carriage return (NUL among them),
 * DEL, the C1 controls, U+FFFD (what a browser reading a file as UTF-8 puts for each byte that is not UTF-8: a
 * binary file, or a text in another encoding) and lone UTF-16 surrogates (no UTF-8 encodes them).
 */
// eslint-disable-next-line no-control-regex -- control characters are exactly what this expression looks for
const NOT_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\uFFFD]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Signatures of binary formats whose first bytes are printable, at the very start (after a byte-order mark): GIF,
 * RTF (Word opens anything from `{\rt`), PostScript. Other formats (MZ executables, ELF, ZIP and Office files, PNG,
 * JPEG, WebP, BMP…) hold a control byte or a non-UTF-8 byte within their first bytes: {@link NOT_TEXT} refuses them.
 */
const BINARY_PREFIXES = ['GIF87a', 'GIF89a', '{\\rt', '%!PS'] as const;

/** A PDF reader finds `%PDF-` anywhere in a file's first 1024 bytes. */
const PDF_SIGNATURE = '%PDF-';
export const HELP_ATTACHMENT_PDF_WINDOW = 1024;

/** Blank characters skipped before sniffing for markup or a script (as browsers do). */
const LEADING_BLANK = /^[\t\n\r ]*/;

/** The text opens a tag: `<` followed by a letter, `!` (doctype, comment, CDATA), `?` (XML, PHP) or `/`. */
const MARKUP_START = /^<[A-Za-z!?/]/;

/** Starts of a text that an interpreter runs: shebang, Windows batch, ASP/JSP page, encoded Windows script. */
const SCRIPT_START = /^(?:#!|<%|@echo\b|#@~\^)/i;

/**
 * The kind of a help attachment's content, its decoded text (the spec reads the attachment as text:
 * docs/rules/session-formatting-validation.md "Help attachments"). Decided in this order: a character no text holds or
 * a binary signature → `binary`; after a byte-order mark and blanks, a tag → `markup`; a script start → `script`;
 * otherwise `text`. An empty file is text.
 * @rule app-shell §5 · help attachment content: plain UTF-8 text only (no control character, binary signature, markup or script)
 */
export function helpAttachmentContentKind(content: string): HelpAttachmentContentKind {
  const body = content.startsWith('\uFEFF') ? content.slice(1) : content;
  if (NOT_TEXT.test(body)) return 'binary';
  if (BINARY_PREFIXES.some((prefix) => body.startsWith(prefix))) return 'binary';
  if (body.slice(0, HELP_ATTACHMENT_PDF_WINDOW + PDF_SIGNATURE.length - 1).includes(PDF_SIGNATURE)) return 'binary';
  const start = body.replace(LEADING_BLANK, '');
  if (MARKUP_START.test(start)) return 'markup';
  if (SCRIPT_START.test(start)) return 'script';
  return 'text';
}

/**
 * The declared MIME types (the browser's `File.type`, from the file's extension) that agree with a text content:
 * none or unknown (`application/octet-stream`, what the form sends when the browser gives none), plain text, CSV
 * (Windows names it `application/vnd.ms-excel`), TSV, logs, Markdown, JSON.
 */
export const HELP_ATTACHMENT_TEXT_TYPES: readonly string[] = [
  '',
  'application/octet-stream',
  'text/plain',
  'text/csv',
  'text/x-csv',
  'application/csv',
  'application/vnd.ms-excel',
  'text/tab-separated-values',
  'text/x-log',
  'text/markdown',
  'text/x-markdown',
  'application/json',
];

/**
 * Whether a declared MIME type agrees with a text content: its essence (lower case, parameters such as `charset`
 * dropped) is one of {@link HELP_ATTACHMENT_TEXT_TYPES}. HTML, SVG, XML, scripts, executables, images, PDF… do not.
 * @rule app-shell §5 · help attachment declared type must agree with a text content
 */
export function helpAttachmentTypeAgrees(fileType: string): boolean {
  const essence = (fileType.split(';')[0] ?? '').trim().toLowerCase();
  return HELP_ATTACHMENT_TEXT_TYPES.includes(essence);
}

/**
 * Accepts a help attachment whose content is text ({@link helpAttachmentContentKind}) and whose declared type
 * agrees ({@link helpAttachmentTypeAgrees}); otherwise `HELP.FILE_TYPE_NOT_ALLOWED` with `details.reason` (the
 * content's kind, checked first, or `declared_type`) and `details.field` (`file_content` or `file_type`).
 * @rule app-shell §5 · help attachment allowed by content (text), not by name; refused with HELP.FILE_TYPE_NOT_ALLOWED
 */
export function checkHelpAttachment(attachment: {
  readonly file_content: string;
  readonly file_type?: string | null;
}): Result<void, HelpAttachmentErrorCode> {
  const kind = helpAttachmentContentKind(attachment.file_content);
  if (kind !== 'text') return fail('HELP.FILE_TYPE_NOT_ALLOWED', { reason: kind, field: 'file_content' });
  if (!helpAttachmentTypeAgrees(attachment.file_type ?? '')) {
    return fail('HELP.FILE_TYPE_NOT_ALLOWED', { reason: 'declared_type' satisfies HelpAttachmentRefusal, field: 'file_type' });
  }
  return ok(undefined);
}

/** Extensions a text attachment keeps when it is forwarded to support. */
export const HELP_ATTACHMENT_TEXT_EXTENSIONS: readonly string[] = ['txt', 'csv', 'tsv', 'log', 'md', 'json'];

/**
 * The name an accepted attachment is forwarded under: its own when it ends with a text extension
 * ({@link HELP_ATTACHMENT_TEXT_EXTENSIONS}, any case), else with `.txt` added (`rapport.exe` → `rapport.exe.txt`), so
 * that opening it at support never runs it whatever its name claimed.
 * @rule app-shell §5 · help attachment forwarded under a text extension
 */
export function helpAttachmentForwardedName(fileName: string): string {
  const extension = /\.([^./\\]+)$/.exec(fileName)?.[1]?.toLowerCase();
  return extension !== undefined && HELP_ATTACHMENT_TEXT_EXTENSIONS.includes(extension) ? fileName : `${fileName}.txt`;
}
