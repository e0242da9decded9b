import { z } from 'zod';

/** A count: an integer, zero or more. */
export const CountSchema = z.number().int().min(0);

/** The shape of {@link counters}: one count per key. */
export type CountersShape<Key extends string> = { [K in Key]: typeof CountSchema };

/**
 * An object of counts, one per key, in the order given: `counters(['mail_sent', 'mail_opened'])` describes
 * `{ mail_sent: number, mail_opened: number }` (statistics of sequences, steps, campaigns; answers of bulk calls).
 */
export function counters<const Keys extends readonly string[]>(keys: Keys): z.ZodObject<CountersShape<Keys[number]>> {
  return z.object(Object.fromEntries(keys.map((key) => [key, CountSchema]))) as unknown as z.ZodObject<CountersShape<Keys[number]>>;
}
