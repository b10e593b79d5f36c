import type { SignatureStatusValue } from '@custodia/contracts';
import type { Doer, Work } from '../platform/work.ts';
import type { RequestRow, SignatoryRow } from './signatures.repo.ts';

/** What a provider returns once a request is complete: the signed PDF and its evidence. */
export type SignedDocument = { pdf: Buffer; sha256: string };

/**
 * A signing provider (issue 33 point 2): the built-in one works with no third party; an adapter
 * for an external service implements the same calls. Each runs in the caller's unit of work, so
 * what it records commits with the request's own change.
 */
export interface SignatureProvider {
  readonly name: string;
  /** Whether it offers advanced signatures and promissory notes (only third parties do). */
  readonly offersQualified: boolean;
  /** A provider that reminds its own signers before expiry: Custodia then queues no reminder. */
  readonly remindsItself?: true;
  /** The request was stored: the provider registers it (the built-in one keeps it in our rows). */
  create(
    work: Work<Doer>,
    request: RequestRow,
    signatories: readonly SignatoryRow[],
  ): Promise<void>;
  /** Invites the signatories whose turn it is (all of them, or the next one when in order). */
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
  cancel(work: Work<Doer>, request: RequestRow): Promise<void>;
  /** The request's days ran out: its pending signatures expire and their links stop working. */
  expire(work: Work<Doer>, request: RequestRow): Promise<void>;
  status(work: Work<Doer>, request: RequestRow): Promise<SignatureStatusValue>;
  /** The signed PDF with its evidence page, made when the last signatory signs. */
  signedDocument(
    work: Work<Doer>,
    request: RequestRow,
    signatories: readonly SignatoryRow[],
  ): Promise<SignedDocument>;
  /**
   * A notice of a status change from the provider's side. The built-in provider's notices are its
   * own signer pages (signing.service.ts), so it receives none from outside.
   */
  notice(work: Work<Doer>, payload: unknown): Promise<void>;
}
