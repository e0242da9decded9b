import * as z from 'zod/mini';

/** Issue message of a text holding a NUL character or a lone (unpaired) UTF-16 surrogate. */
export const TEXT_INVALID_CHARACTER = 'TEXT.INVALID_CHARACTER';

/**
 * A NUL, a high surrogate not followed by a low one, or a low surrogate not preceded by a high one. PostgreSQL
 * refuses the first in `text` (22021) and the others in `jsonb` (22P05); no screen can show them either.
 */
// eslint-disable-next-line no-control-regex -- the NUL is exactly what this expression looks for
const UNSAFE_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when a text holds no NUL and no lone UTF-16 surrogate (well-formed Unicode a database can store). */
export function isSafeText(text: string): boolean {
  return !UNSAFE_TEXT.test(text);
}

/** Every NUL and lone surrogate, for {@link toSafeText}. */
const UNSAFE_TEXT_ALL = new RegExp(UNSAFE_TEXT.source, 'g');

/**
 * A text with every NUL and lone surrogate replaced by U+FFFD (the replacement character): to echo a client's text
 * (a field name in a validation issue) in an answer that must itself be a safe text.
 */
export function toSafeText(text: string): string {
  return text.replace(UNSAFE_TEXT_ALL, '\ufffd');
}

/**
 * The check of every string of the contract: a NUL or a lone surrogate is an issue with the message
 * {@link TEXT_INVALID_CHARACTER}. One definition for both flavours of zod: `safeString()` (classic, chainable, in
 * api-primitives.ts) and {@link safeText} (zod/mini) are a string with this check.
 */
export const SAFE_TEXT_CHECK = z.refine<string>(isSafeText, { message: TEXT_INVALID_CHARACTER });

/**
 * The safe string in `zod/mini` (tree-shakable: what the web app's first route parses with, docs/performance.md):
 * `z.string()` with {@link SAFE_TEXT_CHECK}; further checks go through `.check(…)`
 * (`safeText().check(z.maxLength(100))`). The contract's other schemas use the classic `safeString()`.
 */
export function safeText(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).check(SAFE_TEXT_CHECK);
}
