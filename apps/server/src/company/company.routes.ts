import { companyApi } from '@custodia/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../platform/routes.ts';
import { getCompany, setUploadLimits, updateCompany } from './company.service.ts';

export async function companyRoutes(app: FastifyInstance): Promise<void> {
  route(app, companyApi.get, ({ work }) => getCompany(work));
  route(app, companyApi.update, ({ work, body }) => updateCompany(work, body));
  route(app, companyApi.updateUploadLimits, ({ work, body }) => setUploadLimits(work, body));
}
