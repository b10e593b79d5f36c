import {
  ConfigPermission,
  FormStatus,
  type FormStatusValue,
  RecordStatus,
  type RecordStatusValue,
  UserType,
} from '@custodia/contracts';
import { describe, expect, it } from 'vitest';
import { type ActorSpec, actorOf } from '../../test/actors.ts';
import { formsTheActorMay } from '../forms/forms.policy.ts';
import { abilities, authorize, can } from '../policies.ts';
import { inForce, recordsListed } from './records.policy.ts';

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

    it(`${kind.name}: the forms they may file in, and whether they read any records`, () => {
      expect(formsTheActorMay(actor, 'file')).toEqual(kind.mayFile);
      expect(can(actor, 'record.consult')).toBe(kind.on.file || kind.on.query);
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
            // Listing: every record with the query grant, one's own with the filing grant.
            list: on.file || on.query,
          });
          if (on.file || on.query) {
            expect(recordsListed(actor, form)).toBe(on.query ? 'all' : 'own');
          }
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

/**
 * One filed record (decision 37): its form's query grant lets a person read it; admins and its
 * filer, while their roles let them file in its form, read, edit and cancel it; a cancelled
 * record is still read, never edited or cancelled again (30041).
 */
describe('filed record rules', () => {
  const me = 'me';
  const kinds: {
    name: string;
    spec: Parameters<typeof actorOf>[0];
    /** What they may do with a record of `granted` in force: filed by them, then by another. */
    mine: { view: boolean; correct: boolean };
    theirs: { view: boolean; correct: boolean };
    /** Prints the stickers of the form's records: whoever files in it or queries it. */
    sticker: boolean;
    /** Files in the TRD (its configurers, an upload grant): places what they read in expedients. */
    archives: boolean;
  }[] = [
    {
      name: 'admin',
      spec: { userType: UserType.admin, userId: me },
      mine: { view: true, correct: true },
      theirs: { view: true, correct: true },
      sticker: true,
      archives: true,
    },
    {
      name: 'standard filer',
      spec: { userType: UserType.standard, userId: me, forms: { [granted]: { file: true } } },
      mine: { view: true, correct: true },
      theirs: { view: false, correct: false },
      sticker: true,
      archives: false,
    },
    {
      name: 'standard filer and searcher',
      spec: {
        userType: UserType.standard,
        userId: me,
        forms: { [granted]: { file: true, query: true } },
      },
      mine: { view: true, correct: true },
      theirs: { view: true, correct: false },
      sticker: true,
      archives: false,
    },
    {
      name: 'standard searcher',
      spec: { userType: UserType.standard, userId: me, forms: { [granted]: { query: true } } },
      mine: { view: true, correct: false },
      theirs: { view: true, correct: false },
      sticker: true,
      archives: false,
    },
    {
      // Filed while they held the grant, which their roles no longer give.
      name: 'standard who filed, without grants now',
      spec: { userType: UserType.standard, userId: me },
      mine: { view: false, correct: false },
      theirs: { view: false, correct: false },
      sticker: false,
      archives: false,
    },
    {
      name: 'designer of every form',
      spec: { userType: UserType.standard, userId: me, designerForms: true, allForms: true },
      mine: { view: false, correct: false },
      theirs: { view: false, correct: false },
      sticker: false,
      archives: false,
    },
    {
      name: 'standard searcher who uploads on a level of the TRD',
      spec: {
        userType: UserType.standard,
        userId: me,
        forms: { [granted]: { query: true } },
        trdLevels: { series: { upload: true } },
      },
      mine: { view: true, correct: false },
      theirs: { view: true, correct: false },
      sticker: true,
      archives: true,
    },
    {
      name: 'TRD configurer who files in the form',
      spec: {
        userType: UserType.standard,
        userId: me,
        permissions: [ConfigPermission.trdConfiguration],
        forms: { [granted]: { file: true } },
      },
      mine: { view: true, correct: true },
      theirs: { view: false, correct: false },
      sticker: true,
      archives: true,
    },
    {
      name: 'query user with read grants',
      spec: { userType: UserType.query, userId: me, forms: { [granted]: { query: true } } },
      mine: { view: true, correct: false },
      theirs: { view: true, correct: false },
      sticker: true,
      archives: false,
    },
  ];
  const statuses: [string, RecordStatusValue][] = [
    ['in force', RecordStatus.active],
    ['cancelled', RecordStatus.cancelled],
  ];

  for (const kind of kinds) {
    const actor = actorOf(kind.spec);
    for (const [whose, filer] of [
      ['mine', me],
      ['theirs', 'someone-else'],
    ] as const) {
      for (const [statusName, status] of statuses) {
        for (const formStatus of [FormStatus.active, FormStatus.inactive]) {
          it(`${kind.name}: ${whose}, ${statusName}, form ${formStatus}`, () => {
            const expected = kind[whose];
            const record = { form: { id: granted, status: formStatus }, status, created_by: filer };
            const correct = expected.correct && status === RecordStatus.active;
            const places = kind.archives && expected.view && status === RecordStatus.active;
            expect(abilities(actor, 'filedRecord', record)).toEqual({
              view: expected.view,
              edit: correct,
              cancel: correct,
              printSticker: kind.sticker,
              setExpedientPath: places,
              removeExpedientPath: places,
              startProcess: kind.name === 'admin' && status === RecordStatus.active,
              viewProcesses: kind.name === 'admin',
              createFreeTask: false,
            });
          });
        }
      }
      it(`${kind.name}: ${whose}, in another form`, () => {
        const record = {
          form: { id: other, status: FormStatus.active },
          status: RecordStatus.active,
          created_by: filer,
        };
        const all = kind.name === 'admin';
        expect(abilities(actor, 'filedRecord', record)).toEqual({
          view: all,
          edit: all,
          cancel: all,
          printSticker: all,
          setExpedientPath: all,
          removeExpedientPath: all,
          startProcess: all,
          viewProcesses: all,
          createFreeTask: false,
        });
      });
    }
  }

  it('offers free tasks to whoever reads the record and works, when its form allows them (decision 67)', () => {
    const admin = actorOf({ userType: UserType.admin });
    const filer = actorOf({
      userType: UserType.standard,
      userId: me,
      forms: { [granted]: { file: true } },
    });
    const record = (free_notifications: boolean, status: RecordStatusValue, created_by = me) => ({
      form: { id: granted, status: FormStatus.active, free_notifications },
      status,
      created_by,
    });
    expect(can(admin, 'filedRecord.createFreeTask', record(true, RecordStatus.active))).toBe(true);
    expect(can(filer, 'filedRecord.createFreeTask', record(true, RecordStatus.active))).toBe(true);
    expect(() =>
      authorize(filer, 'filedRecord.createFreeTask', record(false, RecordStatus.active)),
    ).toThrow(expect.objectContaining({ errorName: 'freeTasksOff' }));
    expect(() =>
      authorize(admin, 'filedRecord.createFreeTask', record(true, RecordStatus.cancelled)),
    ).toThrow(expect.objectContaining({ errorName: 'recordCancelled' }));
    const theirs = record(true, RecordStatus.active, 'someone-else');
    expect(can(filer, 'filedRecord.createFreeTask', theirs)).toBe(false);
    // Spec §1: a query user who reads the record asks nobody for work.
    const reader = actorOf({ userType: UserType.query, forms: { [granted]: { query: true } } });
    expect(can(reader, 'filedRecord.view', theirs)).toBe(true);
    expect(can(reader, 'filedRecord.createFreeTask', theirs)).toBe(false);
  });

  it('refuses correcting a cancelled record with the reason (30041), and strangers with 403', () => {
    const admin = actorOf({ userType: UserType.admin });
    const cancelled = {
      form: { id: granted, status: FormStatus.active },
      status: RecordStatus.cancelled,
      created_by: 'someone',
    };
    for (const action of ['filedRecord.edit', 'filedRecord.cancel'] as const) {
      expect(() => authorize(admin, action, cancelled)).toThrow(
        expect.objectContaining({ code: 30041 }),
      );
      const stranger = actorOf({ userType: UserType.standard });
      expect(() => authorize(stranger, action, cancelled)).toThrow(
        expect.objectContaining({ code: 10001 }),
      );
    }
  });

  it('says whether a record still takes work, for the features that attach work to it', () => {
    expect(inForce({ status: RecordStatus.active })).toBe(true);
    expect(inForce({ status: RecordStatus.cancelled })).toBe('recordCancelled');
  });
});
