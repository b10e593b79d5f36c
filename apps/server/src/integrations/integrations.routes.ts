import { integrationsApi } from '@custodia/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../platform/errors.ts';
import { route } from '../platform/routes.ts';
import { bearerMatches } from '../platform/secrets.ts';
import type { ReceivedUpload } from '../platform/upload-body.ts';
import {
  changeIntegrationState,
  configureIntegration,
  getIntegration,
  listIntegrations,
  requestIntegration,
  setAgreement,
} from './integrations.service.ts';
import {
  getSealCertificate,
  SEAL_CERTIFICATE_MAX_BYTES,
  setSealCertificate,
} from './seal-certificate.service.ts';

/** The parts of a seal certificate's upload: the PKCS#12 file and its passphrase. */
async function certificateUpload(upload: ReceivedUpload) {
  let p12: Buffer | undefined;
  let passphrase: string | undefined;
  for await (const part of upload.parts()) {
    if (part.type === 'file') {
      const chunks: Buffer[] = [];
      let size = 0;
      // Read no further than a certificate can weigh: a larger file is not one (40034).
      for await (const chunk of part.file) {
        size += (chunk as Buffer).length;
        if (size > SEAL_CERTIFICATE_MAX_BYTES) throw new AppError('sealCertificateUnreadable');
        chunks.push(chunk as Buffer);
      }
      if (part.fieldname === 'certificate') p12 = Buffer.concat(chunks);
    } else if (part.fieldname === 'passphrase') {
      passphrase = String(part.value);
    }
  }
  if (!p12) throw new AppError('validation', { certificate: 'fieldRequired' });
  if (passphrase === undefined) throw new AppError('validation', { passphrase: 'fieldRequired' });
  return { p12, passphrase };
}

export async function integrationsRoutes(app: FastifyInstance): Promise<void> {
  route(app, integrationsApi.list, ({ work }) => listIntegrations(work));
  route(app, integrationsApi.request, ({ work, body }) => requestIntegration(work, body));
  route(app, integrationsApi.get, ({ work, params }) => getIntegration(work, params.id));
  route(app, integrationsApi.configure, ({ work, params, body }) =>
    configureIntegration(work, params.id, body),
  );
  route(app, integrationsApi.moveState, ({ work, body, request }) => {
    const { operatorToken } = work.platform.config;
    if (!operatorToken) throw new AppError('routeNotFound');
    if (!bearerMatches(request.headers.authorization, operatorToken)) {
      throw new AppError('unauthenticated');
    }
    return changeIntegrationState(work, body.domain, body.number, body.status);
  });
  route(app, integrationsApi.sealCertificate, ({ work }) => getSealCertificate(work));
  route(app, integrationsApi.setSealCertificate, ({ work, upload }) =>
    setSealCertificate(work, () => certificateUpload(upload)),
  );
  route(app, integrationsApi.setAgreement, ({ work, params, upload }) =>
    setAgreement(work, params.id, async () => {
      const file = await upload.file();
      if (!file) throw new AppError('validation', { agreement: 'fieldRequired' });
      return file.file;
    }),
  );
}
