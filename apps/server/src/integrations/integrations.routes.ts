import { integrationsApi } from '@custodia/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../platform/errors.ts';
import { route } from '../platform/routes.ts';
import {
  configureIntegration,
  getIntegration,
  listIntegrations,
  requestIntegration,
  setAgreement,
} from './integrations.service.ts';

export async function integrationsRoutes(app: FastifyInstance): Promise<void> {
  route(app, integrationsApi.list, ({ work }) => listIntegrations(work));
  route(app, integrationsApi.request, ({ work, body }) => requestIntegration(work, body));
  route(app, integrationsApi.get, ({ work, params }) => getIntegration(work, params.id));
  route(app, integrationsApi.configure, ({ work, params, body }) =>
    configureIntegration(work, params.id, body),
  );
  route(app, integrationsApi.setAgreement, ({ work, params, request }) =>
    setAgreement(work, params.id, async () => {
      const file = await request.file();
      if (!file) throw new AppError('validation', { agreement: 'fieldRequired' });
      return file.file;
    }),
  );
}
