// The durable job queue: work that can wait (emails, alert fan-out, digests) is a row in the
// database, so a restart loses nothing and several processes on one PostgreSQL share the
// work, each job done once (product §16.8, decision record 011). pg-boss keeps the
// rows and their retry/backoff state; this module runs our own small worker loops over its
// fetch/complete/fail so that shutdown waits for every handler and every write it started.
import PgBoss from 'pg-boss';
import type { Database, DatabaseHandle } from '../db/client.ts';
import { executorFor, executorForTransaction, type SqlExecutor } from './sql-executors.ts';

/** pg-boss' own schema; created (and migrated on a pg-boss upgrade) by start(). */
export const JOB_SCHEMA = 'pgboss';

export interface RetryPolicy {
  /** Attempts after the first; 0: never retried. */
  retryLimit: number;
  /** Seconds before the first retry (whole seconds, pg-boss' unit). */
  retryDelaySeconds: number;
  /** Doubles the delay at each retry, with jitter (delay * 2^n * (1 + random) / 2). */
  retryBackoff: boolean;
}

export interface QueueDefinition<TData> extends RetryPolicy {
  name: string;
  /** pg-boss' queue policy: 'short' keeps at most one waiting job per singletonKey. */
  policy: 'standard' | 'short' | 'singleton' | 'stately';
  /** A job still active after this long is taken as lost (crashed process) and retried. */
  expireInSeconds: number;
  /** Only carries the data type. */
  readonly __data?: TData;
}

/** Names a queue and how its jobs are retried; the type parameter is the job's data. */
export function defineQueue<TData extends object>(
  name: string,
  policy: Partial<Omit<QueueDefinition<TData>, 'name' | '__data'>> = {},
): QueueDefinition<TData> {
  return {
    name,
    policy: 'standard',
    retryLimit: 5,
    retryDelaySeconds: 30,
    retryBackoff: true,
    expireInSeconds: 15 * 60,
    ...policy,
  };
}

export interface SendOptions {
  /** Run no sooner than this many seconds from now. */
  startAfterSeconds?: number;
  /** With a 'short' queue: at most one waiting job per key (later sends answer null). */
  singletonKey?: string;
  /**
   * Enqueue inside this Drizzle transaction: the job exists only if the transaction commits.
   * Inside a transaction always pass it (on PGlite a send beside it would wait for it).
   */
  tx?: Database;
}

export interface JobContext {
  id: string;
  /** 0 on the first attempt. */
  retryCount: number;
}

export type JobHandler<TData> = (data: TData, job: JobContext) => Promise<void>;

export interface JobQueueOptions {
  /** false: jobs can be sent but this process runs none (tests that only look at what was enqueued). */
  workers?: boolean;
  /** How often an idle worker looks for jobs (ms); a send from this process wakes it at once. */
  pollIntervalMs?: number;
  /** Overrides every queue's retry policy (tests make backoff seconds, not minutes). */
  retry?: Partial<RetryPolicy>;
  /** How long stop() waits for running handlers before leaving them to expire and retry. */
  stopTimeoutMs?: number;
  /** pg-boss' expiry/archive/retention sweep; on in production. */
  maintenance?: boolean;
  onError?: (err: unknown, context: { queue: string; jobId?: string }) => void;
}

export interface JobQueue {
  /** Installs or migrates pg-boss' schema, creates the queues and starts the workers. */
  start(): Promise<void>;
  /** Stops fetching, waits for running handlers and their writes; the database stays open. */
  stop(): Promise<void>;
  /** Enqueues a job; answers its id, or null when a singletonKey already has one waiting. */
  send<TData extends object>(queue: QueueDefinition<TData>, data: TData, options?: SendOptions): Promise<string | null>;
  /**
   * Enqueues many jobs of one queue in one statement (an alert fan-out queues thousands of
   * emails at once: one round trip per job would dominate it).
   */
  sendMany<TData extends object>(
    queue: QueueDefinition<TData>,
    data: readonly TData[],
    options?: { tx?: Database },
  ): Promise<void>;
  /** Registers the handler for a queue (before or after start). A throw fails the attempt: it is retried. */
  work<TData extends object>(queue: QueueDefinition<TData>, handler: JobHandler<TData>): void;
  /** Jobs of a queue by state, for tests and health checks. */
  countJobs(queue: QueueDefinition<object>, state?: JobState): Promise<number>;
}

export type JobState = 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';

const DEFAULT_POLL_MS = 2_000;
/** One advisory lock for every queue created inside a transaction (any fixed number). */
const QUEUE_CREATION_LOCK_KEY = 7_210_416;
const DEFAULT_STOP_TIMEOUT_MS = 5_000;

export function createJobQueue(handle: DatabaseHandle, options: JobQueueOptions = {}): JobQueue {
  const executor = trackedExecutor(executorFor(handle));
  const maintenance = options.maintenance ?? true;
  const boss = new PgBoss({
    db: executor,
    schema: JOB_SCHEMA,
    migrate: true,
    supervise: maintenance,
    // Cron schedules are not used yet; the clock-skew monitor would only add queries.
    schedule: false,
  });
  const onError = options.onError ?? (() => {});
  boss.on('error', (err) => onError(err, { queue: '(maintenance)' }));

  const pollMs = options.pollIntervalMs ?? DEFAULT_POLL_MS;
  const handlers = new Map<string, { queue: QueueDefinition<object>; handler: JobHandler<object> }>();
  const createdQueues = new Map<string, Promise<void>>();
  const loops = new Map<string, WorkerLoop>();
  let state: 'idle' | 'starting' | 'started' | 'stopped' = 'idle';

  const policyOf = (queue: QueueDefinition<object>): RetryPolicy => ({
    retryLimit: options.retry?.retryLimit ?? queue.retryLimit,
    retryDelaySeconds: options.retry?.retryDelaySeconds ?? queue.retryDelaySeconds,
    retryBackoff: options.retry?.retryBackoff ?? queue.retryBackoff,
  });

  const knownQueues = new Set<string>();
  function ensureQueue(queue: QueueDefinition<object>): Promise<void> {
    let created = createdQueues.get(queue.name);
    if (!created) {
      // Idempotent (ON CONFLICT DO NOTHING); the first call per process creates its partition.
      created = boss.createQueue(queue.name, { name: queue.name, policy: queue.policy }).then(() => {
        knownQueues.add(queue.name);
      });
      created.catch(() => createdQueues.delete(queue.name));
      createdQueues.set(queue.name, created);
    }
    return created;
  }

  /**
   * Inside a transaction the queue must be created through it: PGlite's one connection is
   * held by the transaction, so a statement beside it would wait for ever. Two transactions
   * creating the same queue at once deadlock inside pg-boss (each waits for the other's
   * queue row and partition), so creating one takes a transaction-scoped lock first; a
   * queue found already there is remembered and costs nothing more.
   */
  async function ensureQueueIn(tx: Database, queue: QueueDefinition<object>): Promise<void> {
    if (knownQueues.has(queue.name)) return;
    const executor = executorForTransaction(tx);
    const existing = await executor.executeSql(`SELECT 1 FROM ${JOB_SCHEMA}.queue WHERE name = $1`, [queue.name]);
    // Committed by someone else, so it outlives this transaction whatever becomes of it.
    if (existing.rows.length > 0) return void knownQueues.add(queue.name);
    await executor.executeSql('SELECT pg_advisory_xact_lock($1)', [QUEUE_CREATION_LOCK_KEY]);
    await executor.executeSql(`SELECT ${JOB_SCHEMA}.create_queue($1, $2)`, [
      queue.name,
      JSON.stringify({ policy: queue.policy }),
    ]);
  }

  function startLoop(name: string) {
    const entry = handlers.get(name)!;
    const loop = new WorkerLoop(boss, entry.queue, entry.handler, pollMs, onError);
    loops.set(name, loop);
    loop.start();
  }

  return {
    async start() {
      if (state !== 'idle') return;
      state = 'starting';
      await boss.start();
      for (const { queue } of handlers.values()) await ensureQueue(queue);
      state = 'started';
      if (options.workers !== false) for (const name of handlers.keys()) startLoop(name);
    },

    async stop() {
      if (state === 'stopped') return;
      const wasStarted = state !== 'idle';
      state = 'stopped';
      const deadline = Date.now() + (options.stopTimeoutMs ?? DEFAULT_STOP_TIMEOUT_MS);
      await Promise.all([...loops.values()].map((loop) => loop.stop(deadline)));
      // pg-boss' own timers (maintenance); its fail-in-flight step finds nothing of ours.
      if (wasStarted) await boss.stop({ graceful: false, close: false, wait: true });
      await executor.drain(deadline);
    },

    async send(queue, data, sendOptions = {}) {
      if (sendOptions.tx) await ensureQueueIn(sendOptions.tx, queue);
      else await ensureQueue(queue);
      const policy = policyOf(queue);
      const id = await boss.send(queue.name, data, {
        retryLimit: policy.retryLimit,
        retryDelay: policy.retryDelaySeconds,
        retryBackoff: policy.retryBackoff,
        expireInSeconds: queue.expireInSeconds,
        ...(sendOptions.startAfterSeconds ? { startAfter: sendOptions.startAfterSeconds } : {}),
        ...(sendOptions.singletonKey ? { singletonKey: sendOptions.singletonKey } : {}),
        ...(sendOptions.tx ? { db: executorForTransaction(sendOptions.tx) } : {}),
      });
      // Due now and sent from here: wake this process' worker instead of waiting for its poll.
      if (id && !sendOptions.startAfterSeconds && !sendOptions.tx) loops.get(queue.name)?.wake();
      return id;
    },

    async sendMany(queue, data, sendOptions = {}) {
      if (data.length === 0) return;
      // As send: inside a transaction the queue is made through it (PGlite's one connection).
      if (sendOptions.tx) await ensureQueueIn(sendOptions.tx, queue);
      else await ensureQueue(queue);
      const policy = policyOf(queue);
      await boss.insert(
        data.map((d) => ({
          name: queue.name,
          data: d,
          retryLimit: policy.retryLimit,
          retryDelay: policy.retryDelaySeconds,
          retryBackoff: policy.retryBackoff,
          expireInSeconds: queue.expireInSeconds,
        })),
        sendOptions.tx ? { db: executorForTransaction(sendOptions.tx) } : {},
      );
      if (!sendOptions.tx) loops.get(queue.name)?.wake();
    },

    work(queue, handler) {
      if (handlers.has(queue.name)) throw new Error(`A worker for queue "${queue.name}" is already registered`);
      handlers.set(queue.name, { queue, handler: handler as JobHandler<object> });
      if (state === 'started' && options.workers !== false) {
        void ensureQueue(queue).then(
          () => startLoop(queue.name),
          (err) => onError(err, { queue: queue.name }),
        );
      }
    },

    async countJobs(queue, jobState) {
      await ensureQueue(queue);
      const { rows } = await executor.executeSql(
        `SELECT count(*)::int AS n FROM ${JOB_SCHEMA}.job WHERE name = $1 AND ($2::text IS NULL OR state::text = $2)`,
        [queue.name, jobState ?? null],
      );
      return Number(rows[0]?.n ?? 0);
    },
  };
}

/** One queue's worker in this process: fetch one due job, run it, complete or fail it, repeat. */
class WorkerLoop {
  private stopping = false;
  private finished: Promise<void> = Promise.resolve();
  private wakeUp: (() => void) | null = null;
  /** A wake-up that came while the loop was busy: look again before sleeping. */
  private woken = false;

  constructor(
    private readonly boss: PgBoss,
    private readonly queue: QueueDefinition<object>,
    private readonly handler: JobHandler<object>,
    private readonly pollMs: number,
    private readonly onError: NonNullable<JobQueueOptions['onError']>,
  ) {}

  start() {
    this.finished = this.run();
  }

  wake() {
    this.woken = true;
    this.wakeUp?.();
  }

  /** Stops fetching; resolves when the job in hand (if any) has been completed or failed, or at the deadline. */
  async stop(deadline: number) {
    this.stopping = true;
    this.wake();
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, Math.max(0, deadline - Date.now()))));
    await Promise.race([this.finished, timeout]);
    clearTimeout(timer);
  }

  private async run() {
    while (!this.stopping) {
      let found = false;
      this.woken = false;
      try {
        found = await this.runOne();
      } catch (err) {
        this.onError(err, { queue: this.queue.name });
      }
      // Drain a backlog without pausing; otherwise sleep until the next poll or a wake-up.
      if (!found && !this.stopping && !this.woken) await this.sleep();
    }
  }

  private async runOne(): Promise<boolean> {
    // SKIP LOCKED inside pg-boss' fetch: two processes never take the same job.
    const [job] = await this.boss.fetch<object>(this.queue.name, { batchSize: 1, includeMetadata: true });
    if (!job) return false;
    try {
      await this.handler(job.data, { id: job.id, retryCount: job.retryCount });
    } catch (err) {
      this.onError(err, { queue: this.queue.name, jobId: job.id });
      await this.boss.fail(this.queue.name, job.id, { message: err instanceof Error ? err.message : String(err) });
      return true;
    }
    await this.boss.complete(this.queue.name, job.id);
    return true;
  }

  private sleep(): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, this.pollMs);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.wakeUp = () => {
        this.wakeUp = null;
        done();
      };
    });
  }
}

/** Counts the queries in flight so stop() can wait for the last complete/fail to land. */
function trackedExecutor(inner: SqlExecutor): SqlExecutor & { drain(deadline: number): Promise<void> } {
  const pending = new Set<Promise<unknown>>();
  return {
    executeSql(text, values) {
      const query = inner.executeSql(text, values);
      pending.add(query);
      const forget = () => pending.delete(query);
      query.then(forget, forget);
      return query;
    },
    async drain(deadline) {
      while (pending.size > 0 && Date.now() < deadline) {
        await Promise.allSettled([...pending]);
      }
    },
  };
}

/**
 * Creates pg-boss' schema and the given queues without running anything: the test template
 * database gets them once, so each test file's copy starts ready.
 */
export async function installJobSchema(handle: DatabaseHandle, queues: QueueDefinition<object>[] = []): Promise<void> {
  const jobs = createJobQueue(handle, { workers: false, maintenance: false });
  for (const queue of queues) jobs.work(queue, async () => {});
  await jobs.start();
  await jobs.stop();
}
