import { ApiIdSchema, ApiJsonObjectSchema, ApiNameSchema, ApiPhoneSchema, isSafeText, PathIdSchema, queryInt, queryIntList, safeString, toSafeText } from '@cible/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { hostileArbitrary, ONE_MB } from './hostile-arbitrary';

/** A body schema with one of each kind the contract uses. */
const SAMPLE_SCHEMA = z
  .object({
    name: ApiNameSchema,
    code: safeString().regex(/^[A-Z]{2}\d{3}$/),
    email: z.email().max(254),
    day: z.iso.date(),
    at: z.iso.datetime({ offset: true }),
    site: z.url({ protocol: /^https?$/ }),
    count: z.number().int().min(1).max(10),
    ratio: z.number().min(0).max(1),
    flag: z.boolean(),
    kind: z.enum(['a', 'b']),
    fixed: z.literal(3),
    ids: z.array(ApiIdSchema).max(3),
    choice: z.union([z.number().int().min(5).max(6), safeString().max(2)]),
    page: queryInt(1, 100),
    list: queryIntList(5, 1, 9),
    phone: ApiPhoneSchema.nullable().optional(),
    payload: ApiJsonObjectSchema.optional(),
    defaulted: z.number().int().min(0).max(3).default(1),
  })
  .strict();

const sample = <T>(arbitrary: fc.Arbitrary<T>, count: number) => fc.sample(arbitrary, { numRuns: count, seed: 42 });

/** Generating thousands of values with 1 MB texts and large lists takes seconds. */
const SLOW = 60_000;

describe('hostileArbitrary: values of a schema input shape, built from the schema itself', () => {
  it('valid mode: values each field accepts (formats, patterns, bounds, unions, pipes, defaults)', () => {
    const values = sample(hostileArbitrary(SAMPLE_SCHEMA, { mode: 'valid' }), 300) as Record<string, unknown>[];
    for (const [key, schema] of Object.entries(SAMPLE_SCHEMA.shape)) {
      const present = values.filter((value) => value[key] !== undefined);
      const accepted = present.filter((value) => (schema as z.ZodType).safeParse(value[key]).success).length;
      // The phone rule and the free object's key length are refinements the generator cannot read: most values pass.
      const least = key === 'phone' || key === 'payload' ? 0.5 : 1;
      expect(accepted / present.length, key).toBeGreaterThanOrEqual(least);
    }
    for (const value of values) {
      for (const key of ['name', 'code', 'email', 'day', 'at', 'site', 'count', 'ratio', 'flag', 'kind', 'fixed', 'ids', 'choice', 'page', 'list']) {
        expect(value, key).toHaveProperty(key);
      }
      expect(Object.keys(value).every((key) => key in SAMPLE_SCHEMA.shape)).toBe(true);
    }
    expect(values.filter((value) => SAMPLE_SCHEMA.safeParse(value).success).length / values.length).toBeGreaterThan(0.3);
  }, SLOW);

  it('valid mode: reaches the bounds (the longest name, both ends of a range, the largest list)', () => {
    const values = sample(hostileArbitrary(SAMPLE_SCHEMA, { mode: 'valid' }), 300) as { name: string; count: number; ids: number[] }[];
    expect(values.some((value) => value.name.length === 255)).toBe(true);
    expect(new Set(values.map((value) => value.count))).toEqual(new Set([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]));
    expect(values.some((value) => value.ids.length === 3)).toBe(true);
    expect(values.some((value) => /['"%\\]/.test(value.name))).toBe(true);
  }, SLOW);

  it('offers the known ids for positive integers', () => {
    const values = sample(hostileArbitrary(z.object({ id: ApiIdSchema }), { mode: 'valid', knownIds: [424_242] }), 200) as { id: number }[];
    expect(values.filter((value) => value.id === 424_242).length).toBeGreaterThan(20);
  }, SLOW);

  it('a path id (union of a number and a digit text, piped into a bounded integer) is valid in valid mode', () => {
    const values = sample(hostileArbitrary(PathIdSchema, { mode: 'valid' }), 300);
    expect(values.filter((value) => PathIdSchema.safeParse(value).success).length).toBeGreaterThan(280);
  }, SLOW);

  it('hostile mode: NUL, lone surrogates, 1 MB texts, out-of-range numbers, wrong types, too many items, deep JSON', () => {
    const values = sample(hostileArbitrary(SAMPLE_SCHEMA, { mode: 'hostile' }), 1_500) as Record<string, unknown>[];
    const names = values.map((value) => value.name);
    expect(names.some((name) => typeof name === 'string' && name.includes('\u0000'))).toBe(true);
    expect(names.some((name) => typeof name === 'string' && !name.includes('\u0000') && !isSafeText(name))).toBe(true);
    expect(names.some((name) => typeof name === 'string' && name.length >= ONE_MB)).toBe(true);
    expect(names.some((name) => typeof name !== 'string')).toBe(true);
    const counts = values.map((value) => value.count);
    expect(counts.some((count) => typeof count === 'number' && count > 2_147_483_647)).toBe(true);
    expect(counts.some((count) => typeof count === 'number' && !Number.isInteger(count))).toBe(true);
    expect(counts.some((count) => count === -1)).toBe(true);
    expect(values.some((value) => Array.isArray(value.ids) && value.ids.length === 4)).toBe(true);
    expect(values.some((value) => 'is_admin' in value || 'organization_id' in value)).toBe(true);
    const depthOf = (value: unknown): number =>
      value !== null && typeof value === 'object' ? 1 + Math.max(0, ...Object.values(value as object).map(depthOf)) : 0;
    expect(values.some((value) => value.payload !== undefined && depthOf(value.payload) > 32)).toBe(true);
    expect(values.filter((value) => SAMPLE_SCHEMA.safeParse(value).success).length).toBeLessThan(values.length / 2);
  }, SLOW);

  it('sprinkled mode: a NUL or lone surrogate inside an otherwise valid text, the other fields valid', () => {
    const schema = z.object({ name: ApiNameSchema, comment: safeString().max(1_000), count: z.number().int().min(1).max(10) }).strict();
    const values = sample(hostileArbitrary(schema, { mode: 'sprinkled' }), 400) as { name: unknown; comment: unknown; count: unknown }[];
    const sneaky = values.filter((value) => typeof value.name === 'string' && !isSafeText(value.name));
    expect(sneaky.length).toBeGreaterThan(30);
    // Only the character: the text would pass every other check of the field.
    for (const value of sneaky) expect(ApiNameSchema.safeParse(toSafeText(value.name as string).replaceAll('\ufffd', 'x')).success).toBe(true);
    expect(sneaky.filter((value) => schema.safeParse({ ...value, name: 'ok' }).success).length).toBeGreaterThan(sneaky.length / 3);
    expect(values.filter((value) => schema.safeParse(value).success).length).toBeGreaterThan(values.length / 3);
  }, SLOW);

  it('keeps the object shape in hostile mode: the required keys are always there', () => {
    const values = sample(hostileArbitrary(SAMPLE_SCHEMA, { mode: 'hostile' }), 300) as Record<string, unknown>[];
    for (const value of values) expect(value).toHaveProperty('name');
  }, SLOW);
});
