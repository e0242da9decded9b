import * as z from 'zod/mini';

/**
 * The search params of /sequence-details/{id}: `step_position` (a number, the spec's numeric parameter) opens that
 * step; anything else is dropped and an unreadable value reads as none. zod/mini: the route's URL check is part of the
 * first route (docs/performance.md, first-route budget).
 */
export const SequenceDetailsSearchSchema = z.object({
  step_position: z.catch(z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100))), undefined),
});
export type SequenceDetailsSearch = z.infer<typeof SequenceDetailsSearchSchema>;
