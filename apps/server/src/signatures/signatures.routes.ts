import {
  limits,
  providerNoticeApi,
  SigningToken,
  signaturesApi,
  signingApi,
  verificationApi,
} from '@custodia/contracts';
import type { FastifyInstance } from 'fastify';
import { contentDisposition } from '../platform/downloads.ts';
import { AppError } from '../platform/errors.ts';
import { route } from '../platform/routes.ts';
import type { ReceivedUpload } from '../platform/upload-body.ts';
import { taskToSignFrom } from '../processes/index.ts';
import { receiveProviderNotice } from './notices.service.ts';
import {
  cancelSignatures,
  recordSignatures,
  requestSignatures,
  resendSignatures,
  signatoryPhoto,
  signatureReport,
  signatureReportChoices,
  signatureReportSheet,
  signatureRequest,
  signedRequest,
} from './signatures.service.ts';
import {
  openSigning,
  sendSigningCode,
  sign,
  signingDocument,
  takeSigningPhoto,
  verifySigningCode,
} from './signing.service.ts';
import { NOTICE_SIGNATURE_HEADER } from './third-party-provider.ts';
import { verifySignedDocument } from './verification.service.ts';

/** What @fastify/multipart throws when a file passes its part's limit. */
const tooLarge = (error: unknown) =>
  (error as { code?: unknown } | null)?.code === 'FST_REQ_FILE_TOO_LARGE';

/**
 * The photo's parts: the signer's link and the picture, read up to its limit; past it, refused
 * (40026) without reading the rest.
 */
async function photoUpload(upload: ReceivedUpload) {
  let token: unknown;
  let photo: Buffer | undefined;
  const parts = upload.parts({
    limits: { files: 1, fields: 1, fileSize: limits.signatures.photo.maxBytes },
  });
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.fieldname === 'token') token = part.value;
      } else {
        const chunks: Buffer[] = [];
        for await (const chunk of part.file) chunks.push(chunk as Buffer);
        if (part.fieldname === 'photo') photo = Buffer.concat(chunks);
      }
    }
  } catch (error) {
    if (!tooLarge(error)) throw error;
    throw new AppError('signingPhotoSize', { photo: 'errors.40026' });
  }
  const link = SigningToken.safeParse(token);
  if (!link.success) throw new AppError('validation', { token: 'validation.invalid' });
  return { token: link.data, photo };
}

/** A picture the server encoded, shown to whoever may see it and never run or sniffed. */
const pictureHeaders = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; sandbox",
  'cache-control': 'private, no-store',
};

export async function signaturesRoutes(app: FastifyInstance): Promise<void> {
  route(app, signaturesApi.create, async ({ work, body }) =>
    requestSignatures(
      work,
      body,
      body.process_task_id ? await taskToSignFrom(work, body.process_task_id) : undefined,
    ),
  );
  route(app, signaturesApi.report, ({ work, query }) => signatureReport(work, query));
  route(app, signaturesApi.reportChoices, ({ work }) => signatureReportChoices(work));
  route(app, signaturesApi.reportExport, async ({ work, query, reply }) =>
    reply
      .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('content-disposition', contentDisposition('attachment', 'signatures.xlsx'))
      .send(await signatureReportSheet(work, query)),
  );
  route(app, signaturesApi.detail, ({ work, params }) => signatureRequest(work, params.id));
  route(app, signaturesApi.cancel, ({ work, params }) => cancelSignatures(work, params.id));
  route(app, signaturesApi.resend, ({ work, params }) => resendSignatures(work, params.id));
  route(app, signaturesApi.signed, ({ work, params }) =>
    signedRequest(work, params.formId, params.hash),
  );
  route(app, signaturesApi.ofRecord, ({ work, params }) => recordSignatures(work, params.id));
  route(app, signaturesApi.photo, async ({ work, params, reply }) => {
    const photo = await signatoryPhoto(work, params.id, params.signatoryId);
    return reply
      .type('image/jpeg')
      .headers(pictureHeaders)
      .header('content-disposition', 'inline; filename="photo.jpg"')
      .send(photo.jpeg);
  });

  route(app, signingApi.open, ({ work, body }) => openSigning(work, body.token));
  route(app, signingApi.sendCode, ({ work, body }) => sendSigningCode(work, body.token));
  route(app, signingApi.verify, ({ work, body }) => verifySigningCode(work, body.token, body.code));
  route(app, signingApi.photo, async ({ work, upload }) => {
    const { token, photo } = await photoUpload(upload);
    return takeSigningPhoto(work, token, photo);
  });
  route(app, signingApi.document, async ({ work, body, reply }) => {
    const document = await signingDocument(work, body.token);
    return reply
      .type('application/pdf')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('cache-control', 'no-store')
      .header('content-disposition', contentDisposition('inline', document.name))
      .send(document.bytes);
  });
  route(app, verificationApi.verify, ({ work, params, query }) =>
    verifySignedDocument(work, params.code, query.sha256),
  );
  route(app, providerNoticeApi.notice, ({ work, params, body, request }) => {
    const signature = request.headers[NOTICE_SIGNATURE_HEADER];
    return receiveProviderNotice(work, params.company, body, {
      rawBody: request.rawBody,
      signature: typeof signature === 'string' ? signature : undefined,
    });
  });
  route(app, signingApi.sign, ({ work, body, request }) =>
    sign(work, body, { ip: request.ip, userAgent: request.headers['user-agent'] ?? '' }),
  );
}
