import fc from 'fast-check';
import type { z } from 'zod';
import { hostileArbitrary } from './hostile-arbitrary';

/** How many valid candidates are drawn; the smallest that the schema accepts is kept. */
const CANDIDATES = 60;

/**
 * An ordinary valid input for a zod schema (the input side: what travels in a URL or a JSON body), deterministic for a
 * given seed: candidates from the `valid` generator, the smallest one (as JSON) that the schema accepts; `undefined`
 * when none is found (the caller then sends the smallest candidate anyway and expects a 400 at worst).
 */
export function sampleInput(schema: z.ZodType, seed: number): unknown {
  const candidates = fc.sample(hostileArbitrary(schema, { mode: 'valid' }), { numRuns: CANDIDATES, seed });
  const size = (value: unknown) => (JSON.stringify(value) ?? '').length;
  const accepted = candidates.filter((candidate) => schema.safeParse(candidate).success).sort((a, b) => size(a) - size(b));
  return accepted[0] ?? candidates.sort((a, b) => size(a) - size(b))[0];
}
