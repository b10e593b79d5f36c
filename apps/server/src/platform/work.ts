import type { Language } from '@custodia/contracts';
import type { Actor } from './auth.ts';
import type { Config } from './config.ts';
import type { Database, Sql } from './db.ts';
import type { AppError } from './errors.ts';
import type { Mailer } from './mail.ts';
import type { StampedCache } from './stamped-cache.ts';
import type { FileStorage } from './storage.ts';
import type { Subscriptions } from './subscriptions.ts';

/** What every unit of work may reach beyond its transaction; built once per process in app.ts. */
export type Platform = {
  config: Config;
  /**
   * The database handle, for what really needs transactions of its own (an export written in
   * chunks, a job's claim): a function that opens them takes the platform, not a unit of work.
   */
  db: Database;
  storage: FileStorage;
  mailer: Mailer;
  /** Sessions' actors and forms read at a request's start, checked by the company's access stamp. */
  kept: StampedCache;
  /** Who acts on what a feature publishes (src/subscriptions.ts). */
  subscriptions: Subscriptions;
};

/** The actor of work no person asked for: a job, a deadline passing, the start-up seed. */
export type System = { readonly system: true };
export const system: System = Object.freeze({ system: true });

/** Who a unit of work acts for: a person or an API account (both sessions), or the system. */
export type Doer = Actor | System;

export function isSystem(doer: Doer): doer is System {
  return 'system' in doer;
}

/** Work outside the database that follows the transaction's end: a stored file kept or deleted. */
type Hooks = {
  /** Undoes outside work (a file stored) if the transaction rolls back or fails to commit. */
  onRollback(undo: () => Promise<unknown>): void;
  /** Does outside work (deleting a file, waking the job runner) once the transaction committed. */
  afterCommit(then: () => Promise<unknown>): void;
  /**
   * Outside work the answer waits for (a message a gateway must take), done once the transaction
   * committed so that no connection waits on a third party: its failure is the answer, and what
   * it must undo then, it undoes in a transaction of its own.
   */
  beforeAnswering(then: () => Promise<unknown>): void;
  /**
   * Undoes, in a transaction of its own, what the committed transaction kept for an answer that
   * ended a refusal after all (a `beforeAnswering` that failed, a `RefusalAfterCommit`): an
   * idempotency key's answer, which a repeat must not get back.
   */
  onRefusedAnswer(undo: () => Promise<unknown>): void;
};

type Unit = Hooks & {
  /** The one transaction of the request or job: every statement of the work runs in it. */
  readonly tx: Sql;
  /** The caller's language, for answers and for what is written in it (mail, exports). */
  readonly language: Language;
  readonly platform: Platform;
};

/**
 * One request's or job's work in one company: its transaction (row-level security scoped to
 * the company), the company, who acts, the language and the transaction's hooks. The route layer
 * or the job runner builds it; services take it first and hand its transaction to repos.
 */
export type Work<A extends Doer = Actor> = Unit & { readonly tenantId: string; readonly actor: A };

/** Work before any company is known (login, a password reset's request, creating a company). */
export type AppWork = Unit & { readonly tenantId: null; readonly actor: null };

/**
 * A refusal whose transaction still commits: what the work wrote before refusing (a failed
 * login counted, an account locked) stays, and the caller gets the refusal.
 */
export class RefusalAfterCommit extends Error {
  constructor(readonly refusal: AppError) {
    super(refusal.message);
  }
}

/**
 * Every statement of the application's transactions runs on its prepared statement's generic plan
 * (decision 56). Their texts are fixed by the code, their values bound, and under row-level
 * security each custom plan cost more to make than to run: the page of a record list took 0.7 ms
 * to plan and 0.6 ms to run, at every request. A generic plan is made once per connection.
 * PostgreSQL's JIT compiles a plan at every execution once its estimate passes `jit_above_cost`,
 * which a generic plan over a large table easily does: opening a TRD series of 5,000 expedients
 * spent 32 ms of its 108 compiling. Short statements never repay it, so it is off.
 */
const planning = { plan_cache_mode: 'force_generic_plan', jit: 'off' };

/**
 * Opens one transaction as the application role with the given settings, runs the work on it,
 * then what its outcome asks for. A failure of that follow-up work is not the transaction's: at
 * worst it leaves an unreferenced stored object.
 */
async function transact<T>(
  platform: Platform,
  settings: Record<string, string>,
  work: (tx: Sql, hooks: Hooks) => Promise<T>,
): Promise<T> {
  const rolledBack: (() => Promise<unknown>)[] = [];
  const committed: (() => Promise<unknown>)[] = [];
  const answering: (() => Promise<unknown>)[] = [];
  const refused: (() => Promise<unknown>)[] = [];
  const hooks: Hooks = {
    onRollback: (undo) => rolledBack.push(undo),
    afterCommit: (then) => committed.push(then),
    beforeAnswering: (then) => answering.push(then),
    onRefusedAnswer: (undo) => refused.push(undo),
  };
  let outcome: { value: T } | { refusal: AppError };
  try {
    outcome = await platform.db.transaction(
      async (tx) => {
        try {
          return { value: await work(tx, hooks) };
        } catch (error) {
          if (error instanceof RefusalAfterCommit) return { refusal: error.refusal };
          throw error;
        }
      },
      { ...planning, role: platform.config.appDbRole, ...settings },
    );
  } catch (error) {
    await Promise.allSettled(rolledBack.map((undo) => undo()));
    throw error;
  }
  await Promise.allSettled(committed.map((then) => then()));
  try {
    if ('refusal' in outcome) throw outcome.refusal;
    for (const then of answering) await then();
  } catch (error) {
    await Promise.allSettled(refused.map((undo) => undo()));
    throw error;
  }
  return outcome.value;
}

/**
 * Runs work in one new transaction scoped to a company: row-level security limits every
 * statement to it, whatever the SQL says.
 */
export function inTenant<A extends Doer, T>(
  platform: Platform,
  scope: { tenantId: string; actor: A; language: Language },
  work: (work: Work<A>) => Promise<T>,
): Promise<T> {
  return transact(platform, { 'app.tenant_id': scope.tenantId }, (tx, hooks) =>
    work({ ...hooks, ...scope, tx, platform }),
  );
}

/** Runs work in one new transaction with no company set: only system tables are visible. */
export function asApp<T>(
  platform: Platform,
  language: Language,
  work: (work: AppWork) => Promise<T>,
): Promise<T> {
  return transact(platform, {}, (tx, hooks) =>
    work({ ...hooks, tx, language, platform, tenantId: null, actor: null }),
  );
}

/**
 * The same transaction, from here on scoped to one company (a login once its company is known,
 * a company's creation setting up the new one). Statements already run keep what they did.
 */
export async function enterTenant<A extends Doer>(
  work: AppWork | Work<Doer>,
  tenantId: string,
  actor: A,
): Promise<Work<A>> {
  await work.tx.query("SELECT set_config('app.tenant_id', $1, true)", [tenantId]);
  return { ...work, tenantId, actor };
}

/** The same unit of work acting for another doer of its company (a login's new session). */
export function actingAs<A extends Doer>(work: Work<Doer>, actor: A): Work<A> {
  return { ...work, actor };
}
