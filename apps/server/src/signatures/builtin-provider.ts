import {
  type Language,
  languages,
  type MessageKey,
  SignatureStatus,
  translate,
} from '@custodia/contracts';
import { z } from 'zod';
import { type MessageGateway, messageGatewayOf } from '../company/index.ts';
import { enqueue, tenantJob } from '../platform/jobs.ts';
import { hashToken, newTenantToken } from '../platform/secrets.ts';
import { type Doer, inTenant, type Platform, system, type Work } from '../platform/work.ts';
import {
  GatewaySendFailed,
  gatewayChannelsOf,
  phoneNumberOf,
  sendOverGateway,
} from './message-gateway.ts';
import type { SignatureProvider } from './provider.ts';
import { sealedDocument } from './sealing.ts';
import { auditSignature } from './signatures.audit.ts';
import { isTurn } from './signatures.present.ts';
import * as repo from './signatures.repo.ts';

/** What a signatory is told: a mail's subject and body, or the short text of an SMS or WhatsApp. */
export type SignatoryMessage = {
  subject: MessageKey;
  body: MessageKey;
  short: MessageKey;
  params: Record<string, string | number>;
};

const linkMessages = {
  link: {
    subject: 'signatures.mail.link.subject',
    body: 'signatures.mail.link.body',
    short: 'signatures.message.link',
  },
  reminder: {
    subject: 'signatures.mail.reminder.subject',
    body: 'signatures.mail.reminder.body',
    short: 'signatures.message.reminder',
  },
} as const;

/** The company's gateway when the request goes by SMS or WhatsApp; null for e-mail. */
export async function gatewayFor(
  work: Work<Doer>,
  request: Pick<repo.RequestRow, 'channel'>,
): Promise<MessageGateway | null> {
  return gatewayChannelsOf(request.channel).length > 0 ? messageGatewayOf(work) : null;
}

/**
 * Tells a signatory something over the request's channel: by mail, or by SMS, WhatsApp or both
 * through the company's gateway to their phone. Throws `GatewaySendFailed` when the gateway does
 * not take it, or the company has none (removed after the request was made).
 */
export async function tellSignatory(
  platform: Platform,
  gateway: MessageGateway | null,
  language: Language,
  request: Pick<repo.RequestRow, 'channel'>,
  signatory: Pick<repo.SignatoryRow, 'email' | 'dial_code' | 'phone'>,
  message: SignatoryMessage,
): Promise<void> {
  const channels = gatewayChannelsOf(request.channel);
  if (channels.length === 0) {
    await platform.mailer.send({
      to: signatory.email,
      subject: translate(language, message.subject, message.params),
      text: translate(language, message.body, message.params),
    });
    return;
  }
  if (!gateway) throw new GatewaySendFailed('the company has no message gateway');
  const text = translate(language, message.short, message.params);
  for (const channel of channels) {
    await sendOverGateway(
      gateway,
      { to: phoneNumberOf(signatory), channel, text },
      platform.config.outbound,
    );
  }
}

/**
 * Sends a signatory their link, by mail or through the company's SMS and WhatsApp gateway as the
 * request says. The link is made here, sent, and only its hash is stored when the job's
 * transaction commits: the link is never kept in clear, not even in the job's payload. A retry
 * after a crash or a gateway's refusal sends a new link; one sent before never worked. A reminder
 * is the same message in other words: the first link is not kept, so the reminder carries a new one.
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
        if (signatory?.status !== SignatureStatus.pending) return undefined;
        const request = await repo.findRequest(work.tx, tenantId, signatory.request_id);
        const company = await repo.companyName(work.tx, tenantId);
        return request && { signatory, request, company, gateway: await gatewayFor(work, request) };
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
    await tellSignatory(platform, read.gateway, payload.language, read.request, read.signatory, {
      ...(payload.reminder ? linkMessages.reminder : linkMessages.link),
      params,
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
    (signatory) =>
      signatory.status === SignatureStatus.pending && isTurn(request, signatory, signatories),
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

/**
 * The provider every installation has: links and codes by e-mail or through the company's SMS
 * and WhatsApp gateway, the seal of the installation.
 */
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
