import { catalogues, globalActions } from '@custodia/contracts';
import { describe, expect, it } from 'vitest';
import { allowing } from './access.fixtures.ts';
import { type Actor, canOpen, decideAccess } from './access.ts';
import { type Access, type AppRoute, routeFor, routes } from './routes.ts';

const everything = allowing(...globalActions);
const expired = { ...everything, password_expiration_days: 0 };

/** Spec §2: the action each screen needs, written out by hand so a wrong row of the route table fails here. */
const expected: Record<string, Access> = {
  '/': 'public',
  '/user/recoverpassword': 'public',
  '/nueva-contrasena': 'public',
  '/restablecimiento-de-contrasena': 'public',
  '/renew-password': 'loggedIn',
  // Issue 51: a sign-in's factor set up before any session, and one's own factor and sessions.
  '/second-factor/enrol': 'public',
  '/account/security': 'loggedIn',
  '/dashboard': 'loggedIn',
  '/file-not-found': 'loggedIn',
  '/trd/consult': 'loggedIn',
  // Spec §2 logs in only; only admins and filers move files to the trash.
  '/trash': 'fileTrash.read',
  // Exports are for readers of some form (their roles' query grant).
  '/export-data': 'recordExport.read',
  // Spec §2 TRD: a non-query user with the TRD configuration permission, or an admin.
  '/trd': 'trd.configure',
  '/trd/ordination/:id?/:backgroundId?': 'trd.configure',
  '/documentary-types/list': 'documentaryType.manage',
  '/documentary-types/list/:documentaryId/:documentaryName': 'documentaryType.manage',
  '/user/create': 'user.create',
  '/user/list': 'user.list',
  '/user/edit/:id': 'user.list',
  '/user/edit/status/:id': 'user.list',
  '/user/log/:id': 'user.list',
  '/user/roles': 'role.list',
  '/user/create/roles': 'role.create',
  '/user/roles/edit/:id': 'role.list',
  '/user/roles/members/:id': 'role.list',
  '/user/roles/config/:id/:hash': 'role.list',
  '/user/workgroup': 'workGroup.list',
  '/user/create/workgroup': 'workGroup.create',
  '/user/create/workgroup/:id': 'workGroup.list',
  '/user/workgroup/members/:id/:statusGroup': 'workGroup.list',
  '/user/Third-party-accounts': 'apiAccount.list',
  '/user/Third-party-accounts/create': 'apiAccount.create',
  '/audit/logs': 'auditLog.read',
  // The company's failed background jobs: an administrator's screen.
  '/background-jobs': 'backgroundJob.list',
  // The company's parameters and its business calendar: administrators' screens.
  '/company': 'company.manage',
  // Spec §2 integrations: administrators.
  '/integrations': 'integration.manage',
  '/integrations/:id': 'integration.manage',
  '/integrations/request/:id': 'integration.manage',
  '/company/calendar': 'calendar.manage',
  // The company's citizen window: its administrators configure it.
  '/company/pqrs': 'pqrs.configure',
  // The company's outgoing webhooks and their deliveries: an administrator's screens.
  '/webhooks': 'webhook.manage',
  '/webhooks/:id/deliveries': 'webhook.manage',
  // Capture (issue 48): the mailboxes are administrators'; the tray the capture permission's.
  '/capture/mailboxes': 'mailbox.manage',
  '/capture/tray': 'captureTray.read',
  // Legal holds (issue 50 §3): configuration permission 9.
  '/legal-holds': 'legalHold.manage',
  '/application/config/sticker': 'sticker.read',
  // Spec §2 records (logged in): the server keeps each form to the roles that grant filing in it.
  // Spec §2 TRD: expedients are configured with the TRD permission, consulted by everyone.
  '/trd/expedient/:id?/:backgroundId?': 'expedient.manage',
  '/trd/expedients/edit/:expedientId': 'expedient.manage',
  '/trd/expedients/consultation': 'loggedIn',
  '/trd/expedients/consultation/:id': 'loggedIn',
  '/trd/expedients/due': 'expedient.manage',
  '/record/list/forms': 'loggedIn',
  '/record/create/:id': 'loggedIn',
  // Reading records: whoever files in or queries some form (the server scopes each list).
  '/record/list/form': 'record.consult',
  '/record/list/record': 'record.consult',
  '/record/list/table/:id': 'record.consult',
  '/record/list/forms/filters/:id/:query?': 'record.consult',
  // The server answers each record's abilities: who may read, edit or cancel it (decision 37).
  '/record/details/:recordId/:id/:fileId?': 'loggedIn',
  '/record/detail/:recordId/:id/:fileId?': 'loggedIn',
  '/record/edit/:id/:recordId/:query?': 'loggedIn',
  '/traceability/record/:id/:recordId': 'loggedIn',
  // The process screens (issue 31): the server decides per process and per task.
  '/traceability/workflow/:id/:recordId': 'loggedIn',
  '/process/detail/:id/:processId': 'loggedIn',
  '/taskBox': 'loggedIn',
  '/taskBox/:param': 'loggedIn',
  '/taskBox/detail/:id': 'loggedIn',
  // Spec §2/§6: configuration permission 6 (process management), and admins.
  '/process/management': 'process.manage',
  // Spec §2/§6: configuration permission 7 (metrics), and admins.
  '/metrics': 'metrics.read',
  '/metrics/recordListbyForm': 'metrics.read',
  '/metrics/recordListByYear': 'metrics.read',
  '/formsdesigner/create': 'form.create',
  '/formsdesigner/list': 'form.list',
  '/formsdesigner/edit/:id': 'form.list',
  '/formsdesigner/fields/:id': 'form.list',
  '/formsdesigner/fields/:id/new': 'form.list',
  '/configuration/edit/:id/:formId/:hashRecord': 'form.list',
  '/configuration/order/:id/:hash/:formId': 'form.list',
  '/configuration/consult/:id/:formId/:status/:hashRecord': 'form.list',
  '/formsdesigner/createlist': 'list.design',
  '/formsdesigner/consultlist': 'list.design',
  '/formsdesigner/editlist/:id': 'list.design',
  '/formsdesigner/itemslist/:id/:parentId?': 'list.design',
  '/formsdesigner/editItem/list/:listId/itemslist/:id': 'list.design',
  // Spec §2 workflows: creating needs the designer of all workflows, the rest any designer.
  '/workflow': 'workflow.create',
  '/workflow/list': 'workflow.list',
  '/workflow/edit/:id': 'workflow.list',
  '/workflow/designer/:id': 'workflow.list',
  '/workflow/steps/:id/:hash/:formId': 'workflow.list',
  '/workflow/steps/configuration/:id/:workflowid/:hash/:formId': 'workflow.list',
  // The diagram's address is its protection (decision 49): any logged-in user holding it.
  '/workflow/view/:model': 'loggedIn',
  '/signatories/:id': 'loggedIn',
  '/files/signature/:formId/:hash': 'loggedIn',
  // Spec §2's signature report: admins and whoever may request signatures on some form.
  '/reports/signatures': 'signature.report',
  '/sign': 'any',
  '/verify': 'any',
  '/verify/:code': 'any',
  // Issue 47: the citizen window and its tracking page are anyone's.
  '/window/:domain': 'any',
  '/window/:domain/tracking': 'any',
  '*': 'any',
};

const render = 'render';

function outcome(path: string, actor: Actor): string {
  const route = routeFor(path);
  if (!route) return `route ${path} is missing`;
  const decision = decideAccess(route, actor);
  return decision.allow ? render : decision.redirect;
}

describe('route guards (spec §2)', () => {
  for (const [path, access] of Object.entries(expected)) {
    it(`${path}: ${access}`, () => {
      // A visitor reaches only the public screens; anything else sends them to the login page.
      expect(outcome(path, null)).toBe(access === 'public' || access === 'any' ? render : '/');
      // A password that must be renewed keeps the user on the renewal screen, whatever they may do.
      expect(outcome(path, expired)).toBe(
        path === '/renew-password' || access === 'any' ? render : '/renew-password',
      );
      // A logged-in user opens the screen exactly when the session allows its action.
      for (const action of globalActions) {
        const opens = access === 'any' || access === 'loggedIn' || access === action;
        expect(outcome(path, allowing(action)), action).toBe(opens ? render : '/dashboard');
      }
      const allowed = access !== 'public';
      expect(outcome(path, everything)).toBe(allowed ? render : '/dashboard');
      expect(outcome(path, allowing())).toBe(
        access === 'any' || access === 'loggedIn' ? render : '/dashboard',
      );
    });
  }

  it('tells only a user who lacks the permission why they were sent away', () => {
    const forbidden = (path: string, actor: Actor) => {
      const decision = decideAccess(routeFor(path) as AppRoute, actor);
      return !decision.allow && decision.forbidden;
    };
    expect(forbidden('/user/roles', allowing('user.list'))).toBe(true);
    expect(forbidden('/user/roles', null)).toBe(false);
    expect(forbidden('/user/roles', expired)).toBe(false);
    expect(forbidden('/', everything)).toBe(false);
  });

  it('sends a session that may only list roles to the dashboard from /user/create', () => {
    expect(outcome('/user/create', allowing('role.list'))).toBe('/dashboard');
    expect(outcome('/user/roles', allowing('role.list'))).toBe(render);
  });

  it('has no route the spec table above does not cover', () => {
    expect(routes.map((route) => route.path).sort()).toEqual(Object.keys(expected).sort());
  });

  it('answers whether a screen opens as its guard does', () => {
    expect(canOpen('/user/roles', allowing('role.list'))).toBe(true);
    expect(canOpen('/user/roles', allowing('workGroup.list'))).toBe(false);
    expect(canOpen('/user/roles', null)).toBe(false);
    expect(canOpen('/no/such/screen', everything)).toBe(false);
  });
});

describe('screen titles', () => {
  it('name every screen in Spanish, English and French', () => {
    for (const route of routes) {
      for (const [language, catalogue] of Object.entries(catalogues)) {
        expect(catalogue[route.title]?.trim(), `${language} ${route.path}`).toBeTruthy();
        // A static name: the screen's data (a form's name) is not known to the route table.
        expect(catalogue[route.title], `${language} ${route.path}`).not.toMatch(/\{\w+\}/);
      }
    }
  });
});
