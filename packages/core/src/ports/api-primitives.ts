import { z } from 'zod';
import { validatePassword } from '../validation/password-rule';
import { validatePhone } from '../validation/phone-rule';

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

/** A positive integer id. */
export const ApiIdSchema = z.number().int().min(1).max(PORT_LIMITS.maxId);

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
 * A phone number: the phone rule of validation (10+ characters among digits, space, plus, dot, hyphen; app-shell §5),
 * its error code as the issue message (`PHONE.TOO_SHORT`…); at most 30 characters.
 */
export const ApiPhoneSchema = z
  .string()
  .max(PORT_LIMITS.phone)
  .superRefine((phone, context) => {
    const checked = validatePhone(phone);
    if (!checked.ok) context.addIssue({ code: 'custom', message: checked.error.code });
  });

/**
 * A new password: the password rule of validation (8+ characters, lowercase, uppercase, digit; app-shell §5), its
 * error code as the issue message (`PASSWORD.TOO_SHORT`…); at most 128 characters.
 */
export const ApiNewPasswordSchema = z
  .string()
  .max(PORT_LIMITS.password)
  .superRefine((password, context) => {
    const checked = validatePassword(password);
    if (!checked.ok) context.addIssue({ code: 'custom', message: checked.error.code });
  });

/** A non-blank single-line name (trimmed), at most 255 characters. */
export const ApiNameSchema = z.string().trim().min(1).max(PORT_LIMITS.name);

/** A hexadecimal colour `#RRGGBB` (template tags). */
export const ApiColorSchema = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'COLOR.INVALID');

/** An HTML body (email, template, signature), at most 1 MiB of characters. */
export const ApiHtmlSchema = z.string().max(PORT_LIMITS.html);

/** A URL (http or https), at most 2048 characters. */
export const ApiUrlSchema = z.url({ protocol: /^https?$/ }).max(PORT_LIMITS.url);

/** An IANA time zone name such as `Europe/Paris`. */
export const ApiTimeZoneSchema = z.string().regex(/^[A-Za-z_]+(?:\/[A-Za-z0-9_+-]+){0,2}$/, 'TIMEZONE.INVALID').max(64);

/** A free JSON object (payloads the contract does not look into), at most 200 keys. */
export const ApiJsonObjectSchema = z
  .record(z.string().max(100), z.unknown())
  .refine((value) => Object.keys(value).length <= 200, 'JSON.TOO_MANY_KEYS');
