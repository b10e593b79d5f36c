import {
  AuditEntryDto,
  AuditListQuery,
  AuditVerifyDto,
  apiPaths,
  paged,
} from '@custodia/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Services } from '../platform/services.ts';
import { listAuditLog, verifyAuditLog } from './audit.service.ts';

const tags = ['audit'];

export const auditRoutes =
  (services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      apiPaths.auditLogs,
      { schema: { tags, querystring: AuditListQuery, response: { 200: paged(AuditEntryDto) } } },
      (request) => listAuditLog(services, request.actor, request.query),
    );

    app.post(
      apiPaths.auditVerify,
      { schema: { tags, response: { 200: AuditVerifyDto } } },
      (request) => verifyAuditLog(services, request.actor),
    );
  };
