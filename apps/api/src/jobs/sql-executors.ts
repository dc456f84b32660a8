// How pg-boss reaches our database. pg-boss only needs `executeSql(text, values)`; we hand it
// the app's own connection (PGlite's single connection, or the PostgreSQL pool) instead of
// letting it open a second pool, and a Drizzle transaction when a job must be enqueued
// atomically with the change that caused it (decision record 011).
import { sql, type SQL } from 'drizzle-orm';
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
 * An executor inside a Drizzle transaction (or database): pg-boss' positional `$n` text is
 * rebuilt as a Drizzle SQL object with the same parameters, so the job's insert commits or
 * rolls back with the caller's transaction on both drivers.
 */
export function executorForTransaction(tx: Database): SqlExecutor {
  return {
    async executeSql(text, values = []) {
      const result = await tx.execute(positionalToDrizzle(text, values));
      return { rows: result.rows };
    },
  };
}

function positionalToDrizzle(text: string, values: unknown[]): SQL {
  const parts = text.split(/\$(\d+)/);
  const chunks: SQL[] = [];
  parts.forEach((part, i) => {
    // Odd entries are the captured parameter numbers; sql.param keeps arrays as one parameter.
    chunks.push(i % 2 === 0 ? sql.raw(part) : sql`${sql.param(values[Number(part) - 1])}`);
  });
  return sql.join(chunks);
}
