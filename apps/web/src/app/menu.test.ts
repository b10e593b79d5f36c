import { describe, expect, it } from 'vitest';
import type { Actor } from './access.ts';
import { type MenuEntry, sideMenu, visibleMenu } from './menu.ts';
import { routeFor } from './routes.ts';

function shown(actor: Actor): string[] {
  return visibleMenu(sideMenu, actor).flatMap((entry: MenuEntry) =>
    'children' in entry
      ? [entry.label, ...entry.children.map((link) => `${entry.label} > ${link.label}`)]
      : [entry.label],
  );
}

const standard = (...permissions: number[]) =>
  ({
    user_type: 2,
    roles_permissions: permissions,
    designer_forms: false,
    admin_forms: { all_forms: false, forms_uuid: [] },
    password_expiration_days: 10,
  }) satisfies Actor;

const dashboard = 'menu.dashboard';
// Record data is for every logged-in user: the forms offered are those their roles let them file in.
const recordData = 'menu.records';
const formDesigner = 'menu.formDesigner';
const createForm = 'menu.formDesigner > forms.create';
const listForms = 'menu.formDesigner > menu.forms.list';
const listDesigner = 'menu.listDesigner';
const createList = 'menu.listDesigner > lists.create';
const consultLists = 'menu.listDesigner > menu.lists.consult';
const users = 'menu.users';
const createUser = 'menu.users > users.create';
const listUsers = 'menu.users > menu.users.list';
const roles = 'menu.users > menu.roles';
const workGroups = 'menu.users > menu.workGroups';
const apiAccounts = 'menu.users > menu.apiAccounts';
const auditLogs = 'menu.auditLogs';

describe('side menu visibility (spec §2)', () => {
  it('shows admins every entry', () => {
    expect(
      shown({
        user_type: 3,
        roles_permissions: [],
        designer_forms: false,
        admin_forms: { all_forms: false, forms_uuid: [] },
        password_expiration_days: null,
      }),
    ).toEqual([
      dashboard,
      recordData,
      formDesigner,
      createForm,
      listForms,
      listDesigner,
      createList,
      consultLists,
      users,
      createUser,
      listUsers,
      roles,
      workGroups,
      apiAccounts,
      auditLogs,
    ]);
  });

  it('shows a standard user with no permission only the third-party accounts', () => {
    expect(shown(standard())).toEqual([dashboard, recordData, users, apiAccounts]);
  });

  it('adds to a standard user the entries of each permission held, and only those', () => {
    expect(shown(standard(3))).toEqual([
      dashboard,
      recordData,
      users,
      createUser,
      listUsers,
      apiAccounts,
    ]);
    expect(shown(standard(4))).toEqual([dashboard, recordData, users, roles, apiAccounts]);
    expect(shown(standard(5))).toEqual([dashboard, recordData, users, workGroups, apiAccounts]);
    expect(shown(standard(7))).toEqual([dashboard, recordData, users, apiAccounts, auditLogs]);
    expect(shown(standard(2))).toEqual([
      dashboard,
      recordData,
      listDesigner,
      createList,
      consultLists,
      users,
      apiAccounts,
    ]);
    expect(shown(standard(1, 6))).toEqual([dashboard, recordData, users, apiAccounts]);
  });

  it('shows the form designer to a standard user whose roles let them design all forms', () => {
    const allForms = { all_forms: true, forms_uuid: [] };
    expect(shown({ ...standard(), designer_forms: true, admin_forms: allForms })).toEqual([
      dashboard,
      recordData,
      formDesigner,
      createForm,
      listForms,
      users,
      apiAccounts,
    ]);
  });

  it('offers a designer restricted to chosen forms the list but not creating', () => {
    const chosen = { all_forms: false, forms_uuid: ['5d0c1f5e-8a47-4d55-9d3c-0b1a3c2f4e61'] };
    expect(shown({ ...standard(), designer_forms: true, admin_forms: chosen })).toEqual([
      dashboard,
      recordData,
      formDesigner,
      listForms,
      users,
      apiAccounts,
    ]);
  });

  it('never shows a query user an administration entry, whatever their roles grant', () => {
    expect(
      shown({
        user_type: 1,
        roles_permissions: [2, 3, 4, 5, 7],
        designer_forms: true,
        admin_forms: { all_forms: false, forms_uuid: [] },
        password_expiration_days: null,
      }),
    ).toEqual([dashboard, recordData]);
  });

  it('shows nothing while the password must be renewed, nor to a visitor', () => {
    expect(
      shown({
        user_type: 3,
        roles_permissions: [],
        designer_forms: false,
        admin_forms: { all_forms: false, forms_uuid: [] },
        password_expiration_days: 0,
      }),
    ).toEqual([]);
    expect(shown(null)).toEqual([]);
  });

  it('badges the audit logs as new', () => {
    const newEntries = sideMenu
      .flatMap((entry) => ('children' in entry ? entry.children : [entry]))
      .filter((link) => link.isNew)
      .map((link) => link.label);
    expect(newEntries).toEqual([auditLogs]);
  });

  it('links only to routes that exist', () => {
    const links = sideMenu.flatMap((entry) => ('children' in entry ? entry.children : [entry]));
    for (const link of links) expect(routeFor(link.path), link.path).toBeDefined();
  });
});
