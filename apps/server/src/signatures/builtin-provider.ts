import {
  formatDateTimeNamed,
  type Language,
  languages,
  type MessageKey,
  SignatureStatus,
  translate,
} from '@custodia/contracts';
import { z } from 'zod';
import { companyName, type MessageGateway, messageGatewayOf } from '../company/index.ts';
import { enqueue, tenantJob } from '../platform/jobs.ts';
import { hashToken, newTenantToken } from '../platform/secrets.ts';
import { type Doer, inTenant, type Platform, type Work } from '../platform/work.ts';
import {
  GatewaySendFailed,
  gatewayChannelsOf,
  phoneNumberOf,
  sendOverGateway,
} from './message-gateway.ts';
import type { SignatureProvider } from './provider.ts';
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

/** Why a message to a signatory did not leave: the mail server or the gateway did not take it. */
export class MessageNotTaken extends Error {
  constructor(
    readonly by: 'mail' | 'gateway',
    cause: unknown,
  ) {
    super(cause instanceof Error ? cause.message : String(cause));
  }
}

async function deliver(
  platform: Platform,
  gateway: MessageGateway | null,
  language: Language,
  request: Pick<repo.RequestRow, 'channel'>,
  signatory: Pick<repo.SignatoryRow, 'email' | 'dial_code' | 'phone'>,
  message: SignatoryMessage,
): Promise<void> {
  const channels = gatewayChannelsOf(request.channel);
  if (channels.length === 0) {
    await platform.mailer
      .send({
        to: signatory.email,
        subject: translate(language, message.subject, message.params),
        text: translate(language, message.body, message.params),
      })
      .catch((error: unknown) => {
        throw new MessageNotTaken('mail', error);
      });
    return;
  }
  const text = translate(language, message.short, message.params);
  try {
    if (!gateway) throw new GatewaySendFailed('the company has no message gateway');
    for (const channel of channels) {
      await sendOverGateway(
        gateway,
        { to: phoneNumberOf(signatory), channel, text },
        platform.config.outbound,
      );
    }
  } catch (error) {
    if (error instanceof GatewaySendFailed) throw new MessageNotTaken('gateway', error);
    throw error;
  }
}

/**
 * Tells a signatory something over the request's channel: by mail, or by SMS, WhatsApp or both
 * through the company's gateway to their phone. It is the only way anything reaches a signatory,
 * and it never leaves before the work's transaction commits: a link or a code names rows that
 * transaction writes, and a mail scanner opens a link the moment it arrives. It leaves in the
 * work's `beforeAnswering`, so the request's answer, or the job, waits for it and fails with it
 * (a job then runs again, with a new link). `settled`, when given, hears whether it was taken
 * (null) or not (`MessageNotTaken`), to record the send or take back what it named.
 */
export function tellSignatory(
  work: Work<Doer>,
  gateway: MessageGateway | null,
  request: Pick<repo.RequestRow, 'channel'>,
  signatory: Pick<repo.SignatoryRow, 'email' | 'dial_code' | 'phone'>,
  message: SignatoryMessage,
  settled?: (refused: MessageNotTaken | null) => Promise<void>,
): void {
  const { platform, language } = work;
  work.beforeAnswering(async () => {
    const refused = await deliver(platform, gateway, language, request, signatory, message).then(
      () => null,
      (error: unknown) => {
        if (settled && error instanceof MessageNotTaken) return error;
        throw error;
      },
    );
    await settled?.(refused);
  });
}

/**
 * Sends a signatory their link, by mail or through the company's SMS and WhatsApp gateway as the
 * request says. The link is made here and only its hash is stored, so it is never kept in clear,
 * not even in the job's payload; it leaves once that hash is committed (`tellSignatory`), so it
 * works the moment it arrives. A failure to send it, or a crash before, runs the job again with a
 * new link, which replaces the one that never left. A reminder is the same message in other
 * words: the first link is not kept, so the reminder carries a new one.
 */
export const signingLinkJob = tenantJob({
  name: 'sendSigningLink',
  payload: z.object({
    signatoryId: z.string(),
    language: z.enum(languages),
    reminder: z.boolean().default(false),
  }),
  async run(work, payload) {
    const signatory = await repo.findSignatory(work.tx, work.tenantId, payload.signatoryId);
    if (signatory?.status !== SignatureStatus.pending) return;
    const request = await repo.findRequest(work.tx, work.tenantId, signatory.request_id);
    if (!request) return;
    const token = newTenantToken(work.tenantId);
    const tokenHash = hashToken(token);
    if (!(await repo.setLink(work.tx, work.tenantId, signatory.id, tokenHash))) return;
    const params = {
      company: await companyName(work),
      name: signatory.full_name,
      description: request.description,
      document: request.file_name,
      link: `${work.platform.config.publicUrl}/sign#${token}`,
      expires: formatDateTimeNamed(
        request.expires_at,
        await repo.companyTimeZone(work.tx, work.tenantId),
        payload.language,
      ),
    };
    tellSignatory(
      { ...work, language: payload.language },
      await gatewayFor(work, request),
      request,
      signatory,
      { ...(payload.reminder ? linkMessages.reminder : linkMessages.link), params },
      async (refused) => {
        await inTenant(work.platform, work, async (after) => {
          await repo.settleLink(after.tx, after.tenantId, signatory.id, {
            tokenHash,
            sent: !refused,
          });
          if (refused) return;
          await auditSignature(after, 'send', request, {
            signatory: `${signatory.position}. ${signatory.full_name}`,
          });
        });
        if (refused) throw refused;
      },
    );
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
  create: (work, request, signatories) => invite(work, request, signatories),
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
};
