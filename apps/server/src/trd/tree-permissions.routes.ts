import { trdGrantsApi } from '@custodia/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../platform/routes.ts';
import { uploadLevels, visibleTreeLevel } from './tree-permissions.service.ts';

export async function treePermissionsRoutes(app: FastifyInstance): Promise<void> {
  route(app, trdGrantsApi.tree, ({ work, query }) => visibleTreeLevel(work, query));
  route(app, trdGrantsApi.uploadLevels, ({ work, query }) => uploadLevels(work, query));
}
