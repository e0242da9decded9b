import { z } from 'zod';
import { validatePassword } from '../../validation/password-rule';
import { validatePhone } from '../../validation/phone-rule';
import { isSafeText, SAFE_TEXT_CHECK, TEXT_INVALID_CHARACTER } from './safe-text';

/**
 * Size bounds of the HTTP contract, so that a hostile payload is refused before it reaches a service.
 * Designed here (the spec gives only the task description 255 and the 3 MB attachment); see docs/rules/ports.md.
 */
export const PORT_LIMITS = {
  /** Largest id (PostgreSQL `integer`). */
  maxId: 2_147_483_647,
  /** Names, titles, subjects, labels. */
  name: 255,
  /** Email addresses (RFC 5321 path limit). */
  email: 254,
  /** Passwords (bcrypt/argon inputs stay short). */
  password: 128,
  /** Phone numbers. */
  phone: 30,
  /** Short free texts: comments, search text. */
  shortText: 1_000,
  /** Long free texts: support messages, plain-text bodies. */
  longText: 20_000,
  /** HTML bodies of emails, templates and signatures (1 MiB of characters). */
  html: 1_048_576,
  /** URLs. */
  url: 2_048,
  /** JWT and opaque tokens. */
  token: 4_096,
  /** Ids in one list sent by a client (bulk imports of contacts included). */
  idList: 50_000,
  /** Items of a small list (test addresses, steps, filters). */
  smallList: 100,
  /** Page size of list calls. */
  pageLimit: 1_000,
  /** Largest offset of a paged call. */
  maxOffset: 1_000_000,
} as const;

// The safe-text rule (NUL and lone surrogates refused) is in safe-text.ts, zod/mini only, so that the first route can
// use it without zod classic; it is re-exported here, where the contract has always found it.
export { isSafeText, SAFE_TEXT_CHECK, safeText, TEXT_INVALID_CHARACTER, toSafeText } from './safe-text';

/**
 * The string of the contract: every string of core's schemas is built from it (`z.string()` is refused by the lint
 * outside this file, where it serves only as the key of a record checked by hand). It refuses a NUL and a lone surrogate with the issue message {@link TEXT_INVALID_CHARACTER}
 * and chains like `z.string()` (`safeString().trim().min(1).max(255)`).
 */
export function safeString(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).check(SAFE_TEXT_CHECK);
}

/** Deepest nesting of a free JSON object (the object itself is depth 1). */
export const JSON_MAX_DEPTH = 32;

/** Issue message of a free JSON object nested deeper than {@link JSON_MAX_DEPTH}. */
export const JSON_TOO_DEEP = 'JSON.TOO_DEEP';

/**
 * Checks every key and every string of a free JSON value at any depth: the first bad text (NUL, lone surrogate) or
 * a nesting deeper than {@link JSON_MAX_DEPTH} gives one issue at its path. Stops at the first issue, so a hostile
 * payload costs one walk.
 */
function checkJsonValue(value: unknown, depth: number, path: (string | number)[]): { message: string; path: (string | number)[] } | null {
  if (typeof value === 'string') return isSafeText(value) ? null : { message: TEXT_INVALID_CHARACTER, path };
  if (value === null || typeof value !== 'object') return null;
  if (depth > JSON_MAX_DEPTH) return { message: JSON_TOO_DEEP, path };
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index += 1) {
      const found = checkJsonValue(value[index], depth + 1, [...path, index]);
      if (found) return found;
    }
    return null;
  }
  for (const [key, item] of Object.entries(value)) {
    if (!isSafeText(key)) return { message: TEXT_INVALID_CHARACTER, path: [...path, key] };
    const found = checkJsonValue(item, depth + 1, [...path, key]);
    if (found) return found;
  }
  return null;
}

/** A positive integer id. */
export const ApiIdSchema = z.number().int().min(1).max(PORT_LIMITS.maxId);

/** An id in an answer: a positive integer (answers are not bounded like requests: the database's ids are). */
export const ResponseIdSchema = z.number().int().min(1);

/** A list of positive integer ids, at most `max` items (default {@link PORT_LIMITS.idList}). */
export function apiIdList(max: number = PORT_LIMITS.idList) {
  return z.array(ApiIdSchema).max(max);
}

/** An ISO 8601 instant with `Z` or an offset: `2025-01-10T09:00:00.000Z`. */
export const ApiDateTimeSchema = z.iso.datetime({ offset: true });

/** An ISO 8601 calendar date: `2025-01-10`. */
export const ApiDateSchema = z.iso.date();

/** A date or an instant (fields the spec calls "date" without saying which). */
export const ApiDateOrDateTimeSchema = z.union([ApiDateSchema, ApiDateTimeSchema]);

/** An email address, at most 254 characters. */
export const ApiEmailSchema = z.email().max(PORT_LIMITS.email);

/**
 * A phone number: the phone rule of validation (10+ characters among digits, space, plus, dot, hyphen;
 * `validatePhone`), its error code as the issue message (`PHONE.TOO_SHORT`…); at most 30 characters.
 */
export const ApiPhoneSchema = safeString()
  .max(PORT_LIMITS.phone)
  .superRefine((phone, context) => {
    const checked = validatePhone(phone);
    if (!checked.ok) context.addIssue({ code: 'custom', message: checked.error.code });
  });

/**
 * A new password: the password rule of validation (8+ characters, lowercase, uppercase, digit; `validatePassword`), its
 * error code as the issue message (`PASSWORD.TOO_SHORT`…); at most 128 characters.
 */
export const ApiNewPasswordSchema = safeString()
  .max(PORT_LIMITS.password)
  .superRefine((password, context) => {
    const checked = validatePassword(password);
    if (!checked.ok) context.addIssue({ code: 'custom', message: checked.error.code });
  });

/** A non-blank single-line name (trimmed), at most 255 characters. */
export const ApiNameSchema = safeString().trim().min(1).max(PORT_LIMITS.name);

/** A hexadecimal colour `#RRGGBB` (template tags). */
export const ApiColorSchema = safeString().regex(/^#[0-9a-fA-F]{6}$/, 'COLOR.INVALID');

/** An HTML body (email, template, signature), at most 1 MiB of characters. */
export const ApiHtmlSchema = safeString().max(PORT_LIMITS.html);

/** A URL (http or https), at most 2048 characters. */
export const ApiUrlSchema = z
  .url({ protocol: /^https?$/ })
  .max(PORT_LIMITS.url)
  .refine(isSafeText, { message: TEXT_INVALID_CHARACTER });

/** An IANA time zone name such as `Europe/Paris`. */
export const ApiTimeZoneSchema = safeString().regex(/^[A-Za-z_]+(?:\/[A-Za-z0-9_+-]+){0,2}$/, 'TIMEZONE.INVALID').max(64);

/**
 * A free JSON object (payloads the contract does not look into), at most 200 keys of at most 100 characters; its keys
 * and strings at any depth are safe texts ({@link isSafeText}) and it nests at most {@link JSON_MAX_DEPTH} deep.
 */
export const ApiJsonObjectSchema = z
  .record(z.string(), z.unknown())
  .refine((value) => Object.keys(value).length <= 200, 'JSON.TOO_MANY_KEYS')
  .superRefine((value, context) => {
    const longKey = Object.keys(value).find((key) => key.length > 100);
    if (longKey !== undefined) {
      context.addIssue({ code: 'custom', message: 'JSON.KEY_TOO_LONG', path: [longKey], input: value });
      return;
    }
    const found = checkJsonValue(value, 1, []);
    if (found) context.addIssue({ code: 'custom', message: found.message, path: found.path, input: value });
  });
