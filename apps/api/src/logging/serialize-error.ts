/** What replaces a value that must not reach the logs. */
export const REDACTED = '[redacted]';

/**
 * Fields of an error that carry the request's data and never reach the logs: the statement's parameters (drizzle's
 * `params`, pg's `values`/`parameters`), pg's `detail` (`Key (email)=(…) already exists`, `Failing row contains (…)`)
 * and `where` (the PL/pgSQL context, with values), request bodies.
 */
const DATA_FIELDS = new Set(['params', 'parameters', 'values', 'detail', 'where', 'internalQuery', 'body', 'payload']);

/** Fields handled apart (the cause is serialised on its own; `raw` is pino's back reference). */
const SKIPPED_FIELDS = new Set(['message', 'stack', 'cause', 'raw']);

const MAX_CAUSES = 5;

const SQLSTATE = /^[0-9A-Z]{5}$/;

/** The message of an error without its data: drizzle's `params: …` line, quoted values of a data exception. */
function safeMessage(error: Error & Record<string, unknown>): string {
  let message = String(error.message);
  if ('params' in error || 'parameters' in error) {
    const cut = message.indexOf('\nparams:');
    if (cut >= 0) message = `${message.slice(0, cut)}\nparams: ${REDACTED}`;
  }
  // A PostgreSQL data exception (class 22) quotes the offending value: `invalid input syntax for type integer: "x"`.
  if (typeof error.code === 'string' && SQLSTATE.test(error.code) && error.code.startsWith('22')) {
    message = message.replace(/"(?:[^"\\]|\\.)*"/g, `"${REDACTED}"`);
  }
  return message;
}

/**
 * The log form of an error: type, message and stack (with any data taken out of both), the other fields but
 * {@link DATA_FIELDS} (SQLSTATE `code`, `constraint`, `table`, drizzle's parameterised `query` text…), and its cause
 * the same way. The pino serializer of `err` (see create-logger.ts): an error log never carries SQL parameters,
 * request bodies or values quoted by the database.
 */
export function serializeError(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error)) return error;
  const fields = error as Error & Record<string, unknown>;
  const message = safeMessage(fields);
  const stack = typeof error.stack === 'string' ? error.stack.replace(String(error.message), message) : undefined;
  const serialized: Record<string, unknown> = { type: error.constructor?.name ?? error.name, message };
  if (stack !== undefined) serialized.stack = stack;
  for (const key of Object.keys(fields)) {
    if (SKIPPED_FIELDS.has(key)) continue;
    const value = fields[key];
    if (DATA_FIELDS.has(key)) serialized[key] = REDACTED;
    else if (key === 'query' && typeof value !== 'string') serialized[key] = REDACTED;
    else serialized[key] = value instanceof Error ? serializeError(value, depth + 1) : value;
  }
  if (fields.cause !== undefined && depth < MAX_CAUSES) serialized.cause = serializeError(fields.cause, depth + 1);
  return serialized;
}
