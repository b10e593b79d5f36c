import { randomInt } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Language } from '@custodia/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { HeldLock } from './db.ts';
import {
  type AppWork,
  asApp,
  type Doer,
  inTenant,
  type Platform,
  type System,
  system,
  type Work,
} from './work.ts';

/**
 * A feature's background job: its name, the schema of its payload and its handler. `run` works in
 * the transaction that marks the job done, so its database effect happens exactly once: if the
 * process dies before the commit, nothing of it stays and the job runs again. `prepare`, when
 * given, runs first, outside any transaction, for work that must not hold one (reading a stored
 * file, sending mail, an export written in chunks of their own transactions); it runs again on a
 * retry, so what it does outside the database must be idempotent, and each job says how.
 * `leaseSeconds` is how long one attempt may take before another runner takes the job over, as
 * long as its kind's slowest attempt (a mail takes seconds, an export minutes); LEASE_SECONDS if
 * not given.
 * Outside work that must follow what `run` commits (a signing link sent once its hash is stored)
 * `run` leaves to `work.beforeAnswering`: the job is done only once that work succeeded, in a
 * transaction of its own; its failure, or a crash before it, runs the job again.
 */
type JobShape<Scope, P, R> = {
  name: string;
  payload: z.ZodType<P>;
  leaseSeconds?: number;
  prepare?(platform: Platform, payload: P, scope: Scope): Promise<R>;
  run(work: Scope extends string ? Work<System> : AppWork, payload: P, prepared: R): Promise<void>;
};

/** What queuing a job needs of it; the payload is given as its schema takes it (defaults left out). */
type Queued<P, Scope extends Job['scope']> = {
  name: string;
  scope: Scope;
  payload: z.ZodType<unknown, P>;
};

/** A job of one company's: it runs in a transaction scoped to the company that queued it. */
export type TenantJob<P = unknown, R = unknown> = JobShape<string, P, R> & { scope: 'tenant' };
/** A job of no company's (a password reset's request, before its company is found): system tables only. */
export type AppJob<P = unknown, R = unknown> = JobShape<null, P, R> & { scope: 'app' };
export type Job<P = unknown, R = unknown> = TenantJob<P, R> | AppJob<P, R>;

export function tenantJob<P, R = undefined>(job: JobShape<string, P, R>): TenantJob<P, R> {
  return { ...job, scope: 'tenant' };
}

export function appJob<P, R = undefined>(job: JobShape<null, P, R>): AppJob<P, R> {
  return { ...job, scope: 'app' };
}

/**
 * When a queued job runs, and the key it can be found by: a job with a key replaces the pending
 * job of the same name and key (a deadline moved), and `cancelJobs` removes it (a task ended).
 */
export type JobTiming = { runAt?: Date; key?: string };

/**
 * Queues a job in the caller's transaction: it runs only if the change that caused it commits,
 * and not before `runAt` when given. A company's job runs in the company of the work queuing it.
 */
export async function enqueue<P>(
  work: Work<Doer>,
  job: Queued<P, Job['scope']>,
  payload: P,
  timing?: JobTiming,
): Promise<void>;
export async function enqueue<P>(
  work: AppWork,
  job: Queued<P, 'app'>,
  payload: P,
  timing?: JobTiming,
): Promise<void>;
export async function enqueue<P>(
  work: Work<Doer> | AppWork,
  job: Queued<P, Job['scope']>,
  payload: P,
  timing: JobTiming = {},
): Promise<void> {
  await insertJobs(work, job, [{ payload, timing }]);
}

type Run<P> = { payload: P; timing?: JobTiming };

/** Queues several runs of a company's job in one statement, as `enqueue` queues one. */
export function enqueueAll<P>(
  work: Work<Doer>,
  job: Queued<P, Job['scope']>,
  runs: readonly Run<P>[],
): Promise<void> {
  return insertJobs(work, job, runs);
}

async function insertJobs<P>(
  work: Work<Doer> | AppWork,
  job: Queued<P, Job['scope']>,
  runs: readonly Run<P>[],
): Promise<void> {
  if (runs.length === 0) return;
  const tenantId = job.scope === 'tenant' ? work.tenantId : null;
  await work.tx.query(
    `INSERT INTO jobs (kind, tenant_id, key, payload, run_at)
     SELECT $1, $2, q.key, q.payload, coalesce(q.run_at, now())
       FROM unnest($3::text[], $4::jsonb[], $5::timestamptz[]) AS q(key, payload, run_at)
     ON CONFLICT (kind, tenant_id, key) WHERE key IS NOT NULL AND done_at IS NULL AND failed_at IS NULL
     DO UPDATE SET payload = excluded.payload, run_at = excluded.run_at, attempts = 0,
                   last_error = NULL`,
    [
      job.name,
      tenantId,
      runs.map((run) => run.timing?.key ?? null),
      runs.map((run) => JSON.stringify(job.payload.parse(run.payload))),
      runs.map((run) => run.timing?.runAt ?? null),
    ],
  );
  // Due now: this process's runner takes it once committed rather than at its next poll (an
  // export is ready up to a poll sooner). Other processes' runners still find it by polling.
  if (runs.some((run) => !run.timing?.runAt)) work.afterCommit(async () => wakeRunners());
}

/**
 * Removes a company's pending jobs of a name and key, or of any of several keys (a task's deadline
 * notices once it ended). One that is running as this commits finds itself gone when it tries to
 * finish, and undoes its work.
 */
export async function cancelJobs(
  work: Work<Doer>,
  job: Queued<unknown, 'tenant'>,
  keys: string | readonly string[],
): Promise<number> {
  // The company compared by `=`, which the pending keys' index serves, never by `IS NOT DISTINCT
  // FROM`, which it does not: that read every pending job, a millisecond a completion among the
  // deadline notices of 6,000 open tasks.
  const rows = await work.tx.query(
    `DELETE FROM jobs WHERE kind = $1 AND tenant_id = $2 AND key = ANY($3::text[])
        AND done_at IS NULL AND failed_at IS NULL RETURNING id`,
    [job.name, work.tenantId, typeof keys === 'string' ? [keys] : keys],
  );
  return rows.length;
}

/**
 * Recurring work run at most every `everyMs`: the runner does its recurring work after each drain
 * and every second of a long one, which is more often than visiting every company's metrics or
 * every table's counts is worth. With `waitFirst` the first run comes `everyMs` after start.
 */
export function atMostEvery(
  everyMs: number,
  work: () => Promise<unknown>,
  { waitFirst = false } = {},
): () => Promise<void> {
  let last = waitFirst ? Date.now() : Number.NEGATIVE_INFINITY;
  return async () => {
    if (Date.now() - last < everyMs) return;
    last = Date.now();
    await work();
  };
}

/** The runners started in this process. */
const startedRunners = new Set<JobRunner>();

/** Lets the runners of this process take work that became due now (a job made due again). */
export function wakeRunners(): void {
  for (const runner of startedRunners) runner.wake();
}

const MAX_ATTEMPTS = 5;
/** How often the recurring work runs during a drain that does not end (see `#drain`). */
const RECURRING_MS = 1000;
/** How long one attempt may take before another worker may take the job over, unless its job says. */
const LEASE_SECONDS = 300;
/** The space of the advisory locks runners hold while they live: 'jobs' in ASCII. */
const RUNNER_LOCKS = 0x6a6f6273;
/** How often a runner looks for running jobs whose runner died (and once before its first claim). */
const RECLAIM_MS = 5000;

type JobRow = {
  id: string;
  kind: string;
  tenant_id: string | null;
  payload: unknown;
  attempts: number;
};

/** A job that another worker took over (its lease ran out) or that was cancelled while it ran. */
class JobLost extends Error {}

export type RunnerOptions = {
  /** How many jobs run at once: a long export never holds mail back. */
  concurrency?: number;
  /** Work done after each drain of the queue, which needs no queue entry (sealing the audit chain). */
  recurring?: readonly (() => Promise<unknown>)[];
  /** The language of what a job writes when its payload names none. */
  language?: Language;
};

/**
 * A PostgreSQL-backed job runner. Claims use SKIP LOCKED and a lease, so several worker processes
 * share one queue, no job runs in two at once, and a job whose worker died is taken again once
 * its lease is over. The claim counts the attempt; the job's own transaction marks it done only
 * if that attempt is still the job's, so a worker that lost its lease undoes its work.
 *
 * A runner holds an advisory lock of its own while it lives and stamps its key on what it claims;
 * the lock ends with its session, so a runner that finds a running job whose key no session
 * holds knows its runner died, and makes it due again without waiting for its lease (before its
 * first claim, and every RECLAIM_MS).
 */
export class JobRunner {
  readonly #jobs: ReadonlyMap<string, Job>;
  readonly #concurrency: number;
  readonly #recurring: readonly (() => Promise<unknown>)[];
  readonly #language: Language;
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<number> | undefined;
  #stopped = false;
  #wokenWhileRunning = false;
  /** Ends a drain's wait for a free slot: a job was queued, and a slot may be free for it. */
  #poke: (() => void) | undefined;
  /** The lock this runner holds while it claims, taken at its first claim. */
  #alive: Promise<{ key: number; lock: HeldLock }> | undefined;
  readonly #reclaim = atMostEvery(RECLAIM_MS, () => this.#reclaimOrphans());
  readonly #leases: { kinds: string[]; seconds: number[] };

  constructor(
    private readonly platform: Platform,
    jobs: readonly Job[],
    private readonly log: FastifyBaseLogger,
    options: RunnerOptions = {},
  ) {
    this.#jobs = new Map(jobs.map((job) => [job.name, job]));
    if (this.#jobs.size !== jobs.length) throw new Error('two jobs share a name');
    this.#leases = {
      kinds: jobs.map((job) => job.name),
      seconds: jobs.map((job) => job.leaseSeconds ?? LEASE_SECONDS),
    };
    this.#concurrency = options.concurrency ?? 4;
    this.#recurring = options.recurring ?? [];
    this.#language = options.language ?? 'es';
  }

  /**
   * Runs every job that is due now, several at once, then the recurring work, and returns how
   * many jobs ran; concurrent calls share one run.
   */
  runDue(): Promise<number> {
    this.#running ??= this.#drain().finally(() => {
      this.#running = undefined;
      if (this.#wokenWhileRunning) {
        this.#wokenWhileRunning = false;
        this.wake();
      }
    });
    return this.#running;
  }

  /**
   * Runs what is due without waiting for the next poll, and never waits for it: the request that
   * queued a job answers at once. A wake during a run drains again after it, since the run may
   * have looked at the queue before the new job was committed.
   */
  wake(): void {
    if (this.#stopped) return;
    if (this.#running) {
      this.#wokenWhileRunning = true;
      this.#poke?.();
      return;
    }
    this.runDue().catch((error) => this.log.error({ err: error }, 'job run failed'));
  }

  start(pollMs = 1000): void {
    startedRunners.add(this);
    const tick = () => {
      if (this.#stopped) return;
      this.runDue()
        .catch((error) => this.log.error({ err: error }, 'job run failed'))
        .finally(() => {
          if (!this.#stopped) this.#timer = setTimeout(tick, pollMs);
        });
    };
    tick();
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    startedRunners.delete(this);
    clearTimeout(this.#timer);
    await this.#running;
    const alive = await this.#alive?.catch(() => undefined);
    this.#alive = undefined;
    await alive?.lock.release();
  }

  /** The key this runner's claims carry, its lock taken again if its session was lost. */
  async #owner(): Promise<number> {
    const alive = await this.#alive?.catch(() => undefined);
    if (alive?.lock.held) return alive.key;
    if (alive) this.log.warn('the job runner lost its lock and takes a new one');
    this.#alive = this.#holdLock();
    return (await this.#alive).key;
  }

  /** A lock of a random key no other runner holds (two runners could draw the same one). */
  async #holdLock(): Promise<{ key: number; lock: HeldLock }> {
    for (;;) {
      const key = randomInt(1, 2 ** 31);
      const lock = await this.platform.db.holdLock(RUNNER_LOCKS, key);
      if (lock) return { key, lock };
    }
  }

  /**
   * Makes due again the running jobs whose runner holds its lock no more: it died (a kill, a
   * power cut) or lost its database session, and the job would otherwise wait for its lease.
   * A runner that only lost its session finds its job taken over when it tries to finish.
   */
  async #reclaimOrphans(): Promise<void> {
    const reclaimed = await this.platform.db.query<{ id: string; kind: string }>(
      `UPDATE jobs SET locked_until = NULL
        WHERE done_at IS NULL AND failed_at IS NULL AND run_at <= now()
          AND locked_until > now() AND locked_by IS NOT NULL
          AND locked_by NOT IN (
            SELECT objid::text::integer FROM pg_locks
             WHERE locktype = 'advisory' AND classid = $1 AND objsubid = 2 AND granted)
        RETURNING id, kind`,
      [RUNNER_LOCKS],
    );
    for (const job of reclaimed) {
      this.log.warn({ jobId: job.id, kind: job.kind }, 'job reclaimed from a runner that died');
    }
  }

  /**
   * Claims as many jobs as there are free slots, and each finished one frees its slot. The
   * recurring work runs once the queue is drained, and every RECURRING_MS while it is not: under a
   * steady inflow (a mail for each task created) the queue never empties, and the audit chains,
   * the metrics and the tables' upkeep would wait for the load to stop.
   */
  async #drain(): Promise<number> {
    let count = 0;
    const active = new Set<Promise<void>>();
    let recurredAt = Date.now();
    for (;;) {
      if (this.#stopped) break;
      if (Date.now() - recurredAt >= RECURRING_MS) {
        await this.#recur();
        recurredAt = Date.now();
      }
      // Set before the claim, so that a job queued while it looks is not missed; a wake before
      // it is answered by this very claim, and needs no drain of its own after this one.
      const poked = new Promise<void>((resolve) => {
        this.#poke = resolve;
      });
      this.#wokenWhileRunning = false;
      const claimed =
        active.size < this.#concurrency ? await this.#claim(this.#concurrency - active.size) : [];
      for (const job of claimed) {
        const running = this.#run(job).finally(() => active.delete(running));
        active.add(running);
        count += 1;
      }
      if (active.size === 0) break;
      // Look at the queue again once a slot frees or a job is queued (a long export holding its
      // slot must not hold back the mail queued behind it), or when the recurring work is due.
      const recurring = new AbortController();
      await Promise.race([
        ...active,
        poked,
        sleep(RECURRING_MS - (Date.now() - recurredAt), undefined, { signal: recurring.signal }),
      ]).finally(() => recurring.abort());
    }
    this.#poke = undefined;
    await Promise.all(active);
    await this.#recur();
    return count;
  }

  async #recur(): Promise<void> {
    for (const task of this.#recurring) await task();
  }

  async #claim(slots: number): Promise<JobRow[]> {
    const owner = await this.#owner();
    await this.#reclaim();
    return this.platform.db.query<JobRow>(
      `UPDATE jobs SET attempts = attempts + 1, locked_by = $3,
              locked_until = now() + make_interval(secs => coalesce(
                (SELECT lease.seconds FROM unnest($4::text[], $5::integer[]) AS lease(kind, seconds)
                  WHERE lease.kind = jobs.kind),
                $2))
        WHERE id IN (
          SELECT id FROM jobs
           WHERE done_at IS NULL AND failed_at IS NULL AND run_at <= now()
             AND (locked_until IS NULL OR locked_until < now())
           ORDER BY run_at, id
           LIMIT $1
           FOR UPDATE SKIP LOCKED)
        RETURNING id, kind, tenant_id, payload, attempts`,
      [slots, LEASE_SECONDS, owner, this.#leases.kinds, this.#leases.seconds],
    );
  }

  async #run(row: JobRow): Promise<void> {
    try {
      const job = this.#jobs.get(row.kind);
      if (!job) throw new Error(`no job is named ${row.kind}`);
      const payload = job.payload.parse(row.payload);
      if (job.scope === 'tenant') {
        const tenantId = row.tenant_id;
        if (!tenantId) throw new Error(`the company job ${row.kind} has no company`);
        const prepared = await job.prepare?.(this.platform, payload, tenantId);
        const scope = { tenantId, actor: system, language: this.#language };
        await this.#done<Work<System>>(
          row,
          (work) => inTenant(this.platform, scope, work),
          (work) => job.run(work, payload, prepared),
        );
      } else {
        const prepared = await job.prepare?.(this.platform, payload, null);
        await this.#done<AppWork>(
          row,
          (work) => asApp(this.platform, this.#language, work),
          (work) => job.run(work, payload, prepared),
        );
      }
    } catch (error) {
      await this.#failed(row, error);
    }
  }

  /**
   * Runs a job's `run` in a transaction and marks the job done in it, or, when `run` left outside
   * work for after its commit, in a transaction of its own once that work succeeded.
   */
  async #done<W extends Work<System> | AppWork>(
    row: JobRow,
    within: (work: (work: W) => Promise<void>) => Promise<void>,
    run: (work: W) => Promise<void>,
  ): Promise<void> {
    await within(async (work) => {
      let followed = false;
      await run({
        ...work,
        beforeAnswering(then) {
          followed = true;
          work.beforeAnswering(then);
        },
      });
      if (followed) work.beforeAnswering(() => within((after) => this.#finish(after, row)));
      else await this.#finish(work, row);
    });
  }

  /** Marks the job done in its work's transaction, if this attempt is still the job's. */
  async #finish(work: Work<System> | AppWork, row: JobRow): Promise<void> {
    // A finished job's payload goes: it may hold a single-use link.
    const [done] = await work.tx.query(
      `UPDATE jobs SET done_at = now(), locked_until = NULL, payload = '{}'
        WHERE id = $1 AND attempts = $2 AND done_at IS NULL RETURNING id`,
      [row.id, row.attempts],
    );
    if (!done) throw new JobLost(`job ${row.id} was taken over or cancelled while it ran`);
  }

  async #failed(row: JobRow, error: unknown): Promise<void> {
    const message = error instanceof Error ? error.message : String(error);
    if (error instanceof JobLost) {
      this.log.warn({ jobId: row.id, kind: row.kind }, message);
      return;
    }
    this.log.warn({ jobId: row.id, kind: row.kind, err: error }, 'job failed');
    const giveUp = row.attempts >= MAX_ATTEMPTS;
    await this.platform.db.query(
      `UPDATE jobs SET locked_until = NULL, last_error = $3,
              run_at = now() + make_interval(secs => $4),
              failed_at = CASE WHEN $5 THEN now() END
        WHERE id = $1 AND attempts = $2`,
      [row.id, row.attempts, message.slice(0, 2000), 2 ** row.attempts * 5, giveUp],
    );
  }
}
