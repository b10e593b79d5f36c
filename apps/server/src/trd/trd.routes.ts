import { TrdLevel, trdApi } from '@custodia/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../platform/routes.ts';
import * as trd from './trd.service.ts';

export async function trdRoutes(app: FastifyInstance): Promise<void> {
  route(app, trdApi.tree, ({ work, query }) => trd.browseTree(work, query.parent_id));
  route(app, trdApi.node, ({ work, params }) => trd.getNode(work, params.id));
  route(app, trdApi.deleteNode, ({ work, params }) =>
    trd.deleteNode(work, params.id, params.level),
  );

  route(app, trdApi.createFund, ({ work, body }) =>
    trd.createNode(work, TrdLevel.fund, null, body),
  );
  route(app, trdApi.updateFund, ({ work, params, body }) =>
    trd.editNode(work, TrdLevel.fund, null, params.id, body),
  );

  const levels = [
    [TrdLevel.section, trdApi.createSection, trdApi.updateSection],
    [TrdLevel.subsection, trdApi.createSubsection, trdApi.updateSubsection],
    [TrdLevel.series, trdApi.createSeries, trdApi.updateSeries],
    [TrdLevel.subseries, trdApi.createSubseries, trdApi.updateSubseries],
  ] as const;
  for (const [level, create, update] of levels) {
    route(app, create, ({ work, params, body }) =>
      trd.createNode(work, level, params.backgroundId, body),
    );
    route(app, update, ({ work, params, body }) =>
      trd.editNode(work, level, params.backgroundId, params.id, body),
    );
  }
}
