import { SignatureStatus } from '@custodia/contracts';
import { z } from 'zod';
import { cancelJobs, enqueue, tenantJob } from '../platform/jobs.ts';
import type { Doer, Work } from '../platform/work.ts';
import { providerFor } from './providers.ts';
import { auditSignature } from './signatures.audit.ts';
import * as repo from './signatures.repo.ts';

const RequestPayload = z.object({ requestId: z.uuid() });

/** The request still pending, locked; a request closed since (signed, voided) is left alone. */
async function pendingRequest(work: Work<Doer>, requestId: string) {
  const request = await repo.findRequest(work.tx, work.tenantId, requestId, true);
  return request?.status === SignatureStatus.pending ? request : undefined;
}

/**
 * A day before a request expires, its pending signers whose turn it is are mailed a reminder
 * with a new link (issue 33 point 5).
 */
export const remindSignatoriesJob = tenantJob({
  name: 'remindSignatories',
  payload: RequestPayload,
  async run(work, { requestId }) {
    const request = await pendingRequest(work, requestId);
    if (!request) return;
    const signatories = await repo.signatoriesOf(work.tx, work.tenantId, request.id);
    await (await providerFor(work, request)).remind(work, request, signatories);
    await auditSignature(work, 'remind', request);
  },
});

/** When its days run out, a request still pending expires with its pending signatures (§4). */
export const expireSignatureRequestJob = tenantJob({
  name: 'expireSignatureRequest',
  payload: RequestPayload,
  async run(work, { requestId }) {
    const request = await pendingRequest(work, requestId);
    if (!request) return;
    await (await providerFor(work, request)).expire(work, request);
    await auditSignature(work, 'expire', request, {
      status: { from: SignatureStatus.pending, to: SignatureStatus.expired },
    });
  },
});

const DAY = 24 * 60 * 60 * 1000;

/**
 * Queues a new request's expiry at its end and its reminder a day before, both keyed by the
 * request. A one-day request has no reminder: it would go out with the first mail; nor has one
 * whose provider reminds its signers itself (`remind` false).
 */
export async function scheduleFollowUp(
  work: Work<Doer>,
  request: { id: string; expires_at: Date; days: number },
  remind = true,
): Promise<void> {
  const key = request.id;
  const expiresAt = new Date(request.expires_at);
  await enqueue(
    work,
    expireSignatureRequestJob,
    { requestId: request.id },
    { runAt: expiresAt, key },
  );
  if (remind && request.days > 1) {
    await enqueue(
      work,
      remindSignatoriesJob,
      { requestId: request.id },
      { runAt: new Date(expiresAt.getTime() - DAY), key },
    );
  }
}

/** A request closed before its days ran out (cancelled or signed) needs neither job. */
export async function cancelFollowUp(work: Work<Doer>, requestId: string): Promise<void> {
  await cancelJobs(work, remindSignatoriesJob, requestId);
  await cancelJobs(work, expireSignatureRequestJob, requestId);
}
