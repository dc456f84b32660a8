// How pg-boss reaches our database. pg-boss only needs `executeSql(text, values)`; we hand it
// the app's own connection (PGlite's single connection, or the PostgreSQL pool) instead of
// letting it open a second pool, and a Drizzle transaction when a job must be enqueued
// atomically with the change that caused it (decision record 011).
import type { Database, DatabaseHandle } from '../db/client.ts';

export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: any[] }>; // eslint-disable-line @typescript-eslint/no-explicit-any -- pg-boss' own Db type
}

/** An executor over the app's database handle, for whichever engine it is. */
export function executorFor(handle: DatabaseHandle): SqlExecutor {
  if (handle.kind === 'pglite') {
    const pglite = handle.pgliteInstance;
    if (!pglite) throw new Error('PGlite handle without its instance');
    return {
      async executeSql(text, values) {
        if (values?.length) return pglite.query(text, values);
        // pg-boss sends its multi-statement plans (BEGIN; ...; COMMIT) without values;
        // only exec() runs several statements. The last statement's rows are the answer.
        const results = await pglite.exec(text);
        return results[results.length - 1] ?? { rows: [] };
      },
    };
  }
  const pool = handle.pool;
  if (!pool) throw new Error('PostgreSQL handle without its pool');
  // node-postgres runs multi-statement text through the simple protocol when there are no values.
  return { executeSql: (text, values) => pool.query(text, values?.length ? values : undefined) };
}

/**
 * An executor inside a Drizzle transaction (or database), so the job's insert commits or
 * rolls back with the caller's transaction. pg-boss' text goes unchanged to the connection
 * the transaction holds (a PGlite transaction or a pg PoolClient, both with `query`):
 * rebuilding it through Drizzle would give each `$n` use its own parameter, and pg-boss
 * uses one parameter both as text and, in a branch not taken, as a timestamp.
 */
export function executorForTransaction(tx: Database): SqlExecutor {
  // Drizzle keeps the connection on the transaction's session (an internal field, stable across 0.x).
  const client = (tx as unknown as { session?: { client?: { query?: unknown } } }).session?.client;
  if (!client || typeof client.query !== 'function') throw new Error('no connection found on this transaction');
  const query = client.query.bind(client) as (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;
  return {
    async executeSql(text, values) {
      return query(text, values?.length ? values : undefined);
    },
  };
}
