import type { StepDetailDto, StepDto, UserDto } from '@custodia/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { changed, validDiagram } from '../../test/diagrams.ts';
import {
  call,
  companyWithAdmin,
  createUserWithPassword,
  login,
  memberOfNewRole,
  USER_PASSWORD,
  useCompanyServer,
} from '../../test/test-server.ts';
import {
  configureEveryStep,
  newWorkflow,
  savedSteps,
  workflowForm,
} from '../../test/workflow-fixtures.ts';

const t = useCompanyServer('steps.co');
const { asAdmin } = t;

let formId: string;
let ana: UserDto;
let luis: UserDto;

beforeAll(async () => {
  formId = await workflowForm(t, 'Trámites');
  ana = await createUserWithPassword(t.server, t.company);
  luis = await createUserWithPassword(t.server, t.company);
});

const only = (workflowId: string, stepId: string, userId: string) =>
  asAdmin('POST', '/workflows/step/responsible/only/', {
    workflow_id: workflowId,
    step_id: stepId,
    user_uuid: userId,
  });

describe('workflow steps', () => {
  it('come from the saved diagram, in the order a process walks them (50043 before it)', async () => {
    const workflow = await newWorkflow(t, formId);
    const none = await asAdmin('GET', `/workflows/steps/${workflow.id}/`);
    expect(none.json().code).toBe(50043);
    await savedSteps(t, workflow.id);
    const steps: StepDto[] = (await asAdmin('GET', `/workflows/steps/${workflow.id}/`)).json();
    expect(steps.filter((step) => step.type !== 'sequence_flow').map((step) => step.name)).toEqual([
      'Solicitud recibida',
      'Revisar',
      '¿Procede?',
      'Responder',
      'Archivar',
      'Fin',
    ]);
    expect(steps.find((step) => step.element_id === 'review')).toMatchObject({
      type: 'user_task',
      step_name: 'Revisar',
      configurable: true,
      configured: false,
    });
    expect(steps.find((step) => step.name === 'Sí')).toMatchObject({
      type: 'sequence_flow',
      source: 'decide',
      target: 'answer',
      condition: 'asunto = "procede"',
      configurable: false,
    });
    expect(new Set(steps.map((step) => step.type))).toEqual(
      new Set([
        'start_event',
        'sequence_flow',
        'user_task',
        'exclusive_gateway',
        'manual_task',
        'end_event',
      ]),
    );
  });

  it('keep their id and configuration across saves while their element keeps its id', async () => {
    const workflow = await newWorkflow(t, formId);
    const first = await savedSteps(t, workflow.id);
    const review = first.review as StepDto;
    await only(workflow.id, review.id, ana.id);
    const second = await savedSteps(
      t,
      workflow.id,
      changed({ review: 'userTask:Revisar la solicitud', file: 'userTask:Archivar' }),
    );
    expect(second.review).toMatchObject({
      id: review.id,
      name: 'Revisar la solicitud',
      configured: true,
    });
    expect(second.file).toMatchObject({ id: first.file?.id, type: 'user_task' });
    const detail: StepDetailDto = (
      await asAdmin('GET', `/workflows/${workflow.id}/step/${review.id}/`)
    ).json();
    expect(detail.configuration).toMatchObject({ responsible_type: 1, users: [{ id: ana.id }] });

    const gone = await savedSteps(t, workflow.id, {
      nodes: { start: 'startEvent:Inicio', review: 'userTask:Revisar', end: 'endEvent:Fin' },
      flows: ['start>review', 'review>end'],
    });
    expect(
      Object.keys(gone)
        .filter((id) => !id.startsWith('Flow_'))
        .sort(),
    ).toEqual(['end', 'review', 'start']);
    expect(gone.review?.id).toBe(review.id);
  });

  it('take one active user, 2–50 to choose from, or an active work group as responsible', async () => {
    const workflow = await newWorkflow(t, formId);
    const steps = await savedSteps(t, workflow.id);
    const review = steps.review as StepDto;
    const ref = { workflow_id: workflow.id, step_id: review.id };

    const inactive = await createUserWithPassword(t.server, t.company);
    await asAdmin('PATCH', `/users/${inactive.id}/status/`, { status: 3 });
    expect((await only(workflow.id, review.id, inactive.id)).json()).toMatchObject({
      code: 50040,
      data: { user_uuid: expect.any(String) },
    });
    expect((await only(workflow.id, review.id, crypto.randomUUID())).json().code).toBe(50040);

    const list = (users: string[]) =>
      asAdmin('POST', '/workflows/step/sender-selects/responsible/', { ...ref, users_uuid: users });
    expect((await list([ana.id])).json()).toMatchObject({
      code: 30010,
      data: { users_uuid: 'Elija entre 2 y 50' },
    });
    const many = Array.from({ length: 51 }, () => crypto.randomUUID());
    expect((await list(many)).json().code).toBe(30010);
    expect((await list([ana.id, ana.id])).json().data.users_uuid).toBe('No repita elementos');
    const chosen = await list([luis.id, ana.id]);
    expect(chosen.json()).toMatchObject({
      configured: true,
      configuration: { responsible_type: 2, users: [{ id: luis.id }, { id: ana.id }] },
    });
    const changedList = await asAdmin('PATCH', '/workflows/step/sender-selects/responsible/', {
      ...ref,
      users_uuid: [ana.id, luis.id],
    });
    expect(changedList.json().configuration.users[0].id).toBe(ana.id);

    const group = (await asAdmin('POST', '/users/work-groups/', { name: 'Mesa de ayuda' })).json();
    const byGroup = (id: string) =>
      asAdmin('POST', '/workflows/step/responsible/work-group/', { ...ref, work_group_uuid: id });
    expect((await byGroup(group.id)).json().code).toBe(50041);
    await asAdmin('POST', `/users/work-groups/${group.id}/members/`, {
      users_uuid: [ana.id, luis.id],
    });
    await asAdmin('PATCH', `/users/work-groups/${group.id}/`, { status: 1 });
    const grouped = (await byGroup(group.id)).json();
    expect(grouped.configuration).toMatchObject({
      responsible_type: 3,
      users: [],
      work_group: { id: group.id, name: 'Mesa de ayuda' },
    });

    const removed = (
      await asAdmin('DELETE', `/workflows/${workflow.id}/step/${review.id}/responsible/`)
    ).json();
    expect(removed).toMatchObject({ configured: false, configuration: { responsible_type: null } });
    const gateway = steps.decide as StepDto;
    expect((await only(workflow.id, gateway.id, ana.id)).json().code).toBe(50039);
  });

  it('offer only active people, and only admins as notification users', async () => {
    const retired = await createUserWithPassword(t.server, t.company, { first_name: 'Retirado' });
    await asAdmin('PATCH', `/users/${retired.id}/status/`, { status: 4 });
    const people = (await asAdmin('GET', '/workflows/step/candidates/')).json();
    const ids = people.map((person: { id: string }) => person.id);
    expect(ids).toEqual(expect.arrayContaining([ana.id, luis.id, t.company.admin.user.id]));
    expect(ids).not.toContain(retired.id);
    const admins = (await asAdmin('GET', '/workflows/step/candidates/?admins=true')).json();
    expect(admins.map((person: { id: string }) => person.id)).toEqual([t.company.admin.user.id]);
    const named = (
      await asAdmin('GET', `/workflows/step/candidates/?name=${ana.user_name}`)
    ).json();
    expect(named.map((person: { id: string }) => person.id)).toEqual([ana.id]);
    const groups = (await asAdmin('GET', '/workflows/step/candidate-work-groups/')).json();
    expect(groups.every((group: { name: string }) => group.name === 'Mesa de ayuda')).toBe(true);
  });

  it('allow the actions of spec §6 (202), and a deadline of 1–3 digits in a unit, days by default', async () => {
    const workflow = await newWorkflow(t, formId);
    const review = (await savedSteps(t, workflow.id)).review as StepDto;
    const path = `/workflows/${workflow.id}/step/${review.id}`;
    const actions = {
      allow_reassign: true,
      allow_interrupt_process: false,
      move_file_to_trash: true,
      electronic_signature: false,
      allow_return_to_step: true,
    };
    const saved = await asAdmin('PUT', `${path}/actions/`, actions);
    expect(saved.statusCode).toBe(202);
    expect(saved.json().detail).toBe('Acciones del paso configuradas.');
    const detail: StepDetailDto = (await asAdmin('GET', `${path}/`)).json();
    expect(detail.configuration.actions).toEqual(actions);
    expect(detail.configuration.expiration_date_data).toEqual({
      date_execute: 1,
      unit_of_measure: 2,
    });

    for (const bad of [
      { date_execute: 0, unit_of_measure: 2 },
      { date_execute: 1000, unit_of_measure: 2 },
      { date_execute: 1.5, unit_of_measure: 2 },
      { date_execute: 3, unit_of_measure: 5 },
    ]) {
      expect((await asAdmin('POST', `${path}/expiration-date/`, bad)).json().code).toBe(30010);
    }
    const deadline = await asAdmin('POST', `${path}/expiration-date/`, {
      date_execute: 36,
      unit_of_measure: 3,
    });
    expect(deadline.json().configuration.expiration_date_data).toEqual({
      date_execute: 36,
      unit_of_measure: 3,
    });
  });

  it('give an e-mail task its recipients, a body of at most 250 and an admin to notify', async () => {
    const workflow = await newWorkflow(t, formId);
    const steps = await savedSteps(
      t,
      workflow.id,
      changed({ notify: 'sendTask:Avisar' }, [
        ...validDiagram.flows.filter((flow) => flow !== 'start>review'),
        'start>notify',
        'notify>review',
      ]),
    );
    const path = `/workflows/${workflow.id}/step/${steps.notify?.id}/send-task/config/`;
    const input = {
      recipients: ['Cliente@Example.com', 'archivo@example.com'],
      body: 'Recibimos su solicitud.',
      notification_user_uuid: t.company.admin.user.id,
    };
    expect(
      (await asAdmin('POST', path, { ...input, notification_user_uuid: ana.id })).json().code,
    ).toBe(50042);
    const invalid = await asAdmin('POST', path, {
      ...input,
      recipients: ['no es un correo'],
      body: 'x'.repeat(251),
    });
    expect(Object.keys(invalid.json().data).sort()).toEqual(['body', 'recipients.0']);
    const saved = (await asAdmin('POST', path, input)).json();
    expect(saved).toMatchObject({
      configured: true,
      configuration: {
        send_task: {
          recipients: ['cliente@example.com', 'archivo@example.com'],
          body: 'Recibimos su solicitud.',
          notification_user: { id: t.company.admin.user.id },
        },
      },
    });
    expect((await asAdmin('GET', path)).json().configuration.send_task.recipients).toHaveLength(2);
    const review = `/workflows/${workflow.id}/step/${steps.review?.id}/send-task/config/`;
    expect((await asAdmin('POST', review, input)).json().code).toBe(50039);
  });

  it('have a data form filled in: an active form and its active fields, some required', async () => {
    const workflow = await newWorkflow(t, formId);
    const steps = await savedSteps(t, workflow.id);
    const path = `/workflows/${workflow.id}/step/${steps.review?.id}`;
    const dataForm = (
      await asAdmin('POST', '/form/forms/', {
        name: 'Concepto jurídico',
        description: 'Lo que diligencia el abogado',
        sequence_length: 3,
        sticker_type: 1,
      })
    ).json();
    const field = async (label: string) =>
      (
        await asAdmin('POST', '/form/fields/', {
          form_id: dataForm.id,
          label,
          type_data: 'text',
          control_data: 'textbox',
        })
      ).json().id as string;
    const opinion = await field('Concepto');
    const notes = await field('Notas');
    const input = { form_id: dataForm.id, fields: [opinion, notes], required: [opinion] };
    expect((await asAdmin('POST', `${path}/configuration-data-form/`, input)).json().code).toBe(
      50049,
    );
    await asAdmin('PATCH', `/form/forms/${dataForm.id}/status/`, { status: 2 });
    const choices = (await asAdmin('GET', `${path}/data-forms-external-config/`)).json();
    expect(choices.find((choice: { id: string }) => choice.id === dataForm.id)).toMatchObject({
      name: 'Concepto jurídico',
      fields: [
        { id: opinion, label: 'Concepto' },
        { id: notes, label: 'Notas' },
      ],
    });
    const notShown = await asAdmin('POST', `${path}/configuration-data-form/`, {
      ...input,
      fields: [notes],
    });
    expect(notShown.json().data.required).toBe(
      'Solo pueden ser obligatorios campos que se muestran',
    );
    const foreign = await asAdmin('POST', `${path}/configuration-data-form/`, {
      ...input,
      fields: [opinion, crypto.randomUUID()],
    });
    expect(foreign.json().code).toBe(50049);
    const saved = (await asAdmin('POST', `${path}/configuration-data-form/`, input)).json();
    expect(saved.configuration.data_form).toEqual({
      form: { id: dataForm.id, name: 'Concepto jurídico' },
      fields: [opinion, notes],
      required: [opinion],
    });
    const fewer = (await asAdmin('DELETE', `${path}/data-forms/?field_id=${notes}`)).json();
    expect(fewer.configuration.data_form.fields).toEqual([opinion]);
    const more = (
      await asAdmin('POST', `${path}/data-forms/`, { field_id: notes, required: true })
    ).json();
    expect(more.configuration.data_form).toMatchObject({
      fields: [opinion, notes],
      required: [opinion, notes],
    });
    const read = (await asAdmin('GET', `${path}/configuration-data-form/`)).json();
    expect(read.configuration.data_form.required).toEqual([opinion, notes]);
    const removed = (await asAdmin('DELETE', `${path}/configuration-data-form/`)).json();
    expect(removed.configuration.data_form).toBeNull();
    expect(
      (await asAdmin('POST', `${path}/data-forms/`, { field_id: notes, required: false })).json()
        .code,
    ).toBe(50049);
  });

  it('are renamed for the people who work them, and given back their diagram name', async () => {
    const workflow = await newWorkflow(t, formId);
    const review = (await savedSteps(t, workflow.id)).review as StepDto;
    const renamed: StepDto[] = (
      await asAdmin('PUT', `/workflows/${workflow.id}/labels/`, {
        steps: [{ id: review.id, step_name: 'Revisión jurídica' }],
      })
    ).json();
    expect(renamed.find((step) => step.id === review.id)).toMatchObject({
      name: 'Revisar',
      step_name: 'Revisión jurídica',
    });
    const back: StepDto[] = (
      await asAdmin('PUT', `/workflows/${workflow.id}/labels/`, {
        steps: [{ id: review.id, step_name: '' }],
      })
    ).json();
    expect(back.find((step) => step.id === review.id)?.step_name).toBe('Revisar');
    const unknown = await asAdmin('PUT', `/workflows/${workflow.id}/labels/`, {
      steps: [{ id: crypto.randomUUID(), step_name: 'Nada' }],
    });
    expect(unknown.json().code).toBe(50037);
  });

  it('must all be configured before activation, which names the missing ones (50036)', async () => {
    const workflow = await newWorkflow(t, formId);
    const steps = await savedSteps(t, workflow.id);
    await only(workflow.id, steps.review?.id as string, ana.id);
    const refused = await asAdmin('PATCH', `/workflows/${workflow.id}/`, { status: 2 });
    expect(refused.json()).toMatchObject({
      code: 50036,
      detail: expect.stringContaining('Responder, Archivar'),
    });
    await configureEveryStep(t, workflow.id);
    const active = await asAdmin('PATCH', `/workflows/${workflow.id}/`, { status: 2 });
    expect(active.json()).toMatchObject({ status: 2, abilities: { configureSteps: false } });
    expect((await only(workflow.id, steps.review?.id as string, luis.id)).json().code).toBe(50033);
    await asAdmin('PATCH', `/workflows/${workflow.id}/`, { status: 3 });
    const after = (await asAdmin('GET', `/workflows/steps/${workflow.id}/`)).json();
    expect(after.every((step: StepDto) => step.configured)).toBe(true);
  });

  it('let whoever starts a form’s workflows list its active ones', async () => {
    const workflow = await newWorkflow(t, formId);
    await savedSteps(t, workflow.id);
    await configureEveryStep(t, workflow.id);
    await asAdmin('PATCH', `/workflows/${workflow.id}/`, { status: 2 });
    const { role, user } = await memberOfNewRole(t, 2);
    await asAdmin('POST', `/roles/${role.id}/form-permissions/`, {
      form_id: formId,
      start_workflows: true,
    });
    const token = (await login(t.server, user.user_name, USER_PASSWORD)).access;
    const available = (
      await call(t.server, 'GET', '/workflows/availables-per-user/', { token })
    ).json();
    expect(available.map((item: { id: string }) => item.id)).toContain(workflow.id);
    expect(available[0].abilities).toMatchObject({ start: true, view: false });
    const ofForm = (await call(t.server, 'GET', `/workflows/forms/${formId}/`, { token })).json();
    expect(ofForm.map((item: { id: string }) => item.id)).toContain(workflow.id);
    const outsider = await createUserWithPassword(t.server, t.company);
    const other = (await login(t.server, outsider.user_name, USER_PASSWORD)).access;
    expect(
      (await call(t.server, 'GET', '/workflows/availables-per-user/', { token: other })).json(),
    ).toEqual([]);
  });

  it('keep their responsible from being inactivated or retired silently (50047)', async () => {
    const workflow = await newWorkflow(t, formId);
    const review = (await savedSteps(t, workflow.id)).review as StepDto;
    const named = await createUserWithPassword(t.server, t.company);
    await only(workflow.id, review.id, named.id);
    for (const status of [3, 4]) {
      const refused = await asAdmin('PATCH', `/users/${named.id}/status/`, { status });
      expect(refused.json()).toMatchObject({
        code: 50047,
        detail: expect.stringContaining(`${workflow.name} › Revisar`),
      });
    }
    expect((await asAdmin('PATCH', `/users/${named.id}/status/`, { status: 2 })).statusCode).toBe(
      200,
    );
    await only(workflow.id, review.id, ana.id);
    await asAdmin('PATCH', `/users/${named.id}/status/`, { status: 1 });
    expect((await asAdmin('PATCH', `/users/${named.id}/status/`, { status: 3 })).statusCode).toBe(
      200,
    );
  });

  it('never take or offer a query user as responsible (50040), nor let a responsible become one (50047)', async () => {
    const workflow = await newWorkflow(t, formId);
    const review = (await savedSteps(t, workflow.id)).review as StepDto;
    const reader = await createUserWithPassword(t.server, t.company, { user_type: 1 });
    expect((await only(workflow.id, review.id, reader.id)).json()).toMatchObject({
      code: 50040,
      data: { user_uuid: expect.any(String) },
    });
    const listed = await asAdmin('POST', '/workflows/step/sender-selects/responsible/', {
      workflow_id: workflow.id,
      step_id: review.id,
      users_uuid: [ana.id, reader.id],
    });
    expect(listed.json().code).toBe(50040);
    const people = (await asAdmin('GET', '/workflows/step/candidates/')).json();
    expect(people.map((person: { id: string }) => person.id)).not.toContain(reader.id);

    const named = await createUserWithPassword(t.server, t.company);
    await only(workflow.id, review.id, named.id);
    const refused = await asAdmin('PATCH', `/users/${named.id}/`, { user_type: 1 });
    expect(refused.json()).toMatchObject({
      code: 50047,
      detail: expect.stringContaining(`${workflow.name} › Revisar`),
    });
    await only(workflow.id, review.id, ana.id);
    const made = await asAdmin('PATCH', `/users/${named.id}/`, { user_type: 1 });
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json().user_type).toBe(1);
  });

  it('write each change of a step to the audit log, naming the step', async () => {
    const workflow = await newWorkflow(t, formId);
    const review = (await savedSteps(t, workflow.id)).review as StepDto;
    await only(workflow.id, review.id, ana.id);
    const entries = (
      await asAdmin('GET', '/audit/logs/?module=workflows&action=step_configure')
    ).json();
    const entry = entries.items.find(
      (item: { entity_id: string }) => item.entity_id === workflow.id,
    );
    expect(entry.changes).toMatchObject({
      step: { id: review.id, name: 'Revisar' },
      responsible_type: { from: null, to: 1 },
      responsibles: { from: [], to: [{ id: ana.id }] },
    });
  });

  it('are never read or configured by another company', async () => {
    const workflow = await newWorkflow(t, formId);
    const review = (await savedSteps(t, workflow.id)).review as StepDto;
    const outsider = await companyWithAdmin(t.server, 'outsider-steps.co');
    const token = outsider.adminToken;
    const attempts = await Promise.all([
      call(t.server, 'GET', `/workflows/steps/${workflow.id}/`, { token }),
      call(t.server, 'GET', `/workflows/${workflow.id}/step/${review.id}/`, { token }),
      call(t.server, 'POST', '/workflows/step/responsible/only/', {
        token,
        body: { workflow_id: workflow.id, step_id: review.id, user_uuid: outsider.admin.user.id },
      }),
      call(t.server, 'PUT', `/workflows/${workflow.id}/labels/`, {
        token,
        body: { steps: [{ id: review.id, step_name: 'Robado' }] },
      }),
    ]);
    expect(attempts.map((response) => response.json().code)).toEqual([50030, 50030, 50030, 50030]);
    const theirs = (await call(t.server, 'GET', '/workflows/step/candidates/', { token })).json();
    expect(theirs.map((person: { id: string }) => person.id)).toEqual([outsider.admin.user.id]);
    const own = await newWorkflow(t, formId);
    const ownReview = (await savedSteps(t, own.id)).review as StepDto;
    expect((await only(own.id, ownReview.id, outsider.admin.user.id)).json().code).toBe(50040);
  });
});
