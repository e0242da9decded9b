import { statusOfErrorCode } from '@cible/core';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { findDatabaseError, inputDatabaseError } from './database-error';

function databaseError(code: string, fields: Record<string, string> = {}): pg.DatabaseError {
  const error = new pg.DatabaseError(`failure ${code}`, 10, 'error');
  Object.assign(error, { code, severity: 'ERROR', ...fields });
  return error;
}

describe('inputDatabaseError: a database error caused by input is a coded 4xx, a server fault stays a 500', () => {
  it('maps class 22 (data exception) to 400 VALIDATION.INVALID_VALUE', () => {
    for (const code of ['22021', '22P05', '22P02', '22003', '22007', '22008', '2201B', '22001']) {
      expect(inputDatabaseError(databaseError(code)), code).toMatchObject({ code: 'VALIDATION.INVALID_VALUE', log: { sqlState: code } });
    }
  });

  it('maps class 23: duplicates and references 409 CONFLICT, missing values and checks 400', () => {
    for (const code of ['23505', '23P01', '23503', '23001']) expect(statusOfErrorCode(inputDatabaseError(databaseError(code))!.code), code).toBe(409);
    for (const code of ['23502', '23514', '23000']) {
      expect(inputDatabaseError(databaseError(code)), code).toMatchObject({ code: 'VALIDATION.CONSTRAINT_VIOLATED' });
    }
  });

  it('maps class 54 (program limit) to 400 VALIDATION.TOO_COMPLEX', () => {
    for (const code of ['54000', '54001', '54011', '54023']) expect(inputDatabaseError(databaseError(code))?.code, code).toBe('VALIDATION.TOO_COMPLEX');
  });

  it('leaves server faults and non-database errors alone', () => {
    for (const code of ['42P01', '42601', '08006', '53100', '57014', '40001', 'XX000']) expect(inputDatabaseError(databaseError(code)), code).toBeUndefined();
    expect(inputDatabaseError(new Error('boom'))).toBeUndefined();
    expect(inputDatabaseError(Object.assign(new Error('fastify'), { code: 'FST_ERR_X' }))).toBeUndefined();
    // A five-character code without a severity is not PostgreSQL's (Node's own codes, for instance).
    expect(inputDatabaseError(Object.assign(new Error('x'), { code: '22021' }))).toBeUndefined();
    expect(inputDatabaseError(null)).toBeUndefined();
  });

  it('finds pg error behind drizzle and keeps only names for the log', () => {
    const cause = databaseError('23505', { constraint: 'users_email_key', table: 'users', detail: 'Key (email)=(a@b.fr) already exists.' });
    const wrapped = new DrizzleQueryError('insert into users …', ['a@b.fr'], cause);
    expect(findDatabaseError(wrapped)).toBe(cause);
    expect(statusOfErrorCode(inputDatabaseError(wrapped)!.code)).toBe(409);
    expect(inputDatabaseError(wrapped)).toEqual({
      code: 'CONFLICT',
      message: 'The request conflicts with an existing record.',
      log: { sqlState: '23505', constraint: 'users_email_key', table: 'users', column: undefined },
    });
  });
});
