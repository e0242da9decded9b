import { toSafeText } from '@cible/core';
import type { ApiErrorCode, ApiErrorIssue } from '@cible/core';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ApiError } from './api-error';
import { inputDatabaseError } from './database-error';
import type { ErrorResponse } from './error-response';

interface MappedError {
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly message: string;
}

/** Fastify's own client errors, by code, with our code and neutral message. */
const FRAMEWORK_ERRORS: Readonly<Record<string, MappedError>> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 'VALIDATION.MALFORMED_JSON', message: 'The request body is not valid JSON.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'VALIDATION.MALFORMED_JSON', message: 'The request body is empty but declared as JSON.' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, code: 'VALIDATION.UNSUPPORTED_MEDIA_TYPE', message: 'This content type is not accepted.' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, code: 'VALIDATION.INVALID_REQUEST', message: 'The Content-Length header does not match the body.' },
  FST_ERR_CTP_INVALID_TYPE: { status: 400, code: 'VALIDATION.INVALID_REQUEST', message: 'The Content-Type header is invalid.' },
  FST_ERR_BAD_URL: { status: 400, code: 'VALIDATION.INVALID_PARAMS', message: 'The URL is not valid percent-encoded UTF-8.' },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, code: 'VALIDATION.INVALID_PARAMS', message: 'A path parameter is too long.' },
};

/** Other client errors raised by Fastify or its plugins, by status. */
const STATUS_ERRORS: Readonly<Record<number, Omit<MappedError, 'status'>>> = {
  400: { code: 'VALIDATION.INVALID_REQUEST', message: 'The request is invalid.' },
  401: { code: 'AUTH.TOKEN_MISSING', message: 'Authentication is required.' },
  403: { code: 'AUTH.FORBIDDEN', message: 'This action is not allowed.' },
  404: { code: 'NOT_FOUND', message: 'Not found.' },
  405: { code: 'METHOD_NOT_ALLOWED', message: 'This method is not allowed here.' },
  409: { code: 'CONFLICT', message: 'The request conflicts with the current state.' },
  413: { code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large.' },
  415: { code: 'VALIDATION.UNSUPPORTED_MEDIA_TYPE', message: 'This content type is not accepted.' },
  429: { code: 'RATE_LIMITED', message: 'Too many requests; retry later.' },
};

/** The code of a schema violation, by the part of the request that broke it. */
const VALIDATION_CODES: Readonly<Record<string, ApiErrorCode>> = {
  body: 'VALIDATION.INVALID_BODY',
  querystring: 'VALIDATION.INVALID_QUERY',
  params: 'VALIDATION.INVALID_PARAMS',
};

/** A domain error code of core (`PASSWORD.TOO_SHORT`, `HELP.MESSAGE_REQUIRED`): upper case, at least one dot. */
const DOMAIN_CODE = /^[A-Z][A-Z0-9_]*(\.[A-Z][A-Z0-9_]*)+$/;

/** Bounds of core's ApiErrorSchema (the answer is checked against it). */
const MAX_ISSUES = 100;
const MAX_ISSUE_MESSAGE = 300;
const MAX_MESSAGE = 1000;
const MAX_PATH_SEGMENTS = 32;
const MAX_PATH_SEGMENT = 100;

const INTERNAL: ErrorResponse = { code: 'INTERNAL', message: 'An unexpected error occurred.' };

/**
 * The single error handler: every error leaves as core's ApiError body `{ code, message, details?, issues? }` with
 * the right status, never with a stack trace or an internal message. Unexpected errors (and 5xx) are logged with
 * their stack; client errors at debug.
 *
 * Schema violations answer 400 with `issues` (path inside the part, message). The `code` is the domain code of the
 * first issue when core's schema names one (`PASSWORD.TOO_SHORT`, `PHONE.TOO_SHORT`, `HELP.MESSAGE_REQUIRED`,
 * `ANALYTICS.INVALID_EVENT_NAME`…), otherwise `VALIDATION.INVALID_BODY` / `INVALID_QUERY` / `INVALID_PARAMS`.
 *
 * A database error caused by the input (SQLSTATE class 22, 23 or 54: see {@link inputDatabaseError}) answers 4xx
 * with a code and is logged at warn with its SQLSTATE and constraint only; any other error is a 500 `INTERNAL`.
 */
export function handleError(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply): void {
  if (error instanceof ApiError) {
    if (error.status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.debug({ code: error.code, status: error.status }, 'request refused');
    for (const [name, value] of Object.entries(error.extras.headers ?? {})) void reply.header(name, value);
    void reply.status(error.status).send(error.toResponse());
    return;
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const context = (error as { validationContext?: string }).validationContext ?? 'request';
    const issues: ApiErrorIssue[] = error.validation.slice(0, MAX_ISSUES).map((issue) => ({
      // The path echoes the client's field names: made safe texts (NUL, lone surrogates) and cut, like the answer's schema wants.
      path: issue.instancePath
        .split('/')
        .filter((segment) => segment !== '')
        .slice(0, MAX_PATH_SEGMENTS)
        .map((segment) => (/^\d+$/.test(segment) ? Number(segment) : toSafeText(segment.slice(0, MAX_PATH_SEGMENT)))),
      message: toSafeText((issue.message ?? issue.keyword).slice(0, MAX_ISSUE_MESSAGE)),
    }));
    const domainCode = issues.find((issue) => DOMAIN_CODE.test(issue.message))?.message;
    const where = [...new Set(issues.map((issue) => [context, ...issue.path].join('.')))].join(', ');
    request.log.debug({ context, issues }, 'invalid request');
    void reply.status(400).send({
      code: domainCode ?? VALIDATION_CODES[context] ?? 'VALIDATION.INVALID_REQUEST',
      message: `Invalid request: ${where}.`.slice(0, MAX_MESSAGE),
      issues,
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
  const fromInput = inputDatabaseError(error);
  if (fromInput) {
    // The SQLSTATE and the names of the constraint, table and column only: never the statement's values.
    request.log.warn({ ...fromInput.log, code: fromInput.code }, 'database refused the input');
    void reply.status(fromInput.status).send({ code: fromInput.code, message: fromInput.message } satisfies ErrorResponse);
    return;
  }
  request.log.error({ err: error }, 'unexpected error');
  void reply.status(500).send(INTERNAL);
}
