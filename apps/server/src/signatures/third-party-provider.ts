import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import {
  type ProviderNoticeInput,
  SignatureStatus,
  type SignatureStatusValue,
} from '@custodia/contracts';
import { fileToSign } from '../files/index.ts';
import { AppError, found } from '../platform/errors.ts';
import type { Doer, Work } from '../platform/work.ts';
import type { SignatureProvider } from './provider.ts';
import { auditSignature } from './signatures.audit.ts';
import { cancelFollowUp } from './signatures.jobs.ts';
import * as repo from './signatures.repo.ts';
import { completeSigned } from './signatures.service.ts';

/** The portal account of the company's integration, as `signatureProviderOf` gives it. */
export type ProviderAccount = { portalUser: string; portalKey: string };

export const THIRD_PARTY = 'third-party';
export const NOTICE_SIGNATURE_HEADER = 'x-provider-signature';

const statuses: Record<string, SignatureStatusValue> = {
  pending: SignatureStatus.pending,
  signed: SignatureStatus.signed,
  voided: SignatureStatus.voided,
  expired: SignatureStatus.expired,
};

/** A third party's answer can take long; no request waits on it longer than this. */
const TIMEOUT_MS = 15_000;

/** The notices' address for a company: the company travels in the path, the request in the body. */
export const noticeUrl = (publicUrl: string, tenantId: string) =>
  `${publicUrl}/api/v1/signatures/provider/notices/${tenantId}/`;

/** `sha256=` and the HMAC-SHA256 of the raw body under the portal key, in hex. */
export const noticeSignature = (key: string, rawBody: string) =>
  `sha256=${createHmac('sha256', key).update(rawBody).digest('hex')}`;

/**
 * The adapter of a third-party signing provider (issue 33 point 2), speaking the REST contract of
 * docs/signature-provider-api.md with the company's portal user and key as HTTP Basic. The
 * provider invites, reminds and checks identity itself; Custodia follows it through its notices.
 * Its calls happen inside the caller's unit of work: a refusal rolls the change back (40032).
 */
export function thirdPartyProvider(baseUrl: string, account: ProviderAccount) {
  const authorization = `Basic ${Buffer.from(`${account.portalUser}:${account.portalKey}`).toString('base64')}`;

  async function call(method: string, path: string, body?: unknown): Promise<Response> {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        authorization,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      redirect: 'error',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    }).catch(() => {
      throw new AppError('signatureProviderFailed');
    });
    if (!response.ok) throw new AppError('signatureProviderFailed');
    return response;
  }

  /** A JSON answer; anything else the provider says is its failure, never ours (a 500). */
  async function json<T>(method: string, path: string, body?: unknown): Promise<T> {
    const response = await call(method, path, body);
    return (await response.json().catch(() => {
      throw new AppError('signatureProviderFailed');
    })) as T;
  }

  /** Closes a request and its pending signers here; the provider closed its own already. */
  async function close(work: Work<Doer>, request: repo.RequestRow, status: SignatureStatusValue) {
    await repo.closeRequest(work.tx, work.tenantId, request.id, {
      status,
      by: 'userId' in work.actor ? work.actor.userId : null,
    });
    await cancelFollowUp(work, request.id);
  }

  const ref = (request: repo.RequestRow) => {
    if (!request.provider_ref) throw new AppError('signatureProviderFailed');
    return `/requests/${encodeURIComponent(request.provider_ref)}`;
  };

  const provider = {
    name: THIRD_PARTY,
    offersQualified: true,
    remindsItself: true,
    async create(
      work: Work<Doer>,
      request: repo.RequestRow,
      signatories: readonly repo.SignatoryRow[],
    ) {
      const source = found(await fileToSign(work, request.file_id), 'fileNotFound');
      const content = await source.bytes();
      const { id } = await json<{ id?: unknown }>('POST', '/requests', {
        reference: request.id,
        description: request.description,
        document: {
          name: request.file_name,
          sha256: createHash('sha256').update(content).digest('hex'),
          content: content.toString('base64'),
        },
        channel: request.channel,
        days: request.days,
        ordered: request.ordered,
        signature_type: request.signature_type,
        graphic: request.graphic,
        document_type: request.document_type,
        promissory_number: request.promissory_number,
        allow_data_change: request.allow_data_change,
        photo_evidence: request.photo_evidence,
        language: work.language,
        notice_url: noticeUrl(work.platform.config.publicUrl, work.tenantId),
        signers: signatories.map((person) => ({
          position: person.position,
          full_name: person.full_name,
          document_type: person.document_type,
          document_number: person.document_number,
          email: person.email,
          country: person.country,
          dial_code: person.dial_code,
          phone: person.phone,
        })),
      });
      if (typeof id !== 'string' || id.length === 0 || id.length > 200) {
        throw new AppError('signatureProviderFailed');
      }
      await repo.setProviderRef(work.tx, work.tenantId, request.id, id);
    },
    async send(_work: Work<Doer>, request: repo.RequestRow) {
      await call('POST', `${ref(request)}/send`);
    },
    async resend(_work: Work<Doer>, request: repo.RequestRow) {
      await call('POST', `${ref(request)}/resend`);
    },
    /** Never called: `remindsItself` keeps the reminder job from being queued. */
    async remind() {},
    async cancel(work: Work<Doer>, request: repo.RequestRow) {
      await call('POST', `${ref(request)}/cancel`);
      await close(work, request, SignatureStatus.voided);
    },
    async expire(work: Work<Doer>, request: repo.RequestRow) {
      await call('POST', `${ref(request)}/cancel`);
      await close(work, request, SignatureStatus.expired);
    },
    async status(_work: Work<Doer>, request: repo.RequestRow) {
      const answer = await json<{ status?: string }>('GET', ref(request));
      const status = statuses[answer.status ?? ''];
      if (status === undefined) throw new AppError('signatureProviderFailed');
      return status;
    },
    /**
     * The provider's signed PDF (its own seal and evidence page inside), and its evidence of each
     * signer written on our signatories, so the request's page shows how far each one got.
     */
    async signedDocument(
      work: Work<Doer>,
      request: repo.RequestRow,
      signatories: readonly repo.SignatoryRow[],
    ) {
      const pdf = Buffer.from(await (await call('GET', `${ref(request)}/document`)).arrayBuffer());
      if (pdf.subarray(0, 5).toString('latin1') !== '%PDF-') {
        throw new AppError('signatureProviderFailed');
      }
      const evidence = await json<{
        signers?: { position?: number; signed_at?: string; ip?: string; user_agent?: string }[];
      }>('GET', `${ref(request)}/evidence`);
      for (const signer of Array.isArray(evidence.signers) ? evidence.signers : []) {
        const signatory = signatories.find((person) => person.position === signer.position);
        const signedAt = typeof signer.signed_at === 'string' ? new Date(signer.signed_at) : null;
        if (!signatory || !signedAt || Number.isNaN(signedAt.getTime())) continue;
        await repo.updateSignatory(work.tx, work.tenantId, signatory.id, {
          signed_at: signedAt,
          ip: typeof signer.ip === 'string' ? signer.ip.slice(0, 100) : null,
          user_agent:
            typeof signer.user_agent === 'string' ? signer.user_agent.slice(0, 500) : null,
        });
      }
      return { pdf, sha256: createHash('sha256').update(pdf).digest('hex') };
    },
    /**
     * A notice, already authenticated: it moves the request and its signers as far as it says,
     * and never back. A notice repeated, or about a request already closed, changes nothing.
     */
    async notice(work: Work<Doer>, payload: unknown) {
      const notice = payload as ProviderNoticeInput;
      const request = await repo.findRequest(work.tx, work.tenantId, notice.reference, true);
      if (!request || request.provider_ref !== notice.request) {
        throw new AppError('signatureRequestNotFound');
      }
      if (request.status !== SignatureStatus.pending) return;
      const all = await repo.signatoriesOf(work.tx, work.tenantId, request.id);
      const signatory = all.find((person) => person.position === notice.signer);
      const at = notice.at ? new Date(notice.at) : new Date();
      const named = signatory && { signatory: `${signatory.position}. ${signatory.full_name}` };
      if (notice.event === 'signer.viewed' && signatory && signatory.viewed_at === null) {
        await repo.updateSignatory(work.tx, work.tenantId, signatory.id, { viewed_at: at });
        await auditSignature(work, 'view', request, named);
      } else if (
        notice.event === 'signer.signed' &&
        signatory?.status === SignatureStatus.pending
      ) {
        await repo.updateSignatory(work.tx, work.tenantId, signatory.id, {
          status: SignatureStatus.signed,
          signed_at: at,
        });
        await auditSignature(work, 'sign', request, named);
      } else if (notice.event === 'request.completed') {
        await completeSigned(work, request, provider);
      } else if (notice.event === 'request.voided' || notice.event === 'request.expired') {
        const status =
          notice.event === 'request.voided' ? SignatureStatus.voided : SignatureStatus.expired;
        await close(work, request, status);
        await auditSignature(
          work,
          notice.event === 'request.voided' ? 'cancel' : 'expire',
          request,
          {
            status: { from: SignatureStatus.pending, to: status },
          },
        );
      }
    },
    /** Whether a notice's signature header is the HMAC of its raw body, compared in constant time. */
    signs(rawBody: string, header: string | undefined): boolean {
      const expected = createHash('sha256')
        .update(noticeSignature(account.portalKey, rawBody))
        .digest();
      const given = createHash('sha256')
        .update(header ?? '')
        .digest();
      return timingSafeEqual(expected, given);
    },
  } satisfies SignatureProvider & { signs(rawBody: string, header: string | undefined): boolean };
  return provider;
}

export type ThirdPartyProvider = ReturnType<typeof thirdPartyProvider>;
