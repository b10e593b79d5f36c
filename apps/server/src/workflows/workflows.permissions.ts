import { actorNames, type MatrixRow, name } from '../../test/permission-matrix.ts';

export const workflowsPermissions: MatrixRow[] = [
  { method: 'GET', path: () => '/workflows/', allowed: ['flowDesigner', 'admin'] },
  {
    method: 'POST',
    path: () => '/workflows/',
    body: (ids) => ({
      name: name('Flujo'),
      description: 'Prueba',
      form_id: ids.workflowForm,
    }),
    allowed: ['flowDesigner', 'admin'],
  },
  { method: 'GET', path: () => '/workflows/form-choices/', allowed: ['flowDesigner', 'admin'] },
  // Every user may ask which workflows they start: nobody but the admin starts any here.
  { method: 'GET', path: () => '/workflows/availables-per-user/', allowed: actorNames },
  { method: 'GET', path: (ids) => `/workflows/forms/${ids.workflowForm}/`, allowed: actorNames },
  {
    method: 'GET',
    path: (ids) => `/workflows/${ids.workflow}/`,
    allowed: ['flowDesigner', 'admin'],
  },
  {
    method: 'PATCH',
    path: (ids) => `/workflows/${ids.workflow}/`,
    body: () => ({ description: 'Cambiada' }),
    allowed: ['flowDesigner', 'admin'],
  },
  {
    method: 'GET',
    path: (ids) => `/workflows/steps/${ids.drawn}/`,
    allowed: ['flowDesigner', 'admin'],
  },
  {
    method: 'GET',
    path: (ids) => `/workflows/${ids.drawn}/step/${ids.step}/`,
    allowed: ['flowDesigner', 'admin'],
  },
  {
    method: 'PUT',
    path: (ids) => `/workflows/${ids.drawn}/labels/`,
    body: (ids) => ({ steps: [{ id: ids.step, step_name: 'Revisión' }] }),
    allowed: ['flowDesigner', 'admin'],
  },
  ...(['POST', 'PATCH'] as const).flatMap((method): MatrixRow[] => [
    {
      method,
      path: () => '/workflows/step/responsible/only/',
      body: (ids) => ({ workflow_id: ids.drawn, step_id: ids.step, user_uuid: ids.user }),
      allowed: ['flowDesigner', 'admin'],
    },
    {
      method,
      path: () => '/workflows/step/sender-selects/responsible/',
      body: (ids) => ({
        workflow_id: ids.drawn,
        step_id: ids.step,
        users_uuid: [crypto.randomUUID(), crypto.randomUUID()],
      }),
      allowed: ['flowDesigner', 'admin'],
    },
    {
      method,
      path: () => '/workflows/step/responsible/work-group/',
      body: (ids) => ({ workflow_id: ids.drawn, step_id: ids.step, work_group_uuid: ids.group }),
      allowed: ['flowDesigner', 'admin'],
    },
  ]),
  {
    method: 'DELETE',
    path: (ids) => `/workflows/${ids.drawn}/step/${ids.step}/responsible/`,
    allowed: ['flowDesigner', 'admin'],
  },
  {
    method: 'PUT',
    path: (ids) => `/workflows/${ids.drawn}/step/${ids.step}/actions/`,
    body: () => ({
      allow_reassign: true,
      allow_interrupt_process: false,
      move_file_to_trash: false,
      electronic_signature: false,
      allow_return_to_step: false,
    }),
    allowed: ['flowDesigner', 'admin'],
  },
  {
    method: 'POST',
    path: (ids) => `/workflows/${ids.drawn}/step/${ids.step}/expiration-date/`,
    body: () => ({ date_execute: 2, unit_of_measure: 2 }),
    allowed: ['flowDesigner', 'admin'],
  },
  {
    method: 'GET',
    path: (ids) => `/workflows/${ids.drawn}/step/${ids.step}/send-task/config/`,
    allowed: ['flowDesigner', 'admin'],
  },
  // A user task: designers hear 50039, the others are refused before.
  {
    method: 'POST',
    path: (ids) => `/workflows/${ids.drawn}/step/${ids.step}/send-task/config/`,
    body: (ids) => ({
      recipients: ['a@example.com'],
      body: 'Hola',
      notification_user_uuid: ids.user,
    }),
    allowed: ['flowDesigner', 'admin'],
  },
  {
    method: 'GET',
    path: (ids) => `/workflows/${ids.drawn}/step/${ids.step}/configuration-data-form/`,
    allowed: ['flowDesigner', 'admin'],
  },
  // An inactive form: designers hear 50049, the others are refused before.
  ...(['POST', 'PATCH'] as const).map(
    (method): MatrixRow => ({
      method,
      path: (ids) => `/workflows/${ids.drawn}/step/${ids.step}/configuration-data-form/`,
      body: (ids) => ({ form_id: ids.form, fields: [crypto.randomUUID()], required: [] }),
      allowed: ['flowDesigner', 'admin'],
    }),
  ),
  {
    method: 'DELETE',
    path: (ids) => `/workflows/${ids.drawn}/step/${ids.step}/configuration-data-form/`,
    allowed: ['flowDesigner', 'admin'],
  },
  {
    method: 'POST',
    path: (ids) => `/workflows/${ids.drawn}/step/${ids.step}/data-forms/`,
    body: () => ({ field_id: crypto.randomUUID(), required: true }),
    allowed: ['flowDesigner', 'admin'],
  },
  {
    method: 'DELETE',
    path: (ids) =>
      `/workflows/${ids.drawn}/step/${ids.step}/data-forms/?field_id=${crypto.randomUUID()}`,
    allowed: ['flowDesigner', 'admin'],
  },
  {
    method: 'GET',
    path: (ids) => `/workflows/${ids.drawn}/step/${ids.step}/data-forms-external-config/`,
    allowed: ['flowDesigner', 'admin'],
  },
  { method: 'GET', path: () => '/workflows/step/candidates/', allowed: ['flowDesigner', 'admin'] },
  {
    method: 'GET',
    path: () => '/workflows/step/candidate-work-groups/',
    allowed: ['flowDesigner', 'admin'],
  },
  // Without a body: the refusal must come before the upload is read.
  {
    method: 'POST',
    path: (ids) => `/workflows/file-config/${ids.workflow}/`,
    allowed: ['flowDesigner', 'admin'],
  },
  // The workflow has no diagram: designers hear 50043, the others are refused before.
  {
    method: 'DELETE',
    path: (ids) => `/workflows/file-config/${ids.workflow}/`,
    allowed: ['flowDesigner', 'admin'],
  },
  {
    method: 'GET',
    path: (ids) => `/workflows/forms/${ids.processForm}/filing/`,
    allowed: ['admin'],
  },
];
