import { meta } from 'zod/mini';
import { ApiErrorSchema } from '@cible/core';
import type { ApiError as ApiErrorBody } from '@cible/core';

/**
 * The body of every error answer of the API: core's {@link ApiErrorSchema} (`packages/core/src/contract/shared/api-error.ts`),
 * the contract the browser adapter parses too: a stable machine `code` (`VALIDATION.INVALID_BODY`, `NOT_FOUND`,
 * `AUTH.…`, or a domain code of core such as `PASSWORD.TOO_SHORT`) that the web app maps to its own wording, a short
 * neutral `message` for humans reading logs or curl output, optional `details`, and for validation errors the
 * `issues` (`path` inside the body, query or params, and `message`, a domain code of core when the schema names
 * one). Never a stack trace or an internal detail. Registered once in the OpenAPI components as `ApiError` (a zod/mini
 * schema, so the metadata is a check: the clone carries it, as classic `.meta()` does).
 */
export const ErrorResponseSchema = ApiErrorSchema.check(meta({ id: 'ApiError' }));

export type ErrorResponse = ApiErrorBody;
