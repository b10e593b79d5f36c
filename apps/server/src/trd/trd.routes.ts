import { TrdLevel, trdApi } from '@custodia/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../platform/routes.ts';
import * as trd from './trd.service.ts';

export async function trdRoutes(app: FastifyInstance): Promise<void> {
  const { services } = app;

  route(app, trdApi.tree, ({ actor, query }) => trd.browseTree(services, actor, query.parent_id));
  route(app, trdApi.node, ({ actor, params }) => trd.getNode(services, actor, params.id));
  route(app, trdApi.deleteNode, ({ actor, params }) =>
    trd.deleteNode(services, actor, params.id, params.level),
  );

  route(app, trdApi.createFund, ({ actor, body }) =>
    trd.createNode(services, actor, TrdLevel.fund, null, body),
  );
  route(app, trdApi.updateFund, ({ actor, params, body }) =>
    trd.updateNode(services, actor, TrdLevel.fund, null, params.id, body),
  );

  const levels = [
    [TrdLevel.section, trdApi.createSection, trdApi.updateSection],
    [TrdLevel.subsection, trdApi.createSubsection, trdApi.updateSubsection],
    [TrdLevel.series, trdApi.createSeries, trdApi.updateSeries],
    [TrdLevel.subseries, trdApi.createSubseries, trdApi.updateSubseries],
  ] as const;
  for (const [level, create, update] of levels) {
    route(app, create, ({ actor, params, body }) =>
      trd.createNode(services, actor, level, params.backgroundId, body),
    );
    route(app, update, ({ actor, params, body }) =>
      trd.updateNode(services, actor, level, params.backgroundId, params.id, body),
    );
  }
}
