import { z } from 'zod';
import { safeString } from './api-primitives';

/**
 * Query-string fields of the ports. A URL carries strings: each helper accepts the typed value (client side,
 * serialised by `serializeEndpointQuery`) or its string form (server side), and outputs the typed value.
 * Lists travel comma-separated (`1,2,3`); repeated keys (`?a=1&a=2`, an array of strings) are accepted too.
 */

const INTEGER_TEXT = /^-?\d{1,15}$/;

/** An integer query field within [min, max]. */
export function queryInt(min: number, max: number) {
  return z
    .union([z.number(), safeString().trim().regex(INTEGER_TEXT, 'not an integer').transform(Number)])
    .pipe(z.number().int().min(min).max(max));
}

/** A boolean query field: `true`/`false` (or `1`/`0`) as text. */
export function queryBoolean() {
  return z.union([
    z.boolean(),
    z.enum(['true', 'false', '1', '0']).transform((text) => text === 'true' || text === '1'),
  ]);
}

/** A free-text query field, trimmed, at most `max` characters. */
export function queryText(max: number) {
  return safeString().trim().max(max);
}

/** Splits a comma-separated list (or joins repeated keys), dropping empty items. */
function splitList(value: string | readonly string[]): string[] {
  const parts = typeof value === 'string' ? value.split(',') : value.flatMap((item) => item.split(','));
  return parts.map((part) => part.trim()).filter((part) => part !== '');
}

/** A list of integers within [min, max], at most `maxItems` items. */
export function queryIntList(maxItems: number, min: number, max: number) {
  const item = z.number().int().min(min).max(max);
  return z
    .union([
      z.array(z.number()),
      z.union([safeString().max(maxItems * 17), z.array(safeString().max(17)).max(maxItems)]).transform((value, context) => {
        const numbers: number[] = [];
        for (const part of splitList(value)) {
          if (!INTEGER_TEXT.test(part)) {
            context.issues.push({ code: 'custom', message: 'not an integer list', input: value });
            return z.NEVER;
          }
          numbers.push(Number(part));
        }
        return numbers;
      }),
    ])
    .pipe(z.array(item).max(maxItems));
}

/** A list of values of an enumeration, at most `maxItems` items. */
export function queryEnumList<const Values extends readonly [string, ...string[]]>(values: Values, maxItems: number) {
  const item = z.enum(values);
  return z
    .union([
      z.array(safeString()),
      safeString().max(maxItems * 64).transform((value) => splitList(value)),
    ])
    .pipe(z.array(item).max(maxItems));
}

/** A list of short texts (each at most `maxLength`), at most `maxItems` items. */
export function queryTextList(maxItems: number, maxLength: number) {
  return z
    .union([
      z.array(safeString()),
      safeString().max(maxItems * (maxLength + 1)).transform((value) => splitList(value)),
    ])
    .pipe(z.array(safeString().min(1).max(maxLength)).max(maxItems));
}
