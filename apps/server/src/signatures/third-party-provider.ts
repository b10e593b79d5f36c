import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { SignatureStatus, type SignatureStatusValue } from '@custodia/contracts';
import { z } from 'zod';
import { fileToSign } from '../files/index.ts';
import { signatureProviderOf } from '../integrations/index.ts';
import { AppError, found } from '../platform/errors.ts';
import { enqueue, tenantJob } from '../platform/jobs.ts';
import { type Doer, inTenant, type Work } from '../platform/work.ts';
import type { SignatureProvider, SignedDocument } from './provider.ts';
import { auditSignature } from './signatures.audit.ts';
import * as repo from './signatures.repo.ts';

/** The portal account of the company's integration, as `signatureProviderOf` gives it. */
export type ProviderAccount = { portalUser: string; portalKey: string };

export const THIRD_PARTY = 'third-party';
export const NOTICE_SIGNATURE_HEADER = 'x-provider-signature';

/** A third party's answer can take long; no request waits on it longer than this. */
const TIMEOUT_MS = 15_000;

/** The notices' address for a company: the company travels in the path, the request in the body. */
export const noticeUrl = (publicUrl: string, tenantId: string) =>
  `${publicUrl}/api/v1/signatures/provider/notices/${tenantId}/`;

/** `sha256=` and the HMAC-SHA256 of the raw body under the portal key, in hex. */
export const noticeSignature = (key: string, rawBody: string) =>
  `sha256=${createHmac('sha256', key).update(rawBody).digest('hex')}`;

/** A signer's evidence as the provider gives it with the signed PDF. */
export type ProviderEvidence = {
  signers?: { position?: number; signed_at?: string; ip?: string; user_agent?: string }[];
};

/**
 * The work's own company and doer in a transaction of their own, for what follows a call to the
 * provider made after the work's commit.
 */
const afterwards = <T>(work: Work<Doer>, then: (after: Work<Doer>) => Promise<T>) =>
  inTenant(
    work.platform,
    { tenantId: work.tenantId, actor: work.actor, language: work.language },
    then,
  );

/**
 * The adapter of a third-party signing provider (issue 33 point 2), speaking the REST contract of
 * docs/signature-provider-api.md with the company's portal user and key as HTTP Basic. The
 * provider invites, reminds and checks identity itself; Custodia follows it through its notices.
 * No call to it happens inside a transaction: a request's calls go once its transaction
 * committed, before the answer, which fails with them (40032); a cancellation is told by a job.
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

  const at = (providerRef: string) => `/requests/${encodeURIComponent(providerRef)}`;
  const ref = (request: repo.RequestRow) => {
    if (!request.provider_ref) throw new AppError('signatureProviderFailed');
    return at(request.provider_ref);
  };

  /** Closes a request and its pending signers here; the provider is told by `cancelAtProvider`. */
  async function close(work: Work<Doer>, request: repo.RequestRow, status: SignatureStatusValue) {
    await repo.closeRequest(work.tx, work.tenantId, request.id, {
      status,
      by: 'userId' in work.actor ? work.actor.userId : null,
    });
    await enqueue(work, cancelAtProviderJob, { requestId: request.id });
  }

  /** The provider's id of a new request, once it took its document and signers. */
  async function register(
    work: Work<Doer>,
    request: repo.RequestRow,
    signatories: readonly repo.SignatoryRow[],
    content: Buffer,
  ): Promise<string> {
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
    return id;
  }

  /** What only a third party does: it is told of closings, gives its signed PDF, signs notices. */
  const beyond = {
    /** Tells the provider a request is closed here (`cancelAtProvider`). */
    async cancelThere(request: repo.RequestRow) {
      await call('POST', `${ref(request)}/cancel`);
    },
    /** The provider's signed PDF, its own seal and evidence page inside, and its evidence. */
    async signed(request: repo.RequestRow): Promise<SignedDocument & ProviderEvidence> {
      const pdf = Buffer.from(await (await call('GET', `${ref(request)}/document`)).arrayBuffer());
      if (pdf.subarray(0, 5).toString('latin1') !== '%PDF-') {
        throw new AppError('signatureProviderFailed');
      }
      const evidence = await json<ProviderEvidence>('GET', `${ref(request)}/evidence`);
      return {
        pdf,
        sha256: createHash('sha256').update(pdf).digest('hex'),
        signers: Array.isArray(evidence.signers) ? evidence.signers : [],
      };
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
  };

  const provider = {
    name: THIRD_PARTY,
    offersQualified: true,
    remindsItself: true,
    /**
     * The document is read here and uploaded once the request committed, with its signers; the
     * provider's id is then kept in a transaction of its own. A provider that refuses either call
     * leaves the request voided (told to the provider if it took the first) and the answer 40032,
     * as a gateway that refuses a code takes the send back.
     */
    async create(
      work: Work<Doer>,
      request: repo.RequestRow,
      signatories: readonly repo.SignatoryRow[],
    ) {
      const source = found(await fileToSign(work, request.file_id), 'fileNotFound');
      const content = await source.bytes();
      work.beforeAnswering(async () => {
        let providerRef: string | null = null;
        try {
          providerRef = await register(work, request, signatories, content);
          const kept = providerRef;
          await afterwards(work, (after) =>
            repo.setProviderRef(after.tx, after.tenantId, request.id, kept),
          );
          await call('POST', `${at(providerRef)}/send`);
        } catch (error) {
          await afterwards(work, async (after) => {
            await repo.closeRequest(after.tx, after.tenantId, request.id, {
              status: SignatureStatus.voided,
              by: null,
            });
            if (providerRef) await enqueue(after, cancelAtProviderJob, { requestId: request.id });
            await auditSignature(after, 'cancel', request, {
              status: { from: SignatureStatus.pending, to: SignatureStatus.voided },
            });
          });
          throw error;
        }
      });
    },
    async send(work: Work<Doer>, request: repo.RequestRow) {
      work.beforeAnswering(() => call('POST', `${ref(request)}/send`));
    },
    async resend(work: Work<Doer>, request: repo.RequestRow) {
      work.beforeAnswering(() => call('POST', `${ref(request)}/resend`));
    },
    /** Never called: `remindsItself` keeps the reminder job from being queued. */
    async remind() {},
    cancel: (work: Work<Doer>, request: repo.RequestRow) =>
      close(work, request, SignatureStatus.voided),
    expire: (work: Work<Doer>, request: repo.RequestRow) =>
      close(work, request, SignatureStatus.expired),
  } satisfies SignatureProvider;
  return { ...provider, ...beyond };
}

export type ThirdPartyProvider = ReturnType<typeof thirdPartyProvider>;

/**
 * The third-party provider that serves a company: where the installation names the provider's
 * address (SIGNATURE_PROVIDER_URL) and the company's integration is approved and configured.
 */
export async function thirdPartyOf(work: Work<Doer>): Promise<ThirdPartyProvider | null> {
  const url = work.platform.config.signatureProviderUrl;
  const account = url ? await signatureProviderOf(work) : null;
  return url && account ? thirdPartyProvider(url, account) : null;
}

/**
 * Tells the provider that a request closed here (cancelled, expired, or refused half-way) is
 * cancelled: after the commit, retried until it takes it, so the closing never waits on it and
 * never hangs on its refusal. A request it never registered, or a provider no longer configured,
 * has nothing to tell.
 */
export const cancelAtProviderJob = tenantJob({
  name: 'cancelAtSignatureProvider',
  payload: z.object({ requestId: z.uuid() }),
  async run(work, { requestId }) {
    const request = await repo.findRequest(work.tx, work.tenantId, requestId);
    const provider = request?.provider_ref ? await thirdPartyOf(work) : null;
    if (request && provider) work.beforeAnswering(() => provider.cancelThere(request));
  },
});
