import { providerNoticeApi, signaturesApi, signingApi, verificationApi } from '@custodia/contracts';
import type { FastifyInstance } from 'fastify';
import { contentDisposition } from '../platform/downloads.ts';
import { route } from '../platform/routes.ts';
import { receiveProviderNotice } from './notices.service.ts';
import {
  cancelSignatures,
  recordSignatures,
  requestSignatures,
  resendSignatures,
  signatureReport,
  signatureRequest,
} from './signatures.service.ts';
import {
  openSigning,
  sendSigningCode,
  sign,
  signingDocument,
  verifySigningCode,
} from './signing.service.ts';
import { NOTICE_SIGNATURE_HEADER } from './third-party-provider.ts';
import { verifySignedDocument } from './verification.service.ts';

export async function signaturesRoutes(app: FastifyInstance): Promise<void> {
  route(app, signaturesApi.create, ({ work, body }) => requestSignatures(work, body));
  route(app, signaturesApi.report, ({ work, query }) => signatureReport(work, query));
  route(app, signaturesApi.detail, ({ work, params }) => signatureRequest(work, params.id));
  route(app, signaturesApi.cancel, ({ work, params }) => cancelSignatures(work, params.id));
  route(app, signaturesApi.resend, ({ work, params }) => resendSignatures(work, params.id));
  route(app, signaturesApi.ofRecord, ({ work, params }) => recordSignatures(work, params.id));

  route(app, signingApi.open, ({ work, body }) => openSigning(work, body.token));
  route(app, signingApi.sendCode, ({ work, body }) => sendSigningCode(work, body.token));
  route(app, signingApi.verify, ({ work, body }) => verifySigningCode(work, body.token, body.code));
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
