import { holdsApi } from '@custodia/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../platform/routes.ts';
import * as holds from './holds.service.ts';

export async function holdsRoutes(app: FastifyInstance): Promise<void> {
  route(app, holdsApi.list, ({ work, query }) => holds.listHolds(work, query));
  route(app, holdsApi.owners, ({ work }) => holds.holdOwners(work));
  route(app, holdsApi.place, ({ work, body }) => holds.placeHold(work, body));
  route(app, holdsApi.release, ({ work, params, body }) =>
    holds.releaseHold(work, params.id, body),
  );
}
