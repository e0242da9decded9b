import fc from 'fast-check';
import type { z } from 'zod';

/**
 * fast-check arbitraries built from a zod 4 schema, by walking its definition (`schema._zod.def`): values of the
 * schema's INPUT shape (what travels in a URL or a JSON body: the `in` side of a pipe), whose leaves are either
 * valid but extreme (the bounds, the longest text, quotes, emoji, the largest list) or hostile (NUL, lone surrogates,
 * 1 MB texts, numbers out of range, the wrong type, deep nesting).
 */

/** What the walk may produce. */
export interface HostileOptions {
  /**
   * `valid`: every leaf within the schema's checks (extreme values only), so that the request reaches the service;
   * `sprinkled`: valid leaves with a sneaky one here and there (one in five: a NUL or a lone surrogate inside a valid
   * text, a number out of range), so that a hostile value the checks let through reaches the service; `hostile`: valid and hostile leaves half and half, wrong
   * types and unknown fields.
   */
  readonly mode: 'valid' | 'sprinkled' | 'hostile';
  /** Ids that exist in the database (users, organisations, companies…), offered for positive integers. */
  readonly knownIds?: readonly number[];
}

/** One megabyte of text, in code units (the HTTP body limit is about one megabyte). */
export const ONE_MB = 1_048_576;

/** Largest JSON text of a generated list (a list of 1 MB texts stops at a few of them). */
const MAX_LIST_TEXT = 3 * ONE_MB;

/** Texts that break things: NUL, lone surrogates, SQL and template syntax, control and direction characters. */
export const HOSTILE_TEXTS: readonly string[] = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udc00',
  '\udfff\ud800',
  "'; DROP TABLE users; --",
  "' OR '1'='1",
  '%',
  '_%\\',
  '\\',
  '"',
  '${7*7}{{7*7}}',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '\u202e\u200b\ufeff',
  'NaN',
  'Infinity',
  '-1',
  '1e309',
  '0x10',
  '9'.repeat(40),
  'null',
  '__proto__',
  'constructor',
  '',
  ' ',
  '\t\r\n',
];

/** Well-formed characters that are still awkward: quotes, wildcards, accents, emoji (a surrogate pair), RTL. */
const AWKWARD_CHARACTERS = ["'", '"', '%', '_', '\\', 'é', 'ß', 'Ω', '😀', '\u202e', '\u00a0', 'a', 'Z', '0', ' ', ',', '/', '?', '#', '&', '='];

/**
 * Ordinary texts that satisfy the common rules a pattern cannot tell (password and phone rules, emails, URLs, time
 * zones, colours, dates): offered to every text in `valid` mode, kept when the schema accepts them.
 */
const PLAUSIBLE_TEXTS = [
  'Secret123',
  'Zz9-Awkward%_Value',
  '01 23 45 67 89',
  '+33 6 12 34 56 78',
  'jean.dupont@exemple.fr',
  'https://exemple.fr/chemin?q=1',
  'Europe/Paris',
  '#1A2B3C',
  '2025-01-10',
  '2025-01-10T09:00:00.000Z',
  "Société Générale d'Ébénisterie",
  'a',
];

/** Numbers that break things: beyond int32 and safe integers, fractions, the edges of doubles. */
export const HOSTILE_NUMBERS: readonly number[] = [
  -1,
  0,
  -0,
  0.5,
  1.5,
  -2_147_483_649,
  2_147_483_647,
  2_147_483_648,
  Number.MAX_SAFE_INTEGER,
  Number.MAX_SAFE_INTEGER + 2,
  1e21,
  1e308,
  -1e308,
  5e-324,
];

/** A value of another type than expected. */
const WRONG_TYPE = fc.constantFrom<unknown>(null, true, false, 0, -1, '', 'x', [], {}, [null], { a: 1 });

/**
 * The texts {@link repeatTo} built, by unit and length: the longest valid texts (up to a megabyte) are drawn again and
 * again, and building them anew took a quarter of the generation time of the fuzz test.
 */
const repeated = new Map<string, string>();

/** A text of `length` code units made of `unit` (a surrogate pair counts two; never cut in half). */
function repeatTo(unit: string, length: number): string {
  if (length <= 0) return '';
  const key = `${length} ${unit}`;
  const known = repeated.get(key);
  if (known !== undefined) return known;
  const text = unit.repeat(Math.ceil(length / unit.length));
  const cut = text.slice(0, length);
  const last = cut.charCodeAt(cut.length - 1);
  const result = last >= 0xd800 && last <= 0xdbff ? `${cut.slice(0, -1)}x` : cut;
  // Only the long ones are worth keeping (hostileText draws short ones of every length up to 5 000: they would fill the map for little).
  if (length >= 10_000) repeated.set(key, result);
  return result;
}

/** Hostile texts, 1 MB ones included (of ASCII, and of two-byte characters: 2 MB of UTF-8). */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...HOSTILE_TEXTS), weight: 8 },
  { arbitrary: fc.constantFrom(repeatTo('x', ONE_MB), repeatTo('é', ONE_MB), `${repeatTo('a', ONE_MB - 1)}\u0000`), weight: 1 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 20 }), weight: 3 },
  { arbitrary: fc.integer({ min: 1, max: 5_000 }).map((length) => repeatTo("'%😀", length)), weight: 1 },
);

/**
 * JSON nested `depth` levels deep (objects and arrays alternating), its innermost value a hostile text: beyond the
 * depth the contract allows, and deep enough to blow a recursive walker.
 */
export function deepJson(depth: number, leaf: unknown = 'deep'): unknown {
  let value: unknown = leaf;
  for (let level = 0; level < depth; level += 1) value = level % 2 === 0 ? { k: value } : [value];
  return value;
}

/** Free JSON: ordinary values, very deep ones, hostile keys and texts, many keys. */
const hostileJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.constantFrom(deepJson(40), deepJson(2_000), deepJson(5, '\u0000')),
  fc.dictionary(fc.oneof(hostileText.filter((key) => key.length < 200), fc.string()), fc.oneof(hostileText, fc.integer()), { maxKeys: 4 }),
  fc.constant(Object.fromEntries(Array.from({ length: 250 }, (_, index) => [`k${index}`, index]))),
);

type Def = {
  type: string;
  checks?: { _zod: { def: Record<string, unknown> } }[];
  [key: string]: unknown;
};

const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The length and pattern checks of a string schema (its own format included: `z.email()`, `z.iso.date()`…). */
function stringChecks(def: Def): { min: number; max: number; patterns: RegExp[]; format: string | undefined } {
  let min = 0;
  let max = Number.POSITIVE_INFINITY;
  const patterns: RegExp[] = [];
  let format = typeof def.format === 'string' ? def.format : undefined;
  if (def.pattern instanceof RegExp) patterns.push(def.pattern);
  for (const check of def.checks ?? []) {
    const checkDef = check._zod.def;
    if (checkDef.check === 'min_length') min = Math.max(min, Number(checkDef.minimum));
    if (checkDef.check === 'max_length') max = Math.min(max, Number(checkDef.maximum));
    if (checkDef.check === 'length_equals') min = max = Number(checkDef.length);
    if (checkDef.check === 'string_format') {
      if (checkDef.pattern instanceof RegExp) patterns.push(checkDef.pattern);
      if (checkDef.format !== 'regex') format ??= String(checkDef.format);
    }
  }
  return { min, max, patterns, format };
}

/** The bounds of a number schema. */
function numberChecks(def: Def): { min: number; max: number; integer: boolean } {
  let min = -Number.MAX_VALUE;
  let max = Number.MAX_VALUE;
  let integer = false;
  for (const check of def.checks ?? []) {
    const checkDef = check._zod.def;
    if (checkDef.check === 'number_format') {
      integer = String(checkDef.format).includes('int');
      if (checkDef.format === 'int32') [min, max] = [Math.max(min, -2_147_483_648), Math.min(max, 2_147_483_647)];
      if (checkDef.format === 'safeint') [min, max] = [Math.max(min, Number.MIN_SAFE_INTEGER), Math.min(max, Number.MAX_SAFE_INTEGER)];
    }
    const value = Number(checkDef.value);
    if (checkDef.check === 'greater_than') min = Math.max(min, checkDef.inclusive ? value : value + (integer ? 1 : Number.EPSILON));
    if (checkDef.check === 'less_than') max = Math.min(max, checkDef.inclusive ? value : value - (integer ? 1 : Number.EPSILON));
  }
  if (integer) [min, max] = [Math.max(Math.ceil(min), Number.MIN_SAFE_INTEGER), Math.min(Math.floor(max), Number.MAX_SAFE_INTEGER)];
  return { min, max, integer };
}

/**
 * Valid texts of a string schema: its format or pattern, or awkward characters; the shortest and longest allowed.
 * `formatted` is the format's or pattern's own generator, when there is one.
 */
function validText(def: Def): { text: fc.Arbitrary<string>; formatted: fc.Arbitrary<string> | undefined } {
  const { min, max, patterns, format } = stringChecks(def);
  const fits = (text: string) => text.length >= min && text.length <= max && patterns.every((pattern) => pattern.test(text));
  const longest = Math.min(max, ONE_MB);
  const sources: fc.Arbitrary<string>[] = [
    fc.array(fc.constantFrom(...AWKWARD_CHARACTERS), { minLength: min, maxLength: Math.max(min, Math.min(longest, 40)) }).map((units) => units.join('')),
    fc.constantFrom(...AWKWARD_CHARACTERS).map((unit) => repeatTo(unit, Number.isFinite(longest) ? longest : 10_000)),
    fc.constantFrom(...PLAUSIBLE_TEXTS),
    fc.constantFrom(...PLAUSIBLE_TEXTS),
    fc.constantFrom(...PLAUSIBLE_TEXTS),
    fc.constant(repeatTo('a', min)),
  ];
  let formatted: fc.Arbitrary<string> | undefined;
  // An e-mail from zod's own pattern (fast-check's addresses use characters zod refuses).
  if (format === 'email' && patterns[0]) formatted = fc.stringMatching(patterns[0]);
  else if (format === 'email') formatted = fc.emailAddress();
  else if (format === 'url') formatted = fc.webUrl({ validSchemes: ['http', 'https'] });
  else if (format === 'datetime') formatted = fc.date({ min: new Date('1900-01-01'), max: new Date('2200-01-01'), noInvalidDate: true }).map((date) => date.toISOString());
  else if (format === 'date') formatted = fc.date({ min: new Date('0001-01-01'), max: new Date('9999-12-31'), noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10));
  // stringMatching refuses the `i` flag; a text matching the pattern as written matches it case-insensitively too.
  else if (patterns[0]) formatted = fc.stringMatching(new RegExp(patterns[0].source, patterns[0].flags.replace('i', '')));
  if (formatted) sources.push(formatted, formatted, formatted, formatted);
  const base = fc.oneof(...sources);
  // A text the generator could not fit in the bounds is still sent: a (hostile) refusal case.
  return { text: base.map((text) => (fits(text) ? text : text.length > max ? text.slice(0, max) : text)), formatted };
}

/** Valid numbers of a number schema: the bounds, small values, known ids, anything in between. */
function validNumber(def: Def, knownIds: readonly number[]): fc.Arbitrary<number> {
  const { min, max, integer } = numberChecks(def);
  const inRange = (value: number) => value >= min && value <= max;
  const edges = [min, max, 0, 1, min + 1, max - 1].filter((value) => inRange(value) && (!integer || Number.isInteger(value)));
  const known = knownIds.filter(inRange);
  const options: fc.Arbitrary<number>[] = [integer ? fc.integer({ min: Math.max(min, -1e9), max: Math.min(max, 1e9) }) : fc.double({ min, max, noNaN: true, noDefaultInfinity: true })];
  if (edges.length > 0) options.push(fc.constantFrom(...edges));
  if (known.length > 0) options.push(fc.constantFrom(...known), fc.constantFrom(...known));
  return fc.oneof(...options);
}

/** Candidates drawn per leaf in `valid` mode: the first the schema accepts is kept. */
const CANDIDATES = 5;

/**
 * In `valid` mode, draws a few candidates and keeps the first that `schema` accepts (the first one otherwise): the
 * generator knows the checks it can read (bounds, patterns) but not the refinements (password rule, phone rule).
 */
function preferValid(arbitrary: fc.Arbitrary<unknown>, schema: z.ZodType, fallback?: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  const accepts = (value: unknown) => schema.safeParse(value).success;
  return fc
    .tuple(fc.array(arbitrary, { minLength: CANDIDATES, maxLength: CANDIDATES }), fallback ?? fc.constant(undefined))
    .map(([candidates, last]) => candidates.find(accepts) ?? (last !== undefined && accepts(last) ? last : candidates[0]));
}

/**
 * Mixes a valid arbitrary with hostile ones: valid 3 : hostile of the same type 2 : wrong type 1; in `sprinkled` mode
 * valid 4 : sneaky 1, a sneaky value being one that passes every other check (a NUL inside an ordinary text).
 */
function mix<T>(valid: fc.Arbitrary<T>, hostile: fc.Arbitrary<unknown>, options: HostileOptions, sneaky: fc.Arbitrary<unknown> = hostile): fc.Arbitrary<unknown> {
  if (options.mode === 'valid') return valid;
  if (options.mode === 'sprinkled') return fc.oneof({ arbitrary: valid, weight: 4 }, { arbitrary: sneaky, weight: 1 });
  return fc.oneof({ arbitrary: valid, weight: 3 }, { arbitrary: hostile, weight: 2 }, { arbitrary: WRONG_TYPE, weight: 1 });
}

const MAX_DEPTH = 20;

/** Whether an object key may be left out (optional, or with a default). */
function isOptional(schema: z.ZodType): boolean {
  const optin = (schema as unknown as { _zod: { optin?: string } })._zod.optin;
  return optin === 'optional' || optin === 'defaulted';
}

/**
 * An arbitrary of the input shape of `schema`. Supports what the contract uses (object, string and its formats,
 * number, boolean, enum, literal, null, array, union, pipe, transform, optional, nullable, default, catch, record,
 * unknown) and a few more; anything else gives hostile scalars.
 */
export function hostileArbitrary(schema: z.ZodType, options: HostileOptions, depth = 0): fc.Arbitrary<unknown> {
  const knownIds = options.knownIds ?? [];
  const def = defOf(schema);
  const inner = (child: unknown) => hostileArbitrary(child as z.ZodType, options, depth + 1);
  if (depth > MAX_DEPTH) return fc.constant(null);
  switch (def.type) {
    case 'string': {
      const { text, formatted } = validText(def);
      const valid = preferValid(text, schema, formatted);
      // One character of a valid text replaced by a NUL or a lone surrogate: every other check still passes.
      const sneaky = fc.tuple(valid, fc.constantFrom('\u0000', '\ud800', '\udfff'), fc.nat()).map(([value, bad, at]) => {
        const textValue = String(value);
        const index = textValue.length === 0 ? 0 : at % textValue.length;
        return `${textValue.slice(0, index)}${bad}${textValue.slice(index + 1)}`;
      });
      return mix(valid, hostileText, options, sneaky);
    }
    case 'number':
    case 'int':
      return mix(preferValid(validNumber(def, knownIds), schema), fc.constantFrom(...HOSTILE_NUMBERS), options);
    case 'bigint':
      return mix(fc.bigInt().map(String), fc.constantFrom(...HOSTILE_NUMBERS), options);
    case 'boolean':
      return mix(fc.boolean(), fc.constantFrom('true', 'false', 1, 0), options);
    case 'enum': {
      const values = Object.values(def.entries as Record<string, string | number>);
      return mix(fc.constantFrom(...values), hostileText, options);
    }
    case 'literal':
      return mix(fc.constantFrom(...(def.values as unknown[])), hostileText, options);
    case 'null':
      return mix(fc.constant(null), hostileText, options);
    case 'undefined':
    case 'void':
      return fc.constant(undefined);
    case 'object': {
      const shape = def.shape as Record<string, z.ZodType>;
      const arbitraries: Record<string, fc.Arbitrary<unknown>> = {};
      const requiredKeys: string[] = [];
      for (const [key, child] of Object.entries(shape)) {
        arbitraries[key] = inner(child);
        if (!isOptional(child)) requiredKeys.push(key);
      }
      const record = fc.record(arbitraries, { requiredKeys });
      if (options.mode !== 'hostile') return record;
      // Sometimes an unknown field more (strict objects refuse it).
      const extra = fc.oneof({ arbitrary: fc.constant(null), weight: 6 }, { arbitrary: fc.constantFrom('is_admin', 'organization_id', 'id', 'role'), weight: 1 });
      return fc.tuple(record, extra).map(([value, key]) => (key === null ? value : { ...value, [key]: 1 }));
    }
    case 'array': {
      const element = inner(def.element);
      let min = 0;
      let max = 10_000;
      for (const check of def.checks ?? []) {
        const checkDef = check._zod.def;
        if (checkDef.check === 'min_length') min = Number(checkDef.minimum);
        if (checkDef.check === 'max_length') max = Math.min(max, Number(checkDef.maximum));
        if (checkDef.check === 'length_equals') min = max = Number(checkDef.length);
      }
      const few = fc.array(element, { minLength: min, maxLength: Math.max(min, Math.min(max, 4)) });
      // The largest list allowed, of one repeated element (a generated list of 50 000 would be slow to build); of big
      // elements, only as many as make a few megabytes (past the body limit already).
      const repeated = (count: number) =>
        element.map((item) => Array.from({ length: Math.min(count, Math.ceil(MAX_LIST_TEXT / ((JSON.stringify(item) ?? '').length + 1))) }, () => item));
      const largest = repeated(max);
      const valid = fc.oneof({ arbitrary: few, weight: 5 }, { arbitrary: largest, weight: 1 });
      const tooMany = repeated(max + 1);
      return mix(valid, fc.oneof(tooMany, fc.constant([])), options);
    }
    case 'tuple':
      return fc.tuple(...(def.items as z.ZodType[]).map(inner));
    case 'union':
      return fc.oneof(...(def.options as z.ZodType[]).map(inner));
    case 'intersection':
      return fc.tuple(inner(def.left), inner(def.right)).map(([left, right]) =>
        left !== null && right !== null && typeof left === 'object' && typeof right === 'object' ? { ...left, ...right } : left,
      );
    case 'pipe':
      // The input side is what travels; in `valid` and `sprinkled` modes the output side (when it is no transform) offers values the
      // whole pipe accepts more often (`queryInt`: any number in, a bounded integer out).
      if (options.mode !== 'hostile' && defOf(def.out as z.ZodType).type !== 'transform') {
        return preferValid(fc.oneof(inner(def.in), inner(def.out)), schema, inner(def.out));
      }
      return inner(def.in);
    case 'optional':
      return fc.option(inner(def.innerType), { nil: undefined, freq: 4 });
    case 'default':
    case 'prefault':
      return fc.option(inner(def.innerType), { nil: undefined, freq: 4 });
    case 'nullable':
      return fc.option(inner(def.innerType), { nil: null, freq: 4 });
    case 'catch':
    case 'readonly':
    case 'nonoptional':
    case 'success':
      return inner(def.innerType);
    case 'lazy':
      return inner((def.getter as () => z.ZodType)());
    case 'record': {
      const entries = fc.dictionary(inner(def.keyType).map(String), inner(def.valueType), { maxKeys: 4 });
      return options.mode !== 'hostile' ? preferValid(entries, schema) : fc.oneof(entries, hostileJson.filter((value) => value !== null && typeof value === 'object' && !Array.isArray(value)));
    }
    case 'unknown':
    case 'any':
      if (options.mode === 'valid') return fc.jsonValue({ maxDepth: 3 });
      return options.mode === 'sprinkled' ? fc.oneof({ arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 6 }, { arbitrary: hostileJson, weight: 1 }) : hostileJson;
    case 'transform':
    default:
      return fc.oneof(hostileText, fc.constantFrom(...HOSTILE_NUMBERS), WRONG_TYPE);
  }
}
