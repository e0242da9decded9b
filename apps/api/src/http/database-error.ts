/** The fields of a PostgreSQL error the API may look at (pg's DatabaseError; PGlite answers through pg too). */
export interface DatabaseErrorFields {
  /** SQLSTATE: five characters, the first two are its class (`22` data exception, `23` integrity violation…). */
  readonly code: string;
  readonly severity?: string;
  readonly constraint?: string;
  readonly table?: string;
  readonly column?: string;
}

/** A refusal for a database error caused by the request's input. */
export interface InputDatabaseError {
  readonly code: 'VALIDATION.INVALID_VALUE' | 'VALIDATION.CONSTRAINT_VIOLATED' | 'VALIDATION.TOO_COMPLEX' | 'CONFLICT';
  readonly message: string;
  /** What may be logged: the SQLSTATE and the names of the constraint, table and column (never a value). */
  readonly log: { readonly sqlState: string; readonly constraint?: string; readonly table?: string; readonly column?: string };
}

const SQLSTATE = /^[0-9A-Z]{5}$/;

/** How deep the `cause` chain is followed (drizzle wraps pg's error once). */
const MAX_CAUSES = 5;

/**
 * The PostgreSQL error behind an error, if any: the error itself or one of its causes (drizzle's `DrizzleQueryError`
 * carries pg's error as `cause`). Recognised by its shape, a five-character SQLSTATE `code` and a `severity`, so
 * that both drivers' and both modes' errors are found alike.
 */
export function findDatabaseError(error: unknown): DatabaseErrorFields | undefined {
  let current: unknown = error;
  for (let depth = 0; depth <= MAX_CAUSES && current !== null && typeof current === 'object'; depth += 1) {
    const candidate = current as { code?: unknown; severity?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string' && SQLSTATE.test(candidate.code) && typeof candidate.severity === 'string') {
      return candidate as DatabaseErrorFields;
    }
    current = candidate.cause;
  }
  return undefined;
}

/**
 * The answer to a database error caused by the request's input, or `undefined` for a server fault (which stays a
 * 500). Input is to blame for:
 * - class 22, data exception (a NUL byte 22021, an unpaired surrogate in JSON 22P05, a number out of range 22003,
 *   a bad date 22007/22008, a bad regular expression 2201B…): 400 `VALIDATION.INVALID_VALUE`;
 * - class 23, integrity violation: a duplicate (23505), an exclusion (23P01), a missing or still-referenced row
 *   (23503, 23001) answer 409 `CONFLICT`; a missing value (23502) or a failed check (23514, 23000) answer 400
 *   `VALIDATION.CONSTRAINT_VIOLATED`;
 * - class 54, program limit exceeded (a statement too complex, too many arguments): 400 `VALIDATION.TOO_COMPLEX`.
 * Every other class (syntax or undefined object 42, connection 08, resources 53, operator intervention 57…) is a
 * fault of the server or of its database.
 */
export function inputDatabaseError(error: unknown): InputDatabaseError | undefined {
  const found = findDatabaseError(error);
  if (!found) return undefined;
  const sqlState = found.code;
  const sqlClass = sqlState.slice(0, 2);
  const log = { sqlState, constraint: found.constraint, table: found.table, column: found.column };
  if (sqlClass === '22') {
    return { code: 'VALIDATION.INVALID_VALUE', message: 'A value of the request cannot be stored or compared.', log };
  }
  if (sqlClass === '23') {
    if (sqlState === '23505' || sqlState === '23P01') {
      return { code: 'CONFLICT', message: 'The request conflicts with an existing record.', log };
    }
    if (sqlState === '23503' || sqlState === '23001') {
      return { code: 'CONFLICT', message: 'The request refers to a record that does not exist or is still in use.', log };
    }
    return { code: 'VALIDATION.CONSTRAINT_VIOLATED', message: 'A value of the request breaks a rule of the data.', log };
  }
  if (sqlClass === '54') {
    return { code: 'VALIDATION.TOO_COMPLEX', message: 'The request is too large or too complex to run.', log };
  }
  return undefined;
}
