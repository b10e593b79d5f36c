import { companyApi } from '@custodia/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../platform/routes.ts';
import { getCompany, setUploadLimits, updateCompany } from './company.service.ts';

export async function companyRoutes(app: FastifyInstance): Promise<void> {
  const { services } = app;
  route(app, companyApi.get, ({ actor }) => getCompany(services, actor));
  route(app, companyApi.update, ({ actor, body }) => updateCompany(services, actor, body));
  route(app, companyApi.updateUploadLimits, ({ actor, body }) =>
    setUploadLimits(services, actor, body),
  );
}
