import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ApiError } from './api-error';
import type { ErrorResponse } from './error-response';

/** Fastify's own client errors, by code, with our code and neutral message. */
const FRAMEWORK_ERRORS: Readonly<Record<string, { status: number; code: string; message: string }>> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 'VALIDATION.MALFORMED_JSON', message: 'The request body is not valid JSON.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'VALIDATION.MALFORMED_JSON', message: 'The request body is empty but declared as JSON.' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'VALIDATION.BODY_TOO_LARGE', message: 'The request body is too large.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, code: 'VALIDATION.UNSUPPORTED_MEDIA_TYPE', message: 'This content type is not accepted.' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, code: 'VALIDATION.INVALID_REQUEST', message: 'The Content-Length header does not match the body.' },
  FST_ERR_CTP_INVALID_TYPE: { status: 400, code: 'VALIDATION.INVALID_REQUEST', message: 'The Content-Type header is invalid.' },
};

/** Other client errors raised by Fastify or its plugins, by status. */
const STATUS_ERRORS: Readonly<Record<number, { code: string; message: string }>> = {
  400: { code: 'VALIDATION.INVALID_REQUEST', message: 'The request is invalid.' },
  401: { code: 'AUTH.UNAUTHENTICATED', message: 'Authentication is required.' },
  403: { code: 'AUTH.FORBIDDEN', message: 'This action is not allowed.' },
  404: { code: 'NOT_FOUND', message: 'Not found.' },
  405: { code: 'METHOD_NOT_ALLOWED', message: 'This method is not allowed here.' },
  406: { code: 'NOT_ACCEPTABLE', message: 'No acceptable representation.' },
  408: { code: 'REQUEST_TIMEOUT', message: 'The request took too long.' },
  409: { code: 'CONFLICT', message: 'The request conflicts with the current state.' },
  413: { code: 'VALIDATION.BODY_TOO_LARGE', message: 'The request body is too large.' },
  415: { code: 'VALIDATION.UNSUPPORTED_MEDIA_TYPE', message: 'This content type is not accepted.' },
  429: { code: 'RATE_LIMITED', message: 'Too many requests; retry later.' },
};

const INTERNAL: ErrorResponse = { code: 'INTERNAL', message: 'An unexpected error occurred.' };

/**
 * The single error handler: every error leaves as `{ code, message }` with the right status, never with a stack
 * trace or an internal message. Unexpected errors (and 5xx) are logged with their stack; client errors at debug.
 */
export function handleError(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply): void {
  if (error instanceof ApiError) {
    if (error.status >= 500) request.log.error({ err: error }, 'request failed');
    void reply.status(error.status).send(error.toResponse());
    return;
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const context = (error as { validationContext?: string }).validationContext ?? 'request';
    const fields = error.validation.map((issue) => ({
      path: [context, ...issue.instancePath.split('/').filter((segment) => segment !== '')].join('.'),
      issue: issue.keyword,
    }));
    const paths = [...new Set(fields.map((field) => field.path))];
    request.log.debug({ fields }, 'invalid request');
    void reply.status(400).send({
      code: 'VALIDATION.INVALID_REQUEST',
      message: `Invalid request: ${paths.join(', ')}.`,
      fields,
    } satisfies ErrorResponse);
    return;
  }
  const fastifyError = error as FastifyError;
  const known = fastifyError.code ? FRAMEWORK_ERRORS[fastifyError.code] : undefined;
  if (known) {
    request.log.debug({ code: fastifyError.code }, known.message);
    void reply.status(known.status).send({ code: known.code, message: known.message } satisfies ErrorResponse);
    return;
  }
  const status = fastifyError.statusCode;
  if (status !== undefined && status >= 400 && status < 500) {
    const mapped = STATUS_ERRORS[status] ?? { code: 'VALIDATION.INVALID_REQUEST', message: 'The request is invalid.' };
    request.log.debug({ err: error }, 'client error');
    void reply.status(status).send({ code: mapped.code, message: mapped.message } satisfies ErrorResponse);
    return;
  }
  request.log.error({ err: error }, 'unexpected error');
  void reply.status(500).send(INTERNAL);
}
