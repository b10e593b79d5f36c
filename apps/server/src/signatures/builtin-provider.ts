import { type Language, languages, SignatureStatus, translate } from '@custodia/contracts';
import { z } from 'zod';
import { enqueue, tenantJob } from '../platform/jobs.ts';
import { hashToken, newTenantToken } from '../platform/secrets.ts';
import { type Doer, inTenant, system, type Work } from '../platform/work.ts';
import type { SignatureProvider } from './provider.ts';
import { sealedDocument } from './sealing.ts';
import { auditSignature } from './signatures.audit.ts';
import { isTurn } from './signatures.present.ts';
import * as repo from './signatures.repo.ts';

const linkMails = {
  link: { subject: 'signatures.mail.link.subject', body: 'signatures.mail.link.body' },
  reminder: { subject: 'signatures.mail.reminder.subject', body: 'signatures.mail.reminder.body' },
} as const;

/**
 * Sends a signatory their link. The link is made here, mailed, and only its hash is stored when
 * the job's transaction commits: the link is never kept in clear, not even in the job's payload.
 * A retry after a crash mails a new link; the one mailed before never worked. A reminder is the
 * same mail in other words: the first link is not kept, so the reminder carries a new one.
 */
export const signingLinkJob = tenantJob({
  name: 'sendSigningLink',
  payload: z.object({
    signatoryId: z.string(),
    language: z.enum(languages),
    reminder: z.boolean().default(false),
  }),
  async prepare(platform, payload, tenantId) {
    const read = await inTenant(
      platform,
      { tenantId, actor: system, language: payload.language },
      async (work) => {
        const signatory = await repo.findSignatory(work.tx, tenantId, payload.signatoryId);
        if (signatory?.status !== 0) return undefined;
        const request = await repo.findRequest(work.tx, tenantId, signatory.request_id);
        const company = await repo.companyName(work.tx, tenantId);
        return request && { signatory, request, company };
      },
    );
    if (!read) return { tokenHash: null };
    const token = newTenantToken(tenantId);
    const params = {
      company: read.company,
      name: read.signatory.full_name,
      description: read.request.description,
      document: read.request.file_name,
      link: `${platform.config.publicUrl}/sign#${token}`,
      expires: read.request.expires_at.toISOString().slice(0, 10),
    };
    const mail = payload.reminder ? linkMails.reminder : linkMails.link;
    await platform.mailer.send({
      to: read.signatory.email,
      subject: translate(payload.language, mail.subject, params),
      text: translate(payload.language, mail.body, params),
    });
    return { tokenHash: hashToken(token) };
  },
  async run(work, payload, prepared: { tokenHash: string | null }) {
    if (prepared.tokenHash === null) return;
    if (!(await repo.setLink(work.tx, work.tenantId, payload.signatoryId, prepared.tokenHash))) {
      return;
    }
    const signatory = await repo.findSignatory(work.tx, work.tenantId, payload.signatoryId);
    const request =
      signatory && (await repo.findRequest(work.tx, work.tenantId, signatory.request_id));
    if (signatory && request) {
      await auditSignature(work, 'send', request, {
        signatory: `${signatory.position}. ${signatory.full_name}`,
      });
    }
  },
});

/** The pending signatories whose turn it is: everyone pending, or the first of them in order. */
function invited(request: repo.RequestRow, signatories: readonly repo.SignatoryRow[]) {
  return signatories.filter(
    (signatory) => signatory.status === 0 && isTurn(request, signatory, signatories),
  );
}

async function invite(
  work: Work<Doer>,
  request: repo.RequestRow,
  signatories: readonly repo.SignatoryRow[],
  reminder = false,
) {
  for (const signatory of invited(request, signatories)) {
    await enqueue(work, signingLinkJob, {
      signatoryId: signatory.id,
      language: work.language as Language,
      reminder,
    });
  }
}

const closer = (work: Work<Doer>) => ('userId' in work.actor ? work.actor.userId : null);

/** The provider every installation has: links and codes by e-mail, the seal of the installation. */
export const builtinProvider: SignatureProvider = {
  name: 'builtin',
  offersQualified: false,
  async create() {},
  send: (work, request, signatories) => invite(work, request, signatories),
  resend: (work, request, signatories) => invite(work, request, signatories),
  remind: (work, request, signatories) => invite(work, request, signatories, true),
  async cancel(work, request) {
    await repo.closeRequest(work.tx, work.tenantId, request.id, {
      status: SignatureStatus.voided,
      by: closer(work),
    });
  },
  async expire(work, request) {
    await repo.closeRequest(work.tx, work.tenantId, request.id, {
      status: SignatureStatus.expired,
      by: closer(work),
    });
  },
  async status(_work, request) {
    return request.status;
  },
  signedDocument: sealedDocument,
  async notice() {},
};
