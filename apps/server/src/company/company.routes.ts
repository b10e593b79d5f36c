import { companyApi } from '@custodia/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../platform/routes.ts';
import {
  getCompany,
  removeMessageGateway,
  setMessageGateway,
  setUploadLimits,
  updateCompany,
} from './company.service.ts';

export async function companyRoutes(app: FastifyInstance): Promise<void> {
  route(app, companyApi.get, ({ work }) => getCompany(work));
  route(app, companyApi.update, ({ work, body }) => updateCompany(work, body));
  route(app, companyApi.updateUploadLimits, ({ work, body }) => setUploadLimits(work, body));
  route(app, companyApi.setMessageGateway, ({ work, body }) => setMessageGateway(work, body));
  route(app, companyApi.removeMessageGateway, ({ work }) => removeMessageGateway(work));
}
