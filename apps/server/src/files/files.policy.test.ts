import { FormStatus, RecordStatus, type RecordStatusValue, UserType } from '@custodia/contracts';
import { describe, expect, it } from 'vitest';
import { type ActorSpec, actorOf } from '../../test/actors.ts';
import { abilities, can, globalAbilities } from '../policies.ts';

const form = { id: 'the-form', status: FormStatus.active };
const ME = 'me';
const SOMEONE = 'someone-else';

/**
 * Every kind of user × who filed the record × its status × who trashed a file, against the files
 * rules (decision 46): corrections (attach, edit, new version, trash) for admins and the record's
 * filer who may still file, while the record is in force (reading a scan again too, of a picture
 * or a PDF); content for the "view files" grant;
 * restoring for admins and whoever trashed it; deleting for good for admins; the trash screen for
 * admins and filers; exports for readers of some form.
 */
const kinds: {
  name: string;
  spec: ActorSpec;
  corrects: { own: boolean; others: boolean };
  views: boolean;
  trash: boolean;
  exports: boolean;
}[] = [
  {
    name: 'admin',
    spec: { userType: UserType.admin },
    corrects: { own: true, others: true },
    views: true,
    trash: true,
    exports: true,
  },
  {
    name: 'standard filer',
    spec: { userType: UserType.standard, forms: { [form.id]: { file: true } }, userId: ME },
    corrects: { own: true, others: false },
    views: false,
    trash: true,
    exports: false,
  },
  {
    name: 'standard reader with files',
    spec: {
      userType: UserType.standard,
      forms: { [form.id]: { query: true, view_files: true } },
      userId: ME,
    },
    corrects: { own: false, others: false },
    views: true,
    trash: false,
    exports: true,
  },
  {
    name: 'standard with no grant',
    spec: { userType: UserType.standard, userId: ME },
    corrects: { own: false, others: false },
    views: false,
    trash: false,
    exports: false,
  },
  {
    name: 'query user with read grants',
    spec: {
      userType: UserType.query,
      forms: { [form.id]: { query: true, view_files: true } },
      userId: ME,
    },
    corrects: { own: false, others: false },
    views: true,
    trash: false,
    exports: true,
  },
];

const statuses: [string, RecordStatusValue][] = [
  ['in force', RecordStatus.active],
  ['cancelled', RecordStatus.cancelled],
];

describe('a file placed in the TRD', () => {
  const [series, expedient, beside] = ['node-series', 'node-expedient', 'node-beside'];
  const placed = {
    form: { id: 'no-grant-form', status: FormStatus.active },
    status: RecordStatus.active,
    created_by: SOMEONE,
    ancestor_ids: [expedient, series],
    mime: 'application/pdf',
  };

  it('opens to whoever consults its level or one above, without the form’s grant', () => {
    for (const userType of [UserType.standard, UserType.query]) {
      const consults = actorOf({ userType, trdLevels: { [series]: { consult: true } } });
      const consultsBeside = actorOf({ userType, trdLevels: { [beside]: { consult: true } } });
      const uploadsOnly = actorOf({ userType, trdLevels: { [series]: { upload: true } } });
      expect(abilities(consults, 'recordFile', placed)).toEqual({
        view: true,
        edit: false,
        addVersion: false,
        trash: false,
        readAgain: false,
      });
      expect(can(consultsBeside, 'recordFile.view', placed)).toBe(false);
      expect(can(uploadsOnly, 'recordFile.view', placed)).toBe(false);
      expect(can(consults, 'recordFile.view', { ...placed, ancestor_ids: [] })).toBe(false);
    }
  });
});

describe('file, trash and export rules', () => {
  for (const kind of kinds) {
    const actor = actorOf(kind.spec);

    it(`${kind.name}: the trash and exports screens`, () => {
      const global = globalAbilities(actor);
      expect(global['fileTrash.read']).toBe(kind.trash);
      expect(global['recordExport.read']).toBe(kind.exports);
      expect(abilities(actor, 'recordExport', form)).toEqual({ create: kind.exports });
    });

    for (const filer of [ME, SOMEONE]) {
      const mayCorrect = filer === ME ? kind.corrects.own : kind.corrects.others;
      for (const [statusName, status] of statuses) {
        const record = { form, status, created_by: filer, ancestor_ids: [], mime: 'image/png' };
        const corrects = mayCorrect && status === RecordStatus.active;

        it(`${kind.name}, a record ${statusName} filed by ${filer}: its files`, () => {
          expect(abilities(actor, 'recordFiles', record)).toEqual({ upload: corrects });
          expect(abilities(actor, 'recordFile', record)).toEqual({
            view: kind.views,
            edit: corrects,
            addVersion: corrects,
            trash: corrects,
            readAgain: corrects,
          });
          // Only a picture or a PDF is read: a Word document is never offered a reading.
          expect(can(actor, 'recordFile.readAgain', { ...record, mime: 'text/plain' })).toBe(false);
        });

        for (const trasher of [ME, SOMEONE]) {
          it(`${kind.name}, a record ${statusName} filed by ${filer}: a file ${trasher} trashed`, () => {
            const own = kind.name === 'admin' || (trasher === ME && mayCorrect);
            expect(abilities(actor, 'trashedFile', { record, trashed_by: trasher })).toEqual({
              restore: own && status === RecordStatus.active,
              delete: kind.name === 'admin',
            });
          });
        }
      }
    }
  }
});
