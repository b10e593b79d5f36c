import { UserType, WorkflowStatus, type WorkflowStatusValue } from '@custodia/contracts';
import { describe, expect, it } from 'vitest';
import { type ActorSpec, actorOf } from '../../test/actors.ts';
import { abilities, authorize, can } from '../policies.ts';

const chosen = 'chosen-workflow';
const other = 'other-workflow';
const startForm = 'start-form';
const otherForm = 'other-form';

/**
 * Every user type × designer right × workflow status × workflow action (spec §2, §4, §6): admins
 * and designers of all workflows design every workflow, restricted designers the chosen ones; the
 * diagram and the steps change while the workflow is not active, its diagram is deleted only in a
 * draft; a workflow is started from the forms a role grants starting on, once active.
 */
const kinds: {
  name: string;
  spec: ActorSpec;
  lists: boolean;
  creates: boolean;
  designs: string[];
  starts: boolean;
}[] = [
  {
    name: 'admin',
    spec: { userType: UserType.admin },
    lists: true,
    creates: true,
    designs: [chosen, other],
    starts: true,
  },
  {
    name: 'designer of all workflows',
    spec: { userType: UserType.standard, designerWorkflows: true, allWorkflows: true },
    lists: true,
    creates: true,
    designs: [chosen, other],
    starts: false,
  },
  {
    name: 'restricted designer',
    spec: { userType: UserType.standard, designerWorkflows: true, workflowsUuid: [chosen] },
    lists: true,
    creates: false,
    designs: [chosen],
    starts: false,
  },
  {
    name: 'standard without the designer right',
    spec: { userType: UserType.standard, allWorkflows: true, workflowsUuid: [chosen] },
    lists: false,
    creates: false,
    designs: [],
    starts: false,
  },
  {
    name: 'starter of the form',
    spec: { userType: UserType.standard, forms: { [startForm]: { start_workflows: true } } },
    lists: false,
    creates: false,
    designs: [],
    starts: true,
  },
  {
    name: 'query user',
    spec: {
      userType: UserType.query,
      designerWorkflows: true,
      allWorkflows: true,
      forms: { [startForm]: { start_workflows: false, query: true } },
    },
    lists: false,
    creates: false,
    designs: [],
    starts: false,
  },
];

const statuses: [string, WorkflowStatusValue][] = [
  ['draft', WorkflowStatus.draft],
  ['active', WorkflowStatus.active],
  ['inactive', WorkflowStatus.inactive],
];

describe('workflow rules', () => {
  for (const kind of kinds) {
    const actor = actorOf(kind.spec);

    it(`${kind.name}: opening the designer and creating workflows`, () => {
      expect(can(actor, 'workflow.list')).toBe(kind.lists);
      expect(can(actor, 'workflow.create')).toBe(kind.creates);
    });

    for (const id of [chosen, other]) {
      const designs = kind.designs.includes(id);
      for (const [statusName, status] of statuses) {
        for (const hasModel of [false, true]) {
          for (const formId of [startForm, otherForm]) {
            const workflow = { id, status, form_id: formId, has_model: hasModel };
            const resting = status !== WorkflowStatus.active;
            const label = `${kind.name}: ${id} of ${formId}, ${statusName}${hasModel ? ' with a diagram' : ''}`;

            it(`${label}: abilities`, () => {
              expect(abilities(actor, 'workflow', workflow)).toEqual({
                view: designs,
                edit: designs,
                changeStatus: designs,
                designModel: designs && resting,
                deleteModel: designs && hasModel && status === WorkflowStatus.draft,
                configureSteps: designs && resting,
                start:
                  kind.starts &&
                  status === WorkflowStatus.active &&
                  (kind.spec.userType === UserType.admin || formId === startForm),
              });
            });
          }
        }
      }
    }
  }

  const admin = actorOf({ userType: UserType.admin });
  const refusal = (action: Parameters<typeof authorize>[1], workflow: object) => {
    try {
      authorize(admin, action, workflow as never);
    } catch (error) {
      return (error as { code: number }).code;
    }
    return 'allowed';
  };

  it('refuses a designer with the reason', () => {
    const base = { id: chosen, form_id: startForm, has_model: true };
    const active = { ...base, status: WorkflowStatus.active };
    const inactive = { ...base, status: WorkflowStatus.inactive };
    const empty = { ...base, status: WorkflowStatus.draft, has_model: false };
    expect(refusal('workflow.designModel', active)).toBe(50033);
    expect(refusal('workflow.configureSteps', active)).toBe(50033);
    expect(refusal('workflow.deleteModel', inactive)).toBe(50034);
    expect(refusal('workflow.deleteModel', empty)).toBe(50043);
    expect(refusal('workflow.start', inactive)).toBe(50048);
    expect(refusal('workflow.designModel', inactive)).toBe('allowed');
  });
});
