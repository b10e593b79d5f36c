import { auditApi } from '@custodia/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../platform/routes.ts';
import { listAuditLog, verifyAuditLog } from './audit.service.ts';

export async function auditRoutes(app: FastifyInstance): Promise<void> {
  const { services } = app;
  route(app, auditApi.list, ({ actor, query }) => listAuditLog(services, actor, query));
  route(app, auditApi.verify, ({ actor }) => verifyAuditLog(services, actor));
}
