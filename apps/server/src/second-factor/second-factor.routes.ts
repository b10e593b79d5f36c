import { secondFactorApi, translate } from '@custodia/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../platform/routes.ts';
import {
  confirmOwn,
  disableOwn,
  enrolOwn,
  getPolicy,
  ownFactor,
  resetFactor,
  setPolicy,
} from './second-factor.service.ts';

export async function secondFactorRoutes(app: FastifyInstance): Promise<void> {
  route(app, secondFactorApi.get, ({ work }) => ownFactor(work));
  route(app, secondFactorApi.enrol, ({ work }) => enrolOwn(work));
  route(app, secondFactorApi.confirm, async ({ work, body }) => ({
    recovery_codes: await confirmOwn(work, body.code),
  }));
  route(app, secondFactorApi.disable, async ({ work, body }) => {
    await disableOwn(work, body);
    return { detail: translate(work.language, 'secondFactor.disabled') };
  });
  route(app, secondFactorApi.reset, async ({ work, params }) => {
    await resetFactor(work, params.id);
    return { detail: translate(work.language, 'secondFactor.resetDone') };
  });
  route(app, secondFactorApi.getPolicy, ({ work }) => getPolicy(work));
  route(app, secondFactorApi.setPolicy, ({ work, body }) => setPolicy(work, body));
}
