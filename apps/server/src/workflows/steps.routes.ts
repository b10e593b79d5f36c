import { workflowStepsApi } from '@custodia/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../platform/routes.ts';
import {
  changeDataFormField,
  dataFormChoices,
  deleteDataForm,
  deleteResponsible,
  getStep,
  listSteps,
  renameSteps,
  responsibleCandidates,
  setActions,
  setDataForm,
  setExpiration,
  setResponsible,
  setSendTask,
  workGroupCandidates,
} from './steps.service.ts';

export async function workflowStepsRoutes(app: FastifyInstance): Promise<void> {
  const { services } = app;
  const api = workflowStepsApi;
  const step = (params: { id: string; stepId: string }) => ({
    workflowId: params.id,
    stepId: params.stepId,
  });
  const ofBody = (body: { workflow_id: string; step_id: string }) => ({
    workflowId: body.workflow_id,
    stepId: body.step_id,
  });

  route(app, api.list, ({ actor, params }) => listSteps(services, actor, params.id));
  route(app, api.get, ({ actor, params }) => getStep(services, actor, params.id, params.stepId));
  route(app, api.sendTaskConfig, ({ actor, params }) =>
    getStep(services, actor, params.id, params.stepId),
  );
  route(app, api.labels, ({ actor, params, body }) =>
    renameSteps(services, actor, params.id, body),
  );
  for (const endpoint of [api.setSingleResponsible, api.changeSingleResponsible]) {
    route(app, endpoint, ({ actor, body }) =>
      setResponsible(services, actor, ofBody(body), {
        type: 1,
        userIds: [body.user_uuid],
        field: 'user_uuid',
      }),
    );
  }
  for (const endpoint of [api.setResponsibleList, api.changeResponsibleList]) {
    route(app, endpoint, ({ actor, body }) =>
      setResponsible(services, actor, ofBody(body), {
        type: 2,
        userIds: body.users_uuid,
        field: 'users_uuid',
      }),
    );
  }
  for (const endpoint of [api.setWorkGroupResponsible, api.changeWorkGroupResponsible]) {
    route(app, endpoint, ({ actor, body }) =>
      setResponsible(services, actor, ofBody(body), {
        type: 3,
        workGroupId: body.work_group_uuid,
        field: 'work_group_uuid',
      }),
    );
  }
  route(app, api.deleteResponsible, ({ actor, params }) =>
    deleteResponsible(services, actor, step(params)),
  );
  route(app, api.setActions, ({ actor, params, body, language }) =>
    setActions(services, actor, step(params), body, language),
  );
  route(app, api.setExpiration, ({ actor, params, body }) =>
    setExpiration(services, actor, step(params), body),
  );
  route(app, api.setSendTaskConfig, ({ actor, params, body }) =>
    setSendTask(services, actor, step(params), body),
  );
  route(app, api.dataForm, ({ actor, params }) =>
    getStep(services, actor, params.id, params.stepId),
  );
  for (const endpoint of [api.setDataForm, api.changeDataForm]) {
    route(app, endpoint, ({ actor, params, body }) =>
      setDataForm(services, actor, step(params), body),
    );
  }
  route(app, api.deleteDataForm, ({ actor, params }) =>
    deleteDataForm(services, actor, step(params)),
  );
  route(app, api.addDataFormField, ({ actor, params, body }) =>
    changeDataFormField(services, actor, step(params), body),
  );
  route(app, api.removeDataFormField, ({ actor, params, query }) =>
    changeDataFormField(services, actor, step(params), { field_id: query.field_id, remove: true }),
  );
  route(app, api.dataFormChoices, ({ actor, params }) =>
    dataFormChoices(services, actor, step(params)),
  );
  route(app, api.candidates, ({ actor, query }) => responsibleCandidates(services, actor, query));
  route(app, api.workGroupCandidates, ({ actor }) => workGroupCandidates(services, actor));
}
