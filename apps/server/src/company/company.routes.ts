import { apiPaths, CompanyDto, CompanyUpdateInput } from '@custodia/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Services } from '../platform/services.ts';
import { getCompany, updateCompany } from './company.service.ts';

const tags = ['company'];

export const companyRoutes =
  (services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(apiPaths.company, { schema: { tags, response: { 200: CompanyDto } } }, (request) =>
      getCompany(services, request.actor),
    );

    app.patch(
      apiPaths.company,
      { schema: { tags, body: CompanyUpdateInput, response: { 200: CompanyDto } } },
      (request) => updateCompany(services, request.actor, request.body),
    );
  };
