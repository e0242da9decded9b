import * as z from 'zod/mini';

/**
 * The search params of /sequence-details/{id}: `step_position` (a number, the spec's numeric parameter) opens that
 * step; anything else is ignored and an unreadable value reads as none (`.catch`).
 */
export const SequenceDetailsSearchSchema = z.object({
  step_position: z.catch(z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100))), undefined),
});
export type SequenceDetailsSearch = z.infer<typeof SequenceDetailsSearchSchema>;

/** The step position a search asks for, or null (read in the lazy page, not in the route table). */
export function stepPositionOf(search: unknown): number | null {
  const parsed = SequenceDetailsSearchSchema.safeParse(search ?? {});
  return parsed.success ? (parsed.data.step_position ?? null) : null;
}
