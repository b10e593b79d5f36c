import { FormStatus, type FormStatusValue, UserType } from '@custodia/contracts';
import { describe, expect, it } from 'vitest';
import { type ActorSpec, actorOf } from '../../test/actors.ts';
import { abilities, authorize, can } from '../policies.ts';

const chosen = 'chosen-form';
const other = 'other-form';

/**
 * Every user type × designer right × form status × form action (spec §4, §6): admins and
 * designers of all forms design every form, restricted designers the chosen ones; fields change
 * only in a draft, and a form with records keeps its fields and itself.
 */
const kinds: {
  name: string;
  spec: ActorSpec;
  lists: boolean;
  creates: boolean;
  designs: string[];
}[] = [
  {
    name: 'admin',
    spec: { userType: UserType.admin },
    lists: true,
    creates: true,
    designs: [chosen, other],
  },
  {
    name: 'designer of all forms',
    spec: { userType: UserType.standard, designerForms: true, allForms: true },
    lists: true,
    creates: true,
    designs: [chosen, other],
  },
  {
    name: 'restricted designer',
    spec: { userType: UserType.standard, designerForms: true, formsUuid: [chosen] },
    lists: true,
    creates: false,
    designs: [chosen],
  },
  {
    name: 'designer with no form chosen',
    spec: { userType: UserType.standard, designerForms: true },
    lists: true,
    creates: false,
    designs: [],
  },
  {
    name: 'standard without the designer right',
    spec: { userType: UserType.standard, allForms: true, formsUuid: [chosen] },
    lists: false,
    creates: false,
    designs: [],
  },
  {
    name: 'standard filer',
    spec: { userType: UserType.standard, forms: { [chosen]: { file: true, query: true } } },
    lists: false,
    creates: false,
    designs: [],
  },
  {
    name: 'query user',
    spec: { userType: UserType.query, designerForms: true, allForms: true },
    lists: false,
    creates: false,
    designs: [],
  },
];

const statuses: [string, FormStatusValue][] = [
  ['draft', FormStatus.draft],
  ['active', FormStatus.active],
  ['inactive', FormStatus.inactive],
];

describe('form and field rules', () => {
  for (const kind of kinds) {
    const actor = actorOf(kind.spec);

    it(`${kind.name}: opening the designer and creating forms`, () => {
      expect(can(actor, 'form.list')).toBe(kind.lists);
      expect(can(actor, 'form.create')).toBe(kind.creates);
    });

    for (const id of [chosen, other]) {
      const designs = kind.designs.includes(id);
      for (const [statusName, status] of statuses) {
        for (const hasRecords of status === FormStatus.draft ? [false] : [false, true]) {
          const form = { id, status, has_records: hasRecords };
          const draft = status === FormStatus.draft;
          const label = `${kind.name}: ${id}, ${statusName}${hasRecords ? ' with records' : ''}`;

          it(`${label}: abilities on the form and its fields`, () => {
            expect(abilities(actor, 'form', form)).toEqual({
              view: designs,
              edit: designs,
              changeStatus: designs,
              delete: designs && !hasRecords,
              designFields: designs && draft,
            });
            expect(abilities(actor, 'field', form)).toEqual({
              edit: designs && draft,
              delete: designs && draft && !hasRecords,
              move: designs && draft,
            });
          });
        }
      }
    }
  }

  const designer = actorOf({ userType: UserType.admin });
  const refusal = (action: Parameters<typeof authorize>[1], form: object) => {
    try {
      authorize(designer, action, form as never);
    } catch (error) {
      return (error as { code: number }).code;
    }
    return 'allowed';
  };

  it('refuses a designer with the reason: fields of a form no longer a draft, a form with records', () => {
    const active = { id: chosen, status: FormStatus.active, has_records: false };
    const filed = { id: chosen, status: FormStatus.active, has_records: true };
    expect(refusal('field.edit', active)).toBe(30024);
    expect(refusal('field.delete', active)).toBe(30024);
    expect(refusal('form.designFields', active)).toBe(30024);
    expect(refusal('field.delete', filed)).toBe(30033);
    expect(refusal('form.delete', filed)).toBe(30033);
    expect(refusal('form.delete', active)).toBe('allowed');
  });
});
