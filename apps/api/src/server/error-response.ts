import { z } from 'zod';

/**
 * The body of every error answer of the API: a stable machine `code` (`VALIDATION.INVALID_REQUEST`, `NOT_FOUND`,
 * `AUTH.…`) that the web app maps to its own wording, and a short neutral `message` for humans reading logs or
 * curl output. Validation errors also list the offending fields. Never a stack trace or an internal detail.
 * (Candidate for packages/core/src/ports so that the browser adapter parses it with the same schema.)
 */
export const ErrorResponseSchema = z
  .object({
    code: z.string().describe('Stable machine-readable error code'),
    message: z.string().describe('Short neutral description (not localised; the client maps the code)'),
    fields: z
      .array(
        z.object({
          path: z.string().describe('Where: body.email, querystring.page, params.id…'),
          issue: z.string().describe('What: invalid_type, too_small, invalid_format…'),
        }),
      )
      .optional()
      .describe('For VALIDATION.INVALID_REQUEST: the offending fields'),
  })
  .meta({ id: 'ErrorResponse' });

export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;
