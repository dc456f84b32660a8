// A store for @fastify/rate-limit that keeps its counts in the database (request_counts), so
// a limit holds for the whole service however many server processes answer (decisions §13),
// where its default store counted per process. A fixed window per key: the first request
// opens it, each one adds one in a single upsert (atomic under concurrent requests from any
// process), and a request after the window's end opens a new one.
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

/** About one request in this many also clears windows that ended an hour ago. */
const SWEEP_EVERY = 500;

export function databaseRateLimitStore(db: Database, prefix: string): FastifyRateLimitStoreCtor {
  class DatabaseStore implements FastifyRateLimitStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ) {
      count(db, `${prefix}:${key}`, timeWindow).then(
        (result) => callback(null, result),
        (err: unknown) => callback(err instanceof Error ? err : new Error(String(err))),
      );
    }

    child() {
      return new DatabaseStore();
    }
  }
  return DatabaseStore;
}

async function count(db: Database, key: string, windowMs: number): Promise<{ current: number; ttl: number }> {
  const rows = await db.execute<{ count: number; ttl: number }>(sql`
    insert into request_counts (key, count, window_ends_at)
    values (${key}, 1, now() + ${windowMs} * interval '1 millisecond')
    on conflict (key) do update set
      count = case when request_counts.window_ends_at <= now() then 1 else request_counts.count + 1 end,
      window_ends_at = case when request_counts.window_ends_at <= now()
        then excluded.window_ends_at else request_counts.window_ends_at end
    returning count, greatest(0, ceil(extract(epoch from window_ends_at - now()) * 1000))::int as ttl`);
  if (Math.random() * SWEEP_EVERY < 1) {
    await db.execute(sql`delete from request_counts where window_ends_at < now() - interval '1 hour'`);
  }
  const row = rows.rows[0]!;
  return { current: Number(row.count), ttl: Number(row.ttl) };
}
