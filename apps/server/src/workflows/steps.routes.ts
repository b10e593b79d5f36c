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
  const api = workflowStepsApi;
  const step = (params: { id: string; stepId: string }) => ({
    workflowId: params.id,
    stepId: params.stepId,
  });
  const ofBody = (body: { workflow_id: string; step_id: string }) => ({
    workflowId: body.workflow_id,
    stepId: body.step_id,
  });

  route(app, api.list, ({ work, params }) => listSteps(work, params.id));
  route(app, api.get, ({ work, params }) => getStep(work, params.id, params.stepId));
  route(app, api.sendTaskConfig, ({ work, params }) => getStep(work, params.id, params.stepId));
  route(app, api.labels, ({ work, params, body }) => renameSteps(work, params.id, body));
  for (const endpoint of [api.setSingleResponsible, api.changeSingleResponsible]) {
    route(app, endpoint, ({ work, body }) =>
      setResponsible(work, ofBody(body), {
        type: 1,
        userIds: [body.user_uuid],
        field: 'user_uuid',
      }),
    );
  }
  for (const endpoint of [api.setResponsibleList, api.changeResponsibleList]) {
    route(app, endpoint, ({ work, body }) =>
      setResponsible(work, ofBody(body), {
        type: 2,
        userIds: body.users_uuid,
        field: 'users_uuid',
      }),
    );
  }
  for (const endpoint of [api.setWorkGroupResponsible, api.changeWorkGroupResponsible]) {
    route(app, endpoint, ({ work, body }) =>
      setResponsible(work, ofBody(body), {
        type: 3,
        workGroupId: body.work_group_uuid,
        field: 'work_group_uuid',
      }),
    );
  }
  route(app, api.deleteResponsible, ({ work, params }) => deleteResponsible(work, step(params)));
  route(app, api.setActions, ({ work, params, body }) => setActions(work, step(params), body));
  route(app, api.setExpiration, ({ work, params, body }) =>
    setExpiration(work, step(params), body),
  );
  route(app, api.setSendTaskConfig, ({ work, params, body }) =>
    setSendTask(work, step(params), body),
  );
  route(app, api.dataForm, ({ work, params }) => getStep(work, params.id, params.stepId));
  for (const endpoint of [api.setDataForm, api.changeDataForm]) {
    route(app, endpoint, ({ work, params, body }) => setDataForm(work, step(params), body));
  }
  route(app, api.deleteDataForm, ({ work, params }) => deleteDataForm(work, step(params)));
  route(app, api.addDataFormField, ({ work, params, body }) =>
    changeDataFormField(work, step(params), body),
  );
  route(app, api.removeDataFormField, ({ work, params, query }) =>
    changeDataFormField(work, step(params), { field_id: query.field_id, remove: true }),
  );
  route(app, api.dataFormChoices, ({ work, params }) => dataFormChoices(work, step(params)));
  route(app, api.candidates, ({ work, query }) => responsibleCandidates(work, query));
  route(app, api.workGroupCandidates, ({ work }) => workGroupCandidates(work));
}
