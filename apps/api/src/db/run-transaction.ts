import type pg from 'pg';
import type { QueryResultRow } from 'pg';

/** The statements of one transaction: the only handle to use inside it (a pool query would wait for the connection). */
export interface Transaction {
  /** Runs one parameterised statement (`$1`, `$2`…) in the transaction and returns its rows. */
  query<Row extends QueryResultRow = QueryResultRow>(text: string, values?: readonly unknown[]): Promise<Row[]>;
  /** Ends the transaction with ROLLBACK instead of COMMIT once the function returns, and hands `value` back. */
  rollback<T>(value: T): T;
}

/**
 * BEGIN, the function, then COMMIT — or ROLLBACK when the function throws (the error is rethrown) or asked for it
 * (`tx.rollback(value)`); the connection always goes back to the pool.
 */
export async function runTransaction<T>(pool: pg.Pool, work: (tx: Transaction) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let rollbackOnly = false;
  const tx: Transaction = {
    async query(text, values) {
      const result = await client.query({ text, values: values ? [...values] : [] });
      return result.rows;
    },
    rollback(value) {
      rollbackOnly = true;
      return value;
    },
  };
  try {
    await client.query('BEGIN');
    const result = await work(tx);
    await client.query(rollbackOnly ? 'ROLLBACK' : 'COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
