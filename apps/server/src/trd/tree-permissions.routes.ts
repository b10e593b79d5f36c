import { trdGrantsApi } from '@custodia/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../platform/routes.ts';
import { levelFiles, uploadLevels, visibleTreeLevel } from './tree-permissions.service.ts';

export async function treePermissionsRoutes(app: FastifyInstance): Promise<void> {
  const { services } = app;
  route(app, trdGrantsApi.tree, ({ actor, query }) => visibleTreeLevel(services, actor, query));
  route(app, trdGrantsApi.uploadLevels, ({ actor, query }) => uploadLevels(services, actor, query));
  route(app, trdGrantsApi.levelFiles, ({ actor, query }) => levelFiles(services, actor, query));
}
