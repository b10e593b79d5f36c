import {
  api,
  type ErrorBody,
  type StepDetailDto,
  type StepDto,
  type UserDto,
} from '@custodia/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { changed, validDiagram } from '../../test/diagrams.ts';
import {
  companyWithAdmin,
  createUserWithPassword,
  login,
  memberOfNewRole,
  send,
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
  asAdmin(api.workflowSteps.setSingleResponsible, {
    body: {
      workflow_id: workflowId,
      step_id: stepId,
      user_uuid: userId,
    },
  });

describe('workflow steps', () => {
  it('come from the saved diagram, in the order a process walks them (50043 before it)', async () => {
    const workflow = await newWorkflow(t, formId);
    const none = await asAdmin(api.workflowSteps.list, { params: { id: workflow.id } });
    expect(none.json<ErrorBody>().code).toBe(50043);
    await savedSteps(t, workflow.id);
    const steps: StepDto[] = (
      await asAdmin(api.workflowSteps.list, { params: { id: workflow.id } })
    ).json();
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
      await asAdmin(api.workflowSteps.get, { params: { id: workflow.id, stepId: review.id } })
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
    await asAdmin(api.users.changeStatus, { params: { id: inactive.id }, body: { status: 3 } });
    expect((await only(workflow.id, review.id, inactive.id)).json()).toMatchObject({
      code: 50040,
      data: { user_uuid: expect.any(String) },
    });
    expect((await only(workflow.id, review.id, crypto.randomUUID())).json<ErrorBody>().code).toBe(
      50040,
    );

    const list = (users: string[]) =>
      asAdmin(api.workflowSteps.setResponsibleList, { body: { ...ref, users_uuid: users } });
    expect((await list([ana.id])).json()).toMatchObject({
      code: 30010,
      data: { users_uuid: 'Elija entre 2 y 50' },
    });
    const many = Array.from({ length: 51 }, () => crypto.randomUUID());
    expect((await list(many)).json<ErrorBody>().code).toBe(30010);
    expect((await list([ana.id, ana.id])).json<ErrorBody>().data?.users_uuid).toBe(
      'No repita elementos',
    );
    const chosen = await list([luis.id, ana.id]);
    expect(chosen.json()).toMatchObject({
      configured: true,
      configuration: { responsible_type: 2, users: [{ id: luis.id }, { id: ana.id }] },
    });
    const changedList = await asAdmin(api.workflowSteps.changeResponsibleList, {
      body: {
        ...ref,
        users_uuid: [ana.id, luis.id],
      },
    });
    expect(changedList.json().configuration.users[0]?.id).toBe(ana.id);

    const group = (
      await asAdmin(api.workGroups.create, { body: { name: 'Mesa de ayuda' } })
    ).json();
    const byGroup = (id: string) =>
      asAdmin(api.workflowSteps.setWorkGroupResponsible, { body: { ...ref, work_group_uuid: id } });
    expect((await byGroup(group.id)).json<ErrorBody>().code).toBe(50041);
    await asAdmin(api.workGroups.addMembers, {
      params: { id: group.id },
      body: {
        users_uuid: [ana.id, luis.id],
      },
    });
    await asAdmin(api.workGroups.update, { params: { id: group.id }, body: { status: 1 } });
    const grouped = (await byGroup(group.id)).json();
    expect(grouped.configuration).toMatchObject({
      responsible_type: 3,
      users: [],
      work_group: { id: group.id, name: 'Mesa de ayuda' },
    });

    const removed = (
      await asAdmin(api.workflowSteps.deleteResponsible, {
        params: { id: workflow.id, stepId: review.id },
      })
    ).json();
    expect(removed).toMatchObject({ configured: false, configuration: { responsible_type: null } });
    const gateway = steps.decide as StepDto;
    expect((await only(workflow.id, gateway.id, ana.id)).json<ErrorBody>().code).toBe(50039);
  });

  it('offer only active people, and only admins as notification users', async () => {
    const retired = await createUserWithPassword(t.server, t.company, { first_name: 'Retirado' });
    await asAdmin(api.users.changeStatus, { params: { id: retired.id }, body: { status: 4 } });
    const people = (await asAdmin(api.workflowSteps.candidates)).json();
    const ids = people.map((person: { id: string }) => person.id);
    expect(ids).toEqual(expect.arrayContaining([ana.id, luis.id, t.company.admin.user.id]));
    expect(ids).not.toContain(retired.id);
    const admins = (
      await asAdmin(api.workflowSteps.candidates, { query: { admins: 'true' } })
    ).json();
    expect(admins.map((person: { id: string }) => person.id)).toEqual([t.company.admin.user.id]);
    const named = (
      await asAdmin(api.workflowSteps.candidates, { query: { name: ana.user_name } })
    ).json();
    expect(named.map((person: { id: string }) => person.id)).toEqual([ana.id]);
    const groups = (await asAdmin(api.workflowSteps.workGroupCandidates)).json();
    expect(groups.every((group: { name: string }) => group.name === 'Mesa de ayuda')).toBe(true);
  });

  it('allow the actions of spec §6 (202), and a deadline of 1–3 digits in a unit, days by default', async () => {
    const workflow = await newWorkflow(t, formId);
    const review = (await savedSteps(t, workflow.id)).review as StepDto;
    const step = { id: workflow.id, stepId: review.id };
    const actions = {
      allow_reassign: true,
      allow_interrupt_process: false,
      move_file_to_trash: true,
      electronic_signature: false,
      allow_return_to_step: true,
    };
    const saved = await asAdmin(api.workflowSteps.setActions, { params: step, body: actions });
    expect(saved.statusCode).toBe(202);
    expect(saved.json().detail).toBe('Acciones del paso configuradas.');
    const detail: StepDetailDto = (await asAdmin(api.workflowSteps.get, { params: step })).json();
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
      expect(
        (
          await asAdmin(api.workflowSteps.setExpiration, { params: step, raw: { body: bad } })
        ).json<ErrorBody>().code,
      ).toBe(30010);
    }
    const deadline = await asAdmin(api.workflowSteps.setExpiration, {
      params: step,
      body: {
        date_execute: 36,
        unit_of_measure: 3,
      },
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
    const notify = { id: workflow.id, stepId: steps.notify?.id as string };
    const input = {
      recipients: ['Cliente@Example.com', 'archivo@example.com'],
      body: 'Recibimos su solicitud.',
      notification_user_uuid: t.company.admin.user.id,
    };
    expect(
      (
        await asAdmin(api.workflowSteps.setSendTaskConfig, {
          params: notify,
          body: { ...input, notification_user_uuid: ana.id },
        })
      ).json<ErrorBody>().code,
    ).toBe(50042);
    const invalid = await asAdmin(api.workflowSteps.setSendTaskConfig, {
      params: notify,
      body: {
        ...input,
        recipients: ['no es un correo'],
        body: 'x'.repeat(251),
      },
    });
    expect(Object.keys(invalid.json<ErrorBody>().data ?? {}).sort()).toEqual([
      'body',
      'recipients.0',
    ]);
    const saved = (
      await asAdmin(api.workflowSteps.setSendTaskConfig, { params: notify, body: input })
    ).json();
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
    expect(
      (await asAdmin(api.workflowSteps.sendTaskConfig, { params: notify })).json().configuration
        .send_task?.recipients,
    ).toHaveLength(2);
    const review = { id: workflow.id, stepId: steps.review?.id as string };
    expect(
      (
        await asAdmin(api.workflowSteps.setSendTaskConfig, { params: review, body: input })
      ).json<ErrorBody>().code,
    ).toBe(50039);
  });

  it('have a data form filled in: an active form and its active fields, some required', async () => {
    const workflow = await newWorkflow(t, formId);
    const steps = await savedSteps(t, workflow.id);
    const step = { id: workflow.id, stepId: steps.review?.id as string };
    const dataForm = (
      await asAdmin(api.forms.create, {
        body: {
          name: 'Concepto jurídico',
          description: 'Lo que diligencia el abogado',
          sequence_length: 3,
          sticker_type: 1,
        },
      })
    ).json();
    const field = async (label: string) =>
      (
        await asAdmin(api.fields.create, {
          body: {
            form_id: dataForm.id,
            label,
            type_data: 'text',
            control_data: 'textbox',
          },
        })
      ).json().id as string;
    const opinion = await field('Concepto');
    const notes = await field('Notas');
    const input = { form_id: dataForm.id, fields: [opinion, notes], required: [opinion] };
    expect(
      (
        await asAdmin(api.workflowSteps.setDataForm, { params: step, body: input })
      ).json<ErrorBody>().code,
    ).toBe(50049);
    await asAdmin(api.forms.changeStatus, { params: { id: dataForm.id }, body: { status: 2 } });
    const choices = (await asAdmin(api.workflowSteps.dataFormChoices, { params: step })).json();
    expect(choices.find((choice: { id: string }) => choice.id === dataForm.id)).toMatchObject({
      name: 'Concepto jurídico',
      fields: [
        { id: opinion, label: 'Concepto' },
        { id: notes, label: 'Notas' },
      ],
    });
    const notShown = await asAdmin(api.workflowSteps.setDataForm, {
      params: step,
      body: {
        ...input,
        fields: [notes],
      },
    });
    expect(notShown.json<ErrorBody>().data?.required).toBe(
      'Solo pueden ser obligatorios campos que se muestran',
    );
    const foreign = await asAdmin(api.workflowSteps.setDataForm, {
      params: step,
      body: {
        ...input,
        fields: [opinion, crypto.randomUUID()],
      },
    });
    expect(foreign.json<ErrorBody>().code).toBe(50049);
    const saved = (
      await asAdmin(api.workflowSteps.setDataForm, { params: step, body: input })
    ).json();
    expect(saved.configuration.data_form).toEqual({
      form: { id: dataForm.id, name: 'Concepto jurídico' },
      fields: [opinion, notes],
      required: [opinion],
    });
    const fewer = (
      await asAdmin(api.workflowSteps.removeDataFormField, {
        params: step,
        query: { field_id: notes },
      })
    ).json();
    expect(fewer.configuration.data_form?.fields).toEqual([opinion]);
    const more = (
      await asAdmin(api.workflowSteps.addDataFormField, {
        params: step,
        body: { field_id: notes, required: true },
      })
    ).json();
    expect(more.configuration.data_form).toMatchObject({
      fields: [opinion, notes],
      required: [opinion, notes],
    });
    const read = (await asAdmin(api.workflowSteps.dataForm, { params: step })).json();
    expect(read.configuration.data_form?.required).toEqual([opinion, notes]);
    const removed = (await asAdmin(api.workflowSteps.deleteDataForm, { params: step })).json();
    expect(removed.configuration.data_form).toBeNull();
    expect(
      (
        await asAdmin(api.workflowSteps.addDataFormField, {
          params: step,
          body: { field_id: notes, required: false },
        })
      ).json<ErrorBody>().code,
    ).toBe(50049);
  });

  it('are renamed for the people who work them, and given back their diagram name', async () => {
    const workflow = await newWorkflow(t, formId);
    const review = (await savedSteps(t, workflow.id)).review as StepDto;
    const renamed: StepDto[] = (
      await asAdmin(api.workflowSteps.labels, {
        params: { id: workflow.id },
        body: {
          steps: [{ id: review.id, step_name: 'Revisión jurídica' }],
        },
      })
    ).json();
    expect(renamed.find((step) => step.id === review.id)).toMatchObject({
      name: 'Revisar',
      step_name: 'Revisión jurídica',
    });
    const back: StepDto[] = (
      await asAdmin(api.workflowSteps.labels, {
        params: { id: workflow.id },
        body: {
          steps: [{ id: review.id, step_name: '' }],
        },
      })
    ).json();
    expect(back.find((step) => step.id === review.id)?.step_name).toBe('Revisar');
    const unknown = await asAdmin(api.workflowSteps.labels, {
      params: { id: workflow.id },
      body: {
        steps: [{ id: crypto.randomUUID(), step_name: 'Nada' }],
      },
    });
    expect(unknown.json<ErrorBody>().code).toBe(50037);
  });

  it('must all be configured before activation, which names the missing ones (50036)', async () => {
    const workflow = await newWorkflow(t, formId);
    const steps = await savedSteps(t, workflow.id);
    await only(workflow.id, steps.review?.id as string, ana.id);
    const refused = await asAdmin(api.workflows.update, {
      params: { id: workflow.id },
      body: { status: 2 },
    });
    expect(refused.json()).toMatchObject({
      code: 50036,
      detail: expect.stringContaining('Responder, Archivar'),
    });
    await configureEveryStep(t, workflow.id);
    const active = await asAdmin(api.workflows.update, {
      params: { id: workflow.id },
      body: { status: 2 },
    });
    expect(active.json()).toMatchObject({ status: 2, abilities: { configureSteps: false } });
    expect(
      (await only(workflow.id, steps.review?.id as string, luis.id)).json<ErrorBody>().code,
    ).toBe(50033);
    await asAdmin(api.workflows.update, { params: { id: workflow.id }, body: { status: 3 } });
    const after = (await asAdmin(api.workflowSteps.list, { params: { id: workflow.id } })).json();
    expect(after.every((step: StepDto) => step.configured)).toBe(true);
  });

  it('let whoever starts a form’s workflows list its active ones', async () => {
    const workflow = await newWorkflow(t, formId);
    await savedSteps(t, workflow.id);
    await configureEveryStep(t, workflow.id);
    await asAdmin(api.workflows.update, { params: { id: workflow.id }, body: { status: 2 } });
    const { role, user } = await memberOfNewRole(t, 2);
    await asAdmin(api.roles.addFormGrant, {
      params: { id: role.id },
      body: {
        form_id: formId,
        start_workflows: true,
      },
    });
    const token = (await login(t.server, user.user_name, USER_PASSWORD)).access;
    const available = (await send(t.server, api.workflows.availableToStart, {}, { token })).json();
    expect(available.map((item: { id: string }) => item.id)).toContain(workflow.id);
    expect(available[0]?.abilities).toMatchObject({ start: true, view: false });
    const ofForm = (
      await send(t.server, api.workflows.ofForm, { params: { formId } }, { token })
    ).json();
    expect(ofForm.map((item: { id: string }) => item.id)).toContain(workflow.id);
    const outsider = await createUserWithPassword(t.server, t.company);
    const other = (await login(t.server, outsider.user_name, USER_PASSWORD)).access;
    expect(
      (await send(t.server, api.workflows.availableToStart, {}, { token: other })).json(),
    ).toEqual([]);
  });

  it('keep their responsible from being inactivated or retired silently (50047)', async () => {
    const workflow = await newWorkflow(t, formId);
    const review = (await savedSteps(t, workflow.id)).review as StepDto;
    const named = await createUserWithPassword(t.server, t.company);
    await only(workflow.id, review.id, named.id);
    for (const status of [3, 4] as const) {
      const refused = await asAdmin(api.users.changeStatus, {
        params: { id: named.id },
        body: { status },
      });
      expect(refused.json()).toMatchObject({
        code: 50047,
        detail: expect.stringContaining(`${workflow.name} › Revisar`),
      });
    }
    expect(
      (await asAdmin(api.users.changeStatus, { params: { id: named.id }, body: { status: 2 } }))
        .statusCode,
    ).toBe(200);
    await only(workflow.id, review.id, ana.id);
    await asAdmin(api.users.changeStatus, { params: { id: named.id }, body: { status: 1 } });
    expect(
      (await asAdmin(api.users.changeStatus, { params: { id: named.id }, body: { status: 3 } }))
        .statusCode,
    ).toBe(200);
  });

  it('never take or offer a query user as responsible (50040), nor let a responsible become one (50047)', async () => {
    const workflow = await newWorkflow(t, formId);
    const review = (await savedSteps(t, workflow.id)).review as StepDto;
    const reader = await createUserWithPassword(t.server, t.company, { user_type: 1 });
    expect((await only(workflow.id, review.id, reader.id)).json()).toMatchObject({
      code: 50040,
      data: { user_uuid: expect.any(String) },
    });
    const listed = await asAdmin(api.workflowSteps.setResponsibleList, {
      body: {
        workflow_id: workflow.id,
        step_id: review.id,
        users_uuid: [ana.id, reader.id],
      },
    });
    expect(listed.json<ErrorBody>().code).toBe(50040);
    const people = (await asAdmin(api.workflowSteps.candidates)).json();
    expect(people.map((person: { id: string }) => person.id)).not.toContain(reader.id);

    const named = await createUserWithPassword(t.server, t.company);
    await only(workflow.id, review.id, named.id);
    const refused = await asAdmin(api.users.update, {
      params: { id: named.id },
      body: { user_type: 1 },
    });
    expect(refused.json()).toMatchObject({
      code: 50047,
      detail: expect.stringContaining(`${workflow.name} › Revisar`),
    });
    await only(workflow.id, review.id, ana.id);
    const made = await asAdmin(api.users.update, {
      params: { id: named.id },
      body: { user_type: 1 },
    });
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json().user_type).toBe(1);
  });

  it('write each change of a step to the audit log, naming the step', async () => {
    const workflow = await newWorkflow(t, formId);
    const review = (await savedSteps(t, workflow.id)).review as StepDto;
    await only(workflow.id, review.id, ana.id);
    const entries = (
      await asAdmin(api.audit.list, { query: { module: 'workflows', action: 'step_configure' } })
    ).json();
    const entry = entries.items.find((item) => item.entity_id === workflow.id);
    expect(entry?.changes).toMatchObject({
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
      send(t.server, api.workflowSteps.list, { params: { id: workflow.id } }, { token }),
      send(
        t.server,
        api.workflowSteps.get,
        { params: { id: workflow.id, stepId: review.id } },
        { token },
      ),
      send(
        t.server,
        api.workflowSteps.setSingleResponsible,
        {
          body: { workflow_id: workflow.id, step_id: review.id, user_uuid: outsider.admin.user.id },
        },
        { token },
      ),
      send(
        t.server,
        api.workflowSteps.labels,
        { params: { id: workflow.id }, body: { steps: [{ id: review.id, step_name: 'Robado' }] } },
        { token },
      ),
    ]);
    expect(attempts.map((response) => response.json<ErrorBody>().code)).toEqual([
      50030, 50030, 50030, 50030,
    ]);
    const theirs = (await send(t.server, api.workflowSteps.candidates, {}, { token })).json();
    expect(theirs.map((person: { id: string }) => person.id)).toEqual([outsider.admin.user.id]);
    const own = await newWorkflow(t, formId);
    const ownReview = (await savedSteps(t, own.id)).review as StepDto;
    expect((await only(own.id, ownReview.id, outsider.admin.user.id)).json<ErrorBody>().code).toBe(
      50040,
    );
  });
});
