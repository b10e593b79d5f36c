import { signaturesApi, signingApi, verificationApi } from '@custodia/contracts';
import type { FastifyInstance } from 'fastify';
import { contentDisposition } from '../platform/downloads.ts';
import { route } from '../platform/routes.ts';
import { taskToSignFrom } from '../processes/index.ts';
import {
  cancelSignatures,
  recordSignatures,
  requestSignatures,
  resendSignatures,
  signatureReport,
  signatureRequest,
  signedRequest,
} from './signatures.service.ts';
import {
  openSigning,
  sendSigningCode,
  sign,
  signingDocument,
  verifySigningCode,
} from './signing.service.ts';
import { verifySignedDocument } from './verification.service.ts';

export async function signaturesRoutes(app: FastifyInstance): Promise<void> {
  route(app, signaturesApi.create, async ({ work, body }) =>
    requestSignatures(
      work,
      body,
      body.process_task_id ? await taskToSignFrom(work, body.process_task_id) : undefined,
    ),
  );
  route(app, signaturesApi.report, ({ work, query }) => signatureReport(work, query));
  route(app, signaturesApi.detail, ({ work, params }) => signatureRequest(work, params.id));
  route(app, signaturesApi.cancel, ({ work, params }) => cancelSignatures(work, params.id));
  route(app, signaturesApi.resend, ({ work, params }) => resendSignatures(work, params.id));
  route(app, signaturesApi.signed, ({ work, params }) =>
    signedRequest(work, params.formId, params.hash),
  );
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
  route(app, signingApi.sign, ({ work, body, request }) =>
    sign(work, body, { ip: request.ip, userAgent: request.headers['user-agent'] ?? '' }),
  );
}
