import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkHelpAttachment,
  HELP_ATTACHMENT_PDF_WINDOW,
  HELP_ATTACHMENT_TEXT_EXTENSIONS,
  HELP_ATTACHMENT_TEXT_TYPES,
  helpAttachmentContentKind,
  helpAttachmentForwardedName,
  helpAttachmentTypeAgrees,
} from './help-request-attachment';
import type { HelpAttachmentContentKind } from './help-request-attachment';

/**
 * The oracle: the same decision written another way (one code unit at a time, no regular expression), so that the
 * property tests compare two independent readings of the rule.
 */
function oracleKind(content: string): HelpAttachmentContentKind {
  const text = content.charCodeAt(0) === 0xfeff ? content.slice(1) : content;
  for (let index = 0; index < text.length; index += 1) {
    const unit = text.charCodeAt(index);
    if (unit < 0x20 && unit !== 0x09 && unit !== 0x0a && unit !== 0x0d) return 'binary';
    if (unit >= 0x7f && unit <= 0x9f) return 'binary';
    if (unit === 0xfffd) return 'binary';
    if (unit >= 0xd800 && unit <= 0xdbff) {
      const next = text.charCodeAt(index + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        index += 1;
        continue;
      }
      return 'binary';
    }
    if (unit >= 0xdc00 && unit <= 0xdfff) return 'binary';
  }
  for (const signature of ['GIF87a', 'GIF89a', '{\\rt', '%!PS']) if (text.indexOf(signature) === 0) return 'binary';
  const pdf = text.indexOf('%PDF-');
  if (pdf !== -1 && pdf < 1024) return 'binary';
  let first = 0;
  while (first < text.length && ' \t\r\n'.includes(text.charAt(first))) first += 1;
  const opener = text.charAt(first);
  const next = text.charAt(first + 1);
  const isAsciiLetter = (char: string) => (char >= 'a' && char <= 'z') || (char >= 'A' && char <= 'Z');
  if (opener === '<' && next !== '' && (isAsciiLetter(next) || next === '!' || next === '?' || next === '/')) return 'markup';
  const rest = text.slice(first);
  if (rest.startsWith('#!') || rest.startsWith('<%') || rest.startsWith('#@~^')) return 'script';
  const afterEcho = rest.charAt(5);
  const isWordChar = (char: string) => isAsciiLetter(char) || (char >= '0' && char <= '9') || char === '_';
  if (rest.slice(0, 5).toLowerCase() === '@echo' && !isWordChar(afterEcho)) return 'script';
  return 'text';
}

/** Pieces that reach every branch: signatures, tag openers, controls, surrogates, blanks and ordinary text. */
const piece = fc.oneof(
  fc.constantFrom(
    '<', 'a', 'Z', '1', '/', '!', '?', '%', '#', '@', '{', '\\', '<svg', '<!DOCTYPE html>', '<?xml', '</', '<%', '#!', '#@~^', '#@~',
    '@echo', '@ECHO off', '@echoes', '%PDF-1.7', 'GIF89a', 'GIF87a', '{\\rtf1', '{\\rt', '%!PS-Adobe', 'MZ', '\uFEFF',
    ' ', '\t', '\n', '\r', '\r\n', '\u0000', '\u0007', '\u000B', '\u000C', '\u001B', '\u007F', '\u0085', '\u009F', '\u00A0',
    '\uFFFD', '\uFFFE', '\uD800', '\uDC00', '\uD83D\uDE00', 'é', 'ß', 'İ', '—', '“', 'x'.repeat(1020),
  ),
  fc.string({ unit: 'binary', maxLength: 6 }),
  fc.string({ unit: 'grapheme-ascii', maxLength: 12 }),
);
const content = fc.array(piece, { maxLength: 14 }).map((pieces) => pieces.join(''));

/** Text that is plain whatever it is prefixed with a letter: printable ASCII, accents, blanks, emoji. */
const plainText = fc
  .array(fc.oneof(fc.string({ unit: 'grapheme-ascii', maxLength: 20 }), fc.constantFrom('é', 'à', 'ç', 'œ', '€', '—', '😀', '\t', '\n', '\r\n', ' ')), { maxLength: 20 })
  .map((pieces) => `L${pieces.join('').replaceAll('%PDF-', '%PDF ')}`);

const forbidden = fc.oneof(
  fc.integer({ min: 0, max: 0x1f }).filter((unit) => unit !== 0x09 && unit !== 0x0a && unit !== 0x0d).map((unit) => String.fromCharCode(unit)),
  fc.integer({ min: 0x7f, max: 0x9f }).map((unit) => String.fromCharCode(unit)),
  fc.constantFrom('\uFFFD', '\uD800', '\uDBFF', '\uDC00', '\uDFFF'),
);

/** The bytes of an ASCII text. */
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** Bytes of real files as a browser reads them as text (UTF-8, each invalid byte becoming U+FFFD). */
const readAsText = (bytes: readonly number[]) => new TextDecoder('utf-8').decode(new Uint8Array(bytes));

describe('helpAttachmentContentKind', () => {
  it('agrees with the oracle on any content', () => {
    fc.assert(fc.property(content, (text) => helpAttachmentContentKind(text) === oracleKind(text)), { numRuns: 3000 });
  });

  it('accepts plain UTF-8 text: prose, CSV, logs with tabs and CRLF, a byte-order mark, an empty file', () => {
    fc.assert(fc.property(plainText, (text) => helpAttachmentContentKind(text) === 'text' && helpAttachmentContentKind(`\uFEFF${text}`) === 'text'));
    for (const text of [
      '',
      'Bonjour, la recherche rapide ne répond plus depuis ce matin.',
      'nom;prénom;société\r\nDupont;Élodie;Atlas Conseil\r\n',
      '2026-11-20T10:00:00Z\tERROR\tquick search timed out <after 2 s>\n',
      '<13>Nov 20 10:00:00 host app: syslog line',
      'MZ — ligne commençant par ces lettres',
      '  # titre Markdown\n- point',
      'Voir https://cible.test/page?x=1 ; prix < 10 €',
    ]) {
      expect(helpAttachmentContentKind(text), JSON.stringify(text.slice(0, 30))).toBe('text');
    }
  });

  it('refuses as binary any control character but tab, LF, CR, any U+FFFD and any lone surrogate, wherever it is', () => {
    fc.assert(
      fc.property(plainText, fc.nat(), forbidden, (text, at, char) => {
        const position = at % (text.length + 1);
        return helpAttachmentContentKind(text.slice(0, position) + char + text.slice(position)) === 'binary';
      }),
    );
  });

  it('refuses real binary files read as text: executables, archives, images, PDF, RTF', () => {
    const headers: Record<string, number[]> = {
      'MZ executable': [0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00],
      'Delphi executable': [0x4d, 0x5a, 0x50, 0x00, 0x02, 0x00],
      ELF: [0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00],
      'ZIP / docx / xlsx': [0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00],
      'Office 97': [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1],
      PNG: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
      JPEG: [0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46],
      WebP: [...ascii('RIFF'), 0x24, 0x00, 0x00, 0x00, ...ascii('WEBPVP8 ')],
      BMP: [0x42, 0x4d, 0x36, 0x00, 0x0c, 0x00],
      gzip: [0x1f, 0x8b, 0x08, 0x00],
      'UTF-16 text': [0xff, 0xfe, 0x42, 0x00, 0x6f, 0x00],
    };
    for (const [name, bytes] of Object.entries(headers)) {
      expect(helpAttachmentContentKind(readAsText([...bytes, ...ascii(' suite du fichier')])), name).toBe('binary');
    }
    for (const start of ['GIF89a', 'GIF87a', '{\\rtf1\\ansi', '{\\rt', '%!PS-Adobe-3.0', '%PDF-1.7\n%âãÏÓ', '\uFEFF%PDF-1.4']) {
      expect(helpAttachmentContentKind(`${start} texte lisible`), start).toBe('binary');
    }
    // A PDF reader looks for its signature in the first 1024 bytes.
    expect(helpAttachmentContentKind(`${'x'.repeat(HELP_ATTACHMENT_PDF_WINDOW - 1)}%PDF-1.7`)).toBe('binary');
    expect(helpAttachmentContentKind(`${'x'.repeat(HELP_ATTACHMENT_PDF_WINDOW)}%PDF-1.7`)).toBe('text');
  });

  it('refuses HTML, SVG and XML (a tag first, after blanks and a byte-order mark), with or without scripts', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('<html>', '<!DOCTYPE html>', '<!-- note -->', '<?xml version="1.0"?>', '<svg xmlns="http://www.w3.org/2000/svg">', '<SCRIPT>', '<a href=x>', '</p>', '<![CDATA['),
        fc.constantFrom('', ' ', '\n\n', '\t \r\n', '\uFEFF', '\uFEFF  '),
        plainText,
        (opener, blank, text) => helpAttachmentContentKind(`${blank}${opener}${text}`) === 'markup',
      ),
    );
    const svg = '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" onload="alert(document.cookie)"><script>fetch("//evil")</script></svg>';
    expect(helpAttachmentContentKind(svg)).toBe('markup');
    expect(helpAttachmentContentKind('\n  <svg><script>alert(1)</script></svg>')).toBe('markup');
  });

  it('refuses scripts that run as they are: shebang, Windows batch, server pages, encoded scripts', () => {
    for (const script of ['#!/bin/sh\nrm -rf ~', '  #!/usr/bin/env node', '@echo off\r\ndel /q C:\\*', '@ECHO OFF', '@echo', '<% Response.Write("x") %>', '#@~^AAAAAA==']) {
      expect(helpAttachmentContentKind(script), script).toBe('script');
    }
    expect(helpAttachmentContentKind('@echoes of the past')).toBe('text');
  });
});

describe('helpAttachmentTypeAgrees', () => {
  const caseOf = (text: string, upper: readonly boolean[]) =>
    [...text].map((char, index) => (upper[index % Math.max(upper.length, 1)] ? char.toUpperCase() : char)).join('');

  it('accepts the text types, whatever their case and parameters', () => {
    fc.assert(
      fc.property(fc.constantFrom(...HELP_ATTACHMENT_TEXT_TYPES), fc.array(fc.boolean(), { minLength: 1, maxLength: 8 }), fc.constantFrom('', '; charset=utf-8', ';charset=ISO-8859-1', ' ; header=present'), (type, upper, parameters) =>
        helpAttachmentTypeAgrees(`${caseOf(type, upper)}${type === '' ? '' : parameters}`),
      ),
    );
  });

  it('refuses every other type (oracle: membership of the essence)', () => {
    const essence = (type: string) => (type.split(';')[0] ?? '').trim().toLowerCase();
    fc.assert(fc.property(fc.string({ maxLength: 40 }), (type) => helpAttachmentTypeAgrees(type) === HELP_ATTACHMENT_TEXT_TYPES.includes(essence(type))));
    for (const type of ['text/html', 'image/svg+xml', 'application/xml', 'text/xml', 'text/javascript', 'application/x-msdownload', 'application/x-msdos-program', 'application/pdf', 'image/png', 'application/zip', 'application/x-sh']) {
      expect(helpAttachmentTypeAgrees(type), type).toBe(false);
    }
  });
});

describe('checkHelpAttachment', () => {
  it('accepts text with a text type, refuses by content first, then by declared type', () => {
    fc.assert(
      fc.property(content, fc.constantFrom('text/plain', 'text/csv', '', 'application/octet-stream', 'text/html', 'image/svg+xml', 'application/x-msdownload'), (file_content, file_type) => {
        const result = checkHelpAttachment({ file_content, file_type });
        const kind = oracleKind(file_content);
        if (kind !== 'text') return !result.ok && result.error.code === 'HELP.FILE_TYPE_NOT_ALLOWED' && result.error.details?.reason === kind;
        if (!helpAttachmentTypeAgrees(file_type)) return !result.ok && result.error.details?.reason === 'declared_type' && result.error.details.field === 'file_type';
        return result.ok;
      }),
    );
    expect(checkHelpAttachment({ file_content: 'bonjour', file_type: null })).toEqual({ ok: true, value: undefined });
    expect(checkHelpAttachment({ file_content: '<html><script>x</script>', file_type: 'text/plain' })).toEqual({
      ok: false,
      error: { code: 'HELP.FILE_TYPE_NOT_ALLOWED', details: { reason: 'markup', field: 'file_content' } },
    });
  });
});

describe('helpAttachmentForwardedName', () => {
  it('keeps a text extension and adds .txt to any other name', () => {
    const stem = fc.stringMatching(/^[A-Za-z0-9 _-]{1,12}$/);
    fc.assert(
      fc.property(stem, fc.constantFrom(...HELP_ATTACHMENT_TEXT_EXTENSIONS), fc.boolean(), (name, extension, upper) => {
        const file = `${name}.${upper ? extension.toUpperCase() : extension}`;
        return helpAttachmentForwardedName(file) === file;
      }),
    );
    fc.assert(
      fc.property(stem, fc.constantFrom('exe', 'html', 'svg', 'bat', 'js', 'ps1', 'txt.exe', 'pdf', ''), (name, extension) => {
        const file = extension === '' ? name : `${name}.${extension}`;
        return helpAttachmentForwardedName(file) === `${file}.txt`;
      }),
    );
    expect(helpAttachmentForwardedName('rapport.exe')).toBe('rapport.exe.txt');
    expect(helpAttachmentForwardedName('journal.LOG')).toBe('journal.LOG');
  });
});
