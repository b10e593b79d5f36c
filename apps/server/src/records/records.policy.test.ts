import { FormStatus, type FormStatusValue, UserType } from '@custodia/contracts';
import { describe, expect, it } from 'vitest';
import { type ActorSpec, actorOf } from '../../test/actors.ts';
import { abilities, authorize } from '../policies.ts';
import { formsTheActorMay } from './records.policy.ts';

const granted = 'granted-form';
const other = 'other-form';

type Expected = { file: boolean; query: boolean; viewFiles: boolean; designs: boolean };

/**
 * Every user type × per-form grant × form status × record action (spec §6): admins do everything
 * with every form's records, others what their roles grant on that form; filing needs an active
 * form; a lookup's records are offered to the form's filers, searchers and designers.
 */
const kinds: { name: string; spec: ActorSpec; on: Expected; mayFile: string[] | null }[] = [
  {
    name: 'admin',
    spec: { userType: UserType.admin },
    on: { file: true, query: true, viewFiles: true, designs: true },
    mayFile: null,
  },
  {
    name: 'standard filer',
    spec: { userType: UserType.standard, forms: { [granted]: { file: true } } },
    on: { file: true, query: false, viewFiles: false, designs: false },
    mayFile: [granted],
  },
  {
    name: 'standard searcher with files',
    spec: { userType: UserType.standard, forms: { [granted]: { query: true, view_files: true } } },
    on: { file: false, query: true, viewFiles: true, designs: false },
    mayFile: [],
  },
  {
    name: 'restricted designer of the form, without grants',
    spec: { userType: UserType.standard, designerForms: true, formsUuid: [granted] },
    on: { file: false, query: false, viewFiles: false, designs: true },
    mayFile: [],
  },
  {
    name: 'standard with workflow grants only',
    spec: { userType: UserType.standard, forms: { [granted]: { start_workflows: true } } },
    on: { file: false, query: false, viewFiles: false, designs: false },
    mayFile: [],
  },
  {
    // The session loader keeps only the read grants of a query user's roles.
    name: 'query user with read grants',
    spec: { userType: UserType.query, forms: { [granted]: { query: true, view_files: true } } },
    on: { file: false, query: true, viewFiles: true, designs: false },
    mayFile: [],
  },
];

const statuses: [string, FormStatusValue][] = [
  ['draft', FormStatus.draft],
  ['active', FormStatus.active],
  ['inactive', FormStatus.inactive],
];

describe('record rules', () => {
  for (const kind of kinds) {
    const actor = actorOf(kind.spec);

    it(`${kind.name}: the forms they may file in`, () => {
      expect(formsTheActorMay(actor, 'file')).toEqual(kind.mayFile);
    });

    for (const id of [granted, other]) {
      // Grants name one form; admins need none.
      const holds = id === granted || kind.name === 'admin';
      for (const [statusName, status] of statuses) {
        it(`${kind.name}: records of ${id}, ${statusName}`, () => {
          const form = { id, status };
          const on = holds ? kind.on : { file: false, query: false, viewFiles: false };
          expect(abilities(actor, 'record', form)).toEqual({
            file: on.file && status === FormStatus.active,
            query: on.query,
            viewFiles: on.viewFiles,
            searchLookup: holds && (kind.on.file || kind.on.query || kind.on.designs),
          });
        });
      }
    }
  }

  it('refuses filing in a form that is not active with the reason (30032)', () => {
    const filer = actorOf({ userType: UserType.standard, forms: { [granted]: { file: true } } });
    expect(() =>
      authorize(filer, 'record.file', { id: granted, status: FormStatus.draft }),
    ).toThrow(expect.objectContaining({ code: 30032 }));
    expect(() => authorize(filer, 'record.file', { id: other, status: FormStatus.active })).toThrow(
      expect.objectContaining({ code: 10001 }),
    );
  });
});
