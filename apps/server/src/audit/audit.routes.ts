import { auditApi } from '@custodia/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../platform/routes.ts';
import { listAuditLog, verifyAuditLog } from './audit.service.ts';

export async function auditRoutes(app: FastifyInstance): Promise<void> {
  route(app, auditApi.list, ({ work, query }) => listAuditLog(work, query));
  route(app, auditApi.verify, ({ work }) => verifyAuditLog(work));
}
