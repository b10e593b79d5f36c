import type { Doer, Work } from '../platform/work.ts';
import type { RequestRow, SignatoryRow } from './signatures.repo.ts';

/** A signed PDF with its evidence inside, as it becomes the file's next version. */
export type SignedDocument = { pdf: Buffer; sha256: string };

/**
 * A signing provider (issue 33 point 2): the built-in one works with no third party; an adapter
 * for an external service implements the same calls. Each takes the caller's unit of work: what
 * it records commits with the request's own change, and what it asks of anyone outside (a mail, a
 * third party's service) it asks once that change committed, never holding the transaction open
 * (`beforeAnswering`, or a job), recording the outcome in a transaction of its own.
 */
export interface SignatureProvider {
  readonly name: string;
  /** Whether it offers advanced signatures and promissory notes (only third parties do). */
  readonly offersQualified: boolean;
  /** A provider that reminds its own signers before expiry: Custodia then queues no reminder. */
  readonly remindsItself?: true;
  /**
   * The request was stored: the provider registers it and invites the signatories whose turn it
   * is (all of them, or the first one when in order). Should it refuse, the request is closed.
   */
  create(
    work: Work<Doer>,
    request: RequestRow,
    signatories: readonly SignatoryRow[],
  ): Promise<void>;
  /** Invites the signatories whose turn it is (the next one, once one signed in order). */
  send(work: Work<Doer>, request: RequestRow, signatories: readonly SignatoryRow[]): Promise<void>;
  /** Invites again the pending signatories whose turn it is, with a fresh link. */
  resend(
    work: Work<Doer>,
    request: RequestRow,
    signatories: readonly SignatoryRow[],
  ): Promise<void>;
  /** Reminds the pending signatories whose turn it is that the request is about to expire. */
  remind(
    work: Work<Doer>,
    request: RequestRow,
    signatories: readonly SignatoryRow[],
  ): Promise<void>;
  /** The request is voided, with its pending signatures; their links stop working. */
  cancel(work: Work<Doer>, request: RequestRow): Promise<void>;
  /** The request's days ran out: its pending signatures expire and their links stop working. */
  expire(work: Work<Doer>, request: RequestRow): Promise<void>;
}
