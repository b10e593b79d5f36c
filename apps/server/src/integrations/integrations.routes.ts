import { integrationsApi } from '@custodia/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../platform/errors.ts';
import { route } from '../platform/routes.ts';
import { bearerMatches } from '../platform/secrets.ts';
import {
  changeIntegrationState,
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
  route(app, integrationsApi.moveState, ({ work, body, request }) => {
    const { operatorToken } = work.platform.config;
    if (!operatorToken) throw new AppError('routeNotFound');
    if (!bearerMatches(request.headers.authorization, operatorToken)) {
      throw new AppError('unauthenticated');
    }
    return changeIntegrationState(work, body.domain, body.number, body.status);
  });
  route(app, integrationsApi.setAgreement, ({ work, params, upload }) =>
    setAgreement(work, params.id, async () => {
      const file = await upload.file();
      if (!file) throw new AppError('validation', { agreement: 'fieldRequired' });
      return file.file;
    }),
  );
}
