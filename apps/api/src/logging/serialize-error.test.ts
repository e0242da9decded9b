import { DrizzleQueryError } from 'drizzle-orm/errors';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { REDACTED, serializeError } from './serialize-error';

/** A PostgreSQL error as pg builds it from the server's answer. */
function databaseError(message: string, fields: Record<string, string>): pg.DatabaseError {
  const error = new pg.DatabaseError(message, message.length, 'error');
  Object.assign(error, { severity: 'ERROR', ...fields });
  return error;
}

describe('serializeError: an error log never carries SQL parameters, bodies or quoted values', () => {
  it('drops drizzle parameters from the fields, the message and the stack, keeps the SQL text and the cause', () => {
    const cause = databaseError('duplicate key value violates unique constraint "users_email_key"', {
      code: '23505',
      detail: 'Key (email)=(secret.person@example.fr) already exists.',
      constraint: 'users_email_key',
      table: 'users',
    });
    const error = new DrizzleQueryError('insert into "users" ("email", "first_name") values ($1, $2)', ['secret.person@example.fr', 'Ghislaine'], cause);
    const serialized = serializeError(error) as Record<string, unknown>;
    const text = JSON.stringify(serialized);
    expect(text).not.toContain('secret.person');
    expect(text).not.toContain('Ghislaine');
    expect(serialized.params).toBe(REDACTED);
    expect(serialized.query).toBe('insert into "users" ("email", "first_name") values ($1, $2)');
    expect(serialized.message).toBe(`Failed query: insert into "users" ("email", "first_name") values ($1, $2)\nparams: ${REDACTED}`);
    expect(String(serialized.stack)).toMatch(/^Error: Failed query: .*\nparams: \[redacted\]\n\s+at /);
    expect(serialized.cause).toMatchObject({ code: '23505', constraint: 'users_email_key', table: 'users', detail: REDACTED });
  });

  it('hides the value a data exception quotes, keeps the SQLSTATE', () => {
    const error = databaseError('invalid input syntax for type integer: "4111 1111 1111 1111"', { code: '22P02', where: 'unnamed portal parameter $1 = \'4111\'' });
    const serialized = serializeError(error) as Record<string, unknown>;
    expect(JSON.stringify(serialized)).not.toContain('4111');
    expect(serialized).toMatchObject({ code: '22P02', message: `invalid input syntax for type integer: "${REDACTED}"`, where: REDACTED });
  });

  it('keeps the message of a server fault (no data in it) and plain fields', () => {
    const error = databaseError('relation "no_such_table" does not exist', { code: '42P01' });
    expect(serializeError(error)).toMatchObject({ type: 'DatabaseError', code: '42P01', message: 'relation "no_such_table" does not exist' });
    const plain = Object.assign(new Error('boom'), { statusCode: 500, body: '{"password":"x"}', query: { text: 'dupont' } });
    expect(serializeError(plain)).toMatchObject({ message: 'boom', statusCode: 500, body: REDACTED, query: REDACTED });
    expect(serializeError('not an error')).toBe('not an error');
  });

  it('follows a chain of causes to a bounded depth', () => {
    let error: Error = new Error('root');
    for (let index = 0; index < 20; index += 1) error = new Error(`level ${index}`, { cause: error });
    let depth = 0;
    for (let node = serializeError(error) as { cause?: unknown }; node.cause !== undefined; node = node.cause as { cause?: unknown }) depth += 1;
    expect(depth).toBe(5);
  });
});
