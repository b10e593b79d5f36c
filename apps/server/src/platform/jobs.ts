import type { Language } from '@custodia/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Sql } from './db.ts';
import type { Mailer, MailMessage } from './mail.ts';
import { afterCommit } from './tenancy.ts';

type JobPayloads = {
  mail: MailMessage;
  /** A forgot-password request, worked out of the request so its answer tells nothing. */
  passwordResetRequest: { value: string; language: Language };
  /** A file moved to the trash, deleted for good once its days there are over (spec §4). */
  purgeTrashedFile: { tenantId: string; fileId: string };
  /** An export of records to build (spec §7), and its file to delete once expired (§9). */
  exportRecords: { tenantId: string; exportId: string };
  expireExport: { tenantId: string; exportId: string };
  /** The text of a file's version, for the records' full-text search. */
  extractFileText: { tenantId: string; fileId: string; version: number };
};
export type JobKind = keyof JobPayloads;

/**
 * Queues work in the caller's transaction: it runs only if the change that caused it commits, and
 * not before `runAt` when given.
 */
export async function enqueue<K extends JobKind>(
  tx: Sql,
  kind: K,
  payload: JobPayloads[K],
  runAt?: Date,
): Promise<void> {
  await tx.query('INSERT INTO jobs (kind, payload, run_at) VALUES ($1, $2, coalesce($3, now()))', [
    kind,
    JSON.stringify(payload),
    runAt ?? null,
  ]);
  // Due now: this process's runner takes it once committed rather than at its next poll (an
  // export is ready up to a poll sooner). Other processes' runners still find it by polling.
  if (!runAt) afterCommit(async () => wakeRunners());
}

/** The runners started in this process. */
const startedRunners = new Set<JobRunner>();

function wakeRunners(): void {
  for (const runner of startedRunners) runner.wake();
}

const MAX_ATTEMPTS = 5;
const LEASE_SECONDS = 300;

type JobRow = { id: string; kind: JobKind; payload: unknown; attempts: number };

/**
 * A PostgreSQL-backed job runner. Claims use SKIP LOCKED and a lease, so several worker processes
 * share one queue and a job whose worker died is picked up again after the lease. Each run also
 * does the recurring work (sealing the audit chain), which needs no queue entry.
 */
export class JobRunner {
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<number> | undefined;
  #stopped = false;
  #wokenWhileRunning = false;

  constructor(
    private readonly db: Database,
    private readonly handlers: { [K in JobKind]: (payload: JobPayloads[K]) => Promise<void> },
    private readonly log: FastifyBaseLogger,
    private readonly recurring: readonly (() => Promise<unknown>)[] = [],
  ) {}

  /**
   * Runs every job that is due now, then the recurring work, and returns how many jobs ran;
   * concurrent calls share one run.
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
  }

  async #drain(): Promise<number> {
    let count = 0;
    for (;;) {
      if (this.#stopped) return count;
      const job = await this.#claim();
      if (!job) break;
      await this.#run(job);
      count += 1;
    }
    for (const task of this.recurring) await task();
    return count;
  }

  async #claim(): Promise<JobRow | undefined> {
    const [job] = await this.db.query<JobRow>(
      `UPDATE jobs SET attempts = attempts + 1, locked_until = now() + make_interval(secs => $1)
        WHERE id = (
          SELECT id FROM jobs
           WHERE done_at IS NULL AND failed_at IS NULL AND run_at <= now()
             AND (locked_until IS NULL OR locked_until < now())
           ORDER BY run_at, id
           LIMIT 1
           FOR UPDATE SKIP LOCKED)
        RETURNING id, kind, payload, attempts`,
      [LEASE_SECONDS],
    );
    return job;
  }

  async #run(job: JobRow): Promise<void> {
    try {
      const handler = this.handlers[job.kind] as (payload: unknown) => Promise<void>;
      await handler(job.payload);
      // A delivered message leaves nothing behind: its payload may hold a single-use link.
      await this.db.query(
        `UPDATE jobs SET done_at = now(), locked_until = NULL, payload = '{}' WHERE id = $1`,
        [job.id],
      );
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      this.log.warn({ jobId: job.id, kind: job.kind, err: error }, 'job failed');
      const giveUp = job.attempts >= MAX_ATTEMPTS;
      await this.db.query(
        `UPDATE jobs SET locked_until = NULL, last_error = $2,
                run_at = now() + make_interval(secs => $3),
                failed_at = CASE WHEN $4 THEN now() END,
                payload = CASE WHEN $4 THEN '{}' ELSE payload END
          WHERE id = $1`,
        [job.id, message, 2 ** job.attempts * 5, giveUp],
      );
    }
  }
}

/** The handlers of the platform's own jobs; app.ts adds the features' ones. */
export function jobHandlers(mailer: Mailer) {
  return { mail: (message: MailMessage) => mailer.send(message) };
}
