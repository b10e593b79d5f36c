import { randomInt, timingSafeEqual } from 'node:crypto';
import {
  type ErrorName,
  errorCatalogue,
  limits,
  SignatureStatus,
  type SignerViewDto,
  type SignInput,
} from '@custodia/contracts';
import { companyName } from '../company/index.ts';
import { fileToSign } from '../files/index.ts';
import { AppError, found } from '../platform/errors.ts';
import { keptPhoto, PhotoRefused } from '../platform/photos.ts';
import { hashToken, parseTenantToken } from '../platform/secrets.ts';
import {
  type AppWork,
  enterTenant,
  inTenant,
  RefusalAfterCommit,
  type System,
  system,
  type Work,
} from '../platform/work.ts';
import { gatewayFor, tellSignatory } from './builtin-provider.ts';
import { providerFor } from './providers.ts';
import { sealedDocument } from './sealing.ts';
import { auditSignature } from './signatures.audit.ts';
import { isTurn, requestedDataOf, toSignerView } from './signatures.present.ts';
import * as repo from './signatures.repo.ts';
import { completeSigned } from './signatures.service.ts';

type Signing = {
  work: Work<System>;
  signatory: repo.SignatoryRow;
  request: repo.RequestRow;
  all: repo.SignatoryRow[];
};

/**
 * The signatory a link names, in its company: a link that is malformed, unknown, used (signed),
 * voided or past its request's days is one answer, 40008, whichever it is.
 */
async function signing(appWork: AppWork, token: string): Promise<Signing> {
  const tenant = parseTenantToken(token);
  if (!tenant) throw new AppError('signingLinkInvalid');
  const work = await enterTenant(appWork, tenant.tenantId, system);
  const signatory = await repo.signatoryByLink(work.tx, work.tenantId, hashToken(token));
  if (!signatory || signatory.status !== SignatureStatus.pending) {
    throw new AppError('signingLinkInvalid');
  }
  const request = found(
    await repo.findRequest(work.tx, work.tenantId, signatory.request_id),
    'signingLinkInvalid',
  );
  if (request.status !== SignatureStatus.pending) throw new AppError('signingLinkInvalid');
  const all = await repo.signatoriesOf(work.tx, work.tenantId, request.id);
  return { work, signatory, request, all };
}

async function view(step: Signing, change: repo.SignatoryChange = {}): Promise<SignerViewDto> {
  const { work, request, signatory, all } = step;
  await repo.updateSignatory(work.tx, work.tenantId, signatory.id, change);
  const now = { ...signatory, ...change } as repo.SignatoryRow;
  const company = await companyName(work);
  return toSignerView(request, now, all, company);
}

const signatoryRef = (signatory: repo.SignatoryRow) =>
  `${signatory.position}. ${signatory.full_name}`;

/** A signer opens their link: the first time is recorded as "viewed". */
export async function openSigning(appWork: AppWork, token: string): Promise<SignerViewDto> {
  const step = await signing(appWork, token);
  if (step.signatory.viewed_at !== null) return view(step);
  await auditSignature(step.work, 'view', step.request, {
    signatory: signatoryRef(step.signatory),
  });
  return view(step, { viewed_at: new Date() });
}

/** Their turn, in a request signed in order (40014). */
function ensureTurn(step: Signing) {
  if (!isTurn(step.request, step.signatory, step.all)) throw new AppError('signingNotYourTurn');
}

const codeHash = (signatoryId: string, code: string) => hashToken(`${signatoryId}:${code}`);

/**
 * Sends a one-time code (6 digits, 10 minutes) to the signer's address or phone, at most 3 times a
 * link (40013). Only its hash is stored. It leaves once that hash is committed, before the answer,
 * which waits for it (`tellSignatory`): no connection waits on the SMTP server or the gateway, and
 * one that does not take it takes the send back in a transaction of its own (the code withdrawn,
 * the send uncounted, nothing audited: 40038 by mail, 40023 through the gateway). Never through the
 * job table nor a log.
 */
export async function sendSigningCode(appWork: AppWork, token: string): Promise<SignerViewDto> {
  const step = await signing(appWork, token);
  ensureTurn(step);
  const { work, signatory, request } = step;
  if (signatory.code_sends >= limits.signatures.codeSends) {
    throw new AppError('signingCodeSendsUsed');
  }
  const code = String(randomInt(0, 10 ** limits.signatures.codeDigits)).padStart(
    limits.signatures.codeDigits,
    '0',
  );
  const company = await companyName(work);
  const hash = codeHash(signatory.id, code);
  const shown = await view(step, {
    code_hash: hash,
    code_expires_at: new Date(Date.now() + limits.signatures.codeMinutes * 60_000),
    code_attempts: 0,
    code_sends: signatory.code_sends + 1,
  });
  const message = {
    subject: 'signatures.mail.code.subject',
    body: 'signatures.mail.code.body',
    short: 'signatures.message.code',
    params: { code, minutes: limits.signatures.codeMinutes, company },
  } as const;
  tellSignatory(
    work,
    await gatewayFor(work, request),
    request,
    signatory,
    message,
    async (refused) => {
      await inTenant(
        work.platform,
        { tenantId: work.tenantId, actor: system, language: work.language },
        (after) =>
          refused
            ? repo.withdrawCode(after.tx, after.tenantId, signatory.id, hash)
            : auditSignature(after, 'code_sent', request, { signatory: signatoryRef(signatory) }),
      );
      if (refused) {
        throw new AppError(
          refused.by === 'mail' ? 'signingCodeMailFailed' : 'messageGatewayFailed',
        );
      }
    },
  );
  return shown;
}

/**
 * Checks the code: 3 tries a code (40012 once used up, a new one must be asked), 10 minutes
 * (40011). A wrong try is counted even though the answer is a refusal.
 */
export async function verifySigningCode(
  appWork: AppWork,
  token: string,
  code: string,
): Promise<SignerViewDto> {
  const step = await signing(appWork, token);
  const { work, signatory, request } = step;
  if (signatory.code_hash === null) throw new AppError('signingCodeRequired');
  if (signatory.code_attempts >= limits.signatures.codeTries) {
    throw new AppError('signingCodeTriesUsed');
  }
  if ((signatory.code_expires_at?.getTime() ?? 0) <= Date.now()) {
    throw new AppError('signingCodeExpired');
  }
  const given = Buffer.from(codeHash(signatory.id, code));
  if (!timingSafeEqual(given, Buffer.from(signatory.code_hash))) {
    const attempts = signatory.code_attempts + 1;
    await repo.updateSignatory(work.tx, work.tenantId, signatory.id, { code_attempts: attempts });
    await auditSignature(work, 'code_failed', request, { signatory: signatoryRef(signatory) });
    throw new RefusalAfterCommit(
      new AppError(
        attempts >= limits.signatures.codeTries ? 'signingCodeTriesUsed' : 'signingCodeWrong',
        { code: attempts >= limits.signatures.codeTries ? 'errors.40012' : 'errors.40010' },
      ),
    );
  }
  await auditSignature(work, 'code_verified', request, { signatory: signatoryRef(signatory) });
  return view(step, { code_verified_at: new Date(), code_hash: null });
}

/** What only a signer who proved who they are may do (40009). */
function ensureVerified(step: Signing) {
  if (step.signatory.code_verified_at === null) throw new AppError('signingCodeRequired');
}

/**
 * The document to sign, to its verified signer: the version the request was made on, refused
 * (40017) if the file has changed since.
 */
export async function signingDocument(appWork: AppWork, token: string) {
  const step = await signing(appWork, token);
  ensureVerified(step);
  const source = found(await fileToSign(step.work, step.request.file_id), 'fileNotFound');
  if (source.file.current.sha256 !== step.request.original_sha256) {
    throw new AppError('signatureFileChanged');
  }
  return { name: source.file.name, bytes: await source.bytes() };
}

const photoRefusals = {
  type: 'signingPhotoType',
  tooLarge: 'signingPhotoSize',
  dimensions: 'signingPhotoDimensions',
} as const satisfies Record<PhotoRefused['reason'], ErrorName>;

/**
 * The photo evidence a request asks (issue 33): the verified signer's, in their turn, a JPEG, PNG
 * or WebP by content (40025), at most 10 MB (40026), 160 to 8,000 pixels a side (40027). It is
 * kept re-encoded from its pixels (platform/photos.ts), so nothing else the upload carried
 * survives; a new one replaces it until they sign.
 */
export async function takeSigningPhoto(
  appWork: AppWork,
  token: string,
  photo: Buffer | undefined,
): Promise<SignerViewDto> {
  const step = await signing(appWork, token);
  ensureVerified(step);
  ensureTurn(step);
  const { work, request, signatory } = step;
  if (!request.photo_evidence) {
    throw new AppError('validation', { photo: 'validation.photoNotAsked' });
  }
  if (!photo) throw new AppError('validation', { photo: 'fieldRequired' });
  const kept = await keptPhoto(photo, limits.signatures.photo).catch((error: unknown) => {
    if (!(error instanceof PhotoRefused)) throw error;
    const name = photoRefusals[error.reason];
    throw new AppError(name, { photo: `errors.${errorCatalogue[name].code}` });
  });
  await repo.keepPhoto(work.tx, work.tenantId, signatory.id, kept);
  await auditSignature(work, 'photo', request, {
    signatory: signatoryRef(signatory),
    photo: `${kept.width} × ${kept.height} px, SHA-256 ${kept.sha256}`,
  });
  return view(step, { photo_sha256: kept.sha256, photo_at: new Date() });
}

/** Only the corrections that change something, and only where the request allows them (40016). */
function correctionsOf(step: Signing, input: SignInput) {
  const { signatory, request } = step;
  const corrections = Object.fromEntries(
    Object.entries(input.corrections ?? {}).filter(
      ([key, value]) => value !== undefined && value !== signatory[key as keyof typeof signatory],
    ),
  ) as Partial<repo.RequestedData>;
  if (Object.keys(corrections).length > 0 && !request.allow_data_change) {
    throw new AppError('signingDataChangeOff', { corrections: 'errors.40016' });
  }
  return corrections;
}

/**
 * A signer's own corrections, audited from what was there to what they typed; the requester's
 * data is kept once (the first correction) for the evidence page.
 */
async function correct(step: Signing, corrections: Partial<repo.RequestedData>) {
  const { work, request, signatory } = step;
  if (Object.keys(corrections).length === 0) return {};
  await auditSignature(work, 'correct', request, {
    signatory: signatoryRef(signatory),
    ...Object.fromEntries(
      Object.entries(corrections).map(([key, to]) => [
        key,
        { from: signatory[key as keyof repo.RequestedData], to },
      ]),
    ),
  });
  const requested: repo.RequestedData = requestedDataOf(signatory) ?? {
    full_name: signatory.full_name,
    document_type: signatory.document_type,
    document_number: signatory.document_number,
  };
  return { ...corrections, corrected_at: new Date(), requested_data: JSON.stringify(requested) };
}

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * Signs: the verified signer, in their turn, with a graphic signature when the request asks one
 * (40015; a drawn one must be a PNG: 40020), with their photo when it asks one (40021), their
 * data corrected only where allowed (40016), validated as the request's were.
 * The link is spent. The next signer in order is invited; after the last, the signed PDF is
 * sealed and becomes the file's next version.
 */
export async function sign(
  appWork: AppWork,
  input: SignInput,
  client: { ip: string; userAgent: string },
): Promise<SignerViewDto> {
  const step = await signing(appWork, input.token);
  ensureVerified(step);
  ensureTurn(step);
  const { work, request, signatory } = step;
  const corrections = correctionsOf(step, input);
  if (request.photo_evidence && signatory.photo_sha256 === null) {
    throw new AppError('signingPhotoRequired', { photo: 'errors.40021' });
  }
  if (request.graphic && !input.graphic) {
    throw new AppError('signingGraphicRequired', { graphic: 'errors.40015' });
  }
  if (input.graphic?.kind === 'drawn') {
    const png = Buffer.from(input.graphic.value.split(',')[1] ?? '', 'base64');
    if (!png.subarray(0, 8).equals(PNG_MAGIC)) {
      throw new AppError('signingGraphicInvalid', { graphic: 'errors.40020' });
    }
  }
  const signedAt = new Date();
  const shown = await view(step, {
    ...(await correct(step, corrections)),
    status: SignatureStatus.signed,
    signed_at: signedAt,
    ip: client.ip,
    user_agent: client.userAgent.slice(0, 500),
    graphic_kind: request.graphic ? (input.graphic?.kind ?? null) : null,
    graphic: request.graphic ? (input.graphic?.value ?? null) : null,
    token_hash: null,
  });
  await auditSignature(work, 'sign', request, { signatory: signatoryRef(signatory) });
  const all = await repo.signatoriesOf(work.tx, work.tenantId, request.id);
  if (all.some((person) => person.status === SignatureStatus.pending)) {
    if (request.ordered) await (await providerFor(work, request)).send(work, request, all);
    return shown;
  }
  await completeSigned(work, request, await sealedDocument(work, request, all));
  return { ...shown, request_status: SignatureStatus.signed };
}
