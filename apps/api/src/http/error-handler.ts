import { genericErrorCodeOf, isDomainFailure, statusOfErrorCode, toSafeText } from '@cible/core';
import type { ApiErrorCode, ApiErrorIssue } from '@cible/core';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { inputDatabaseError } from './database-error';
import type { ErrorResponse } from './error-response';

interface MappedError {
  readonly code: string;
  readonly message: string;
}

/** Developer messages of the other client errors of Fastify or its plugins, by status (their code: core's generic one). */
const STATUS_MESSAGES: Readonly<Record<number, string>> = {
  400: 'The request is invalid.',
  401: 'Authentication is required.',
  403: 'This action is not allowed.',
  404: 'Not found.',
  405: 'This method is not allowed here.',
  409: 'The request conflicts with the current state.',
  413: 'The request body is too large.',
  415: 'This content type is not accepted.',
  429: 'Too many requests; retry later.',
};

/** Fastify's own client errors, by code, with our code and neutral message. */
const FRAMEWORK_ERRORS: Readonly<Record<string, MappedError>> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'VALIDATION.MALFORMED_JSON', message: 'The request body is not valid JSON.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'VALIDATION.MALFORMED_JSON', message: 'The request body is empty but declared as JSON.' },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: 'VALIDATION.UNSUPPORTED_MEDIA_TYPE', message: 'This content type is not accepted.' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: 'VALIDATION.INVALID_REQUEST', message: 'The Content-Length header does not match the body.' },
  FST_ERR_CTP_INVALID_TYPE: { code: 'VALIDATION.INVALID_REQUEST', message: 'The Content-Type header is invalid.' },
  FST_ERR_BAD_URL: { code: 'VALIDATION.INVALID_PARAMS', message: 'The URL is not valid percent-encoded UTF-8.' },
  FST_ERR_MAX_PARAM_LENGTH: { code: 'VALIDATION.URI_TOO_LONG', message: 'A path parameter is too long.' },
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

/** The first `max` code units of a client's text, made safe: a cut in the middle of a pair leaves no lone surrogate. */
const safeCut = (text: string, max: number): string => toSafeText(text.slice(0, max));

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
  if (isDomainFailure(error)) {
    const status = statusOfErrorCode(error.code);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.debug({ code: error.code, status }, 'request refused');
    const retryAfter = error.details?.['retry_after_seconds'];
    if (typeof retryAfter === 'number') void reply.header('retry-after', String(retryAfter));
    const body: ErrorResponse = { code: error.code, message: error.message };
    if (error.details !== undefined) body.details = { ...error.details };
    if (error.issues !== undefined) body.issues = error.issues.map((issue) => ({ ...issue, path: [...issue.path] }));
    void reply.status(status).send(body);
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
        .map((segment) => (/^\d+$/.test(segment) ? Number(segment) : safeCut(segment, MAX_PATH_SEGMENT))),
      message: safeCut(issue.message ?? issue.keyword, MAX_ISSUE_MESSAGE),
    }));
    const domainCode = issues.find((issue) => DOMAIN_CODE.test(issue.message))?.message;
    const where = [...new Set(issues.map((issue) => [context, ...issue.path].join('.')))].join(', ');
    request.log.debug({ context, issues }, 'invalid request');
    void reply.status(400).send({
      code: domainCode ?? VALIDATION_CODES[context] ?? 'VALIDATION.INVALID_REQUEST',
      message: safeCut(`Invalid request: ${where}.`, MAX_MESSAGE),
      issues,
    } satisfies ErrorResponse);
    return;
  }
  const fastifyError = error as FastifyError;
  const known = fastifyError.code ? FRAMEWORK_ERRORS[fastifyError.code] : undefined;
  if (known) {
    request.log.debug({ code: fastifyError.code }, known.message);
    void reply.status(statusOfErrorCode(known.code)).send({ code: known.code, message: known.message } satisfies ErrorResponse);
    return;
  }
  const status = fastifyError.statusCode;
  if (status !== undefined && status >= 400 && status < 500) {
    // Other client errors of Fastify or its plugins: the generic code of their status (core's one table).
    request.log.debug({ err: error }, 'client error');
    void reply.status(status).send({ code: genericErrorCodeOf(status), message: STATUS_MESSAGES[status] ?? 'The request is invalid.' } satisfies ErrorResponse);
    return;
  }
  const fromInput = inputDatabaseError(error);
  if (fromInput) {
    // The SQLSTATE and the names of the constraint, table and column only: never the statement's values.
    request.log.warn({ ...fromInput.log, code: fromInput.code }, 'database refused the input');
    void reply.status(statusOfErrorCode(fromInput.code)).send({ code: fromInput.code, message: fromInput.message } satisfies ErrorResponse);
    return;
  }
  request.log.error({ err: error }, 'unexpected error');
  void reply.status(500).send(INTERNAL);
}
