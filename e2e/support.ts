import fs from 'node:fs';
import path from 'node:path';
import {
  type APIRequestContext,
  expect,
  type FileChooser,
  type Locator,
  type Page,
  test,
} from '@playwright/test';
import axe from 'axe-core';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { e2eAdminSession, e2eDataDir } from '../playwright.config.ts';

export const ADMIN = { userName: 'admin@demo.co', password: 'Admin123!' };

/** The admin's API session, for a test's setting: its headers, and a POST that must succeed. */
export async function adminApi(request: APIRequestContext) {
  const session = await request.post('/api/v1/auth/login/', {
    data: { user_name: ADMIN.userName, password: ADMIN.password },
  });
  const headers = { authorization: `Bearer ${(await session.json()).access}` };
  const post = async (path: string, data: unknown) => {
    const answer = await request.post(`/api/v1${path}`, { headers, data });
    expect(answer.ok(), await answer.text()).toBe(true);
    return (await answer.json()) as { id: string; number?: string };
  };
  return { headers, post };
}
export type AdminApi = Awaited<ReturnType<typeof adminApi>>;

/** A standard user (with a password when given), created through the API as the admin. */
export async function person(
  request: APIRequestContext,
  api: AdminApi,
  who: { userName: string; password?: string; name: string },
  document: string,
): Promise<string> {
  const [first, last] = who.name.split(' ');
  const user = await api.post('/users/', {
    user_name: who.userName,
    first_name: first,
    last_name: last,
    document_type: 1,
    document_reference: document,
    email: `${who.userName}@example.com`,
    phone: `300${document}`,
    user_type: 2,
  });
  if (who.password) {
    const set = await request.patch(`/api/v1/users/${user.id}/new-password/`, {
      headers: api.headers,
      data: { password: who.password, password_confirmation: who.password },
    });
    expect(set.ok(), await set.text()).toBe(true);
  }
  return user.id;
}

/** The standard user access-control.spec.ts puts on screen in the role that manages users. */
export const USER_MANAGER = {
  userName: 'mateo.user.manager',
  name: 'Mateo Gestor',
  password: 'Mateo123!',
  login: 'mateo.user.manager@demo.co',
  role: 'Gestión de usuarios',
} as const;

/**
 * The user manager and their role, made through the API when a spec relying on them runs without
 * access-control.spec.ts having made them on screen before it (as when it runs alone).
 */
export async function ensureUserManager(request: APIRequestContext): Promise<void> {
  const api = await adminApi(request);
  const listed = async (path: string, name: string) => {
    const answer = await request.get(`/api/v1${path}?name=${encodeURIComponent(name)}`, {
      headers: api.headers,
    });
    return ((await answer.json()) as { items: { id: string; name: string; user_name?: string }[] })
      .items;
  };
  const users = await listed('/users/', USER_MANAGER.userName);
  const userId =
    users.find((user) => user.user_name === USER_MANAGER.login)?.id ??
    (await person(request, api, USER_MANAGER, '7770011'));
  const roles = await listed('/roles/', USER_MANAGER.role);
  if (roles.some((role) => role.name === USER_MANAGER.role)) return;
  const role = await api.post('/roles/', { name: USER_MANAGER.role });
  const granted = await request.put(`/api/v1/roles/${role.id}/permissions/`, {
    headers: api.headers,
    data: { permissions: [3], designer_forms: false, designer_workflows: false },
  });
  expect(granted.ok(), await granted.text()).toBe(true);
  await api.post(`/roles/${role.id}/members/`, { users_uuid: [userId] });
}

/**
 * An active form of one text box (publishing to `trd_path_id` when given) and a record filed in
 * it with one text file attached: a test's setting, made through the API as the admin.
 */
export async function recordWithFile(
  request: APIRequestContext,
  api: AdminApi,
  settings: { form: string; file: string; trd_path_id?: string },
): Promise<{ form: { id: string }; record: { id: string; number: string } }> {
  const form = await api.post('/form/forms/', {
    name: settings.form,
    description: 'Formulario de la prueba',
    sequence_length: 3,
    sticker_type: 1,
    ...(settings.trd_path_id && { trd_path_id: settings.trd_path_id }),
  });
  await api.post('/form/fields/', {
    form_id: form.id,
    label: 'Contratista',
    type_data: 'text',
    control_data: 'textbox',
  });
  await request.patch(`/api/v1/form/forms/${form.id}/status/`, {
    headers: api.headers,
    data: { status: 2 },
  });
  const record = await api.post(`/form/forms/${form.id}/records/`, {
    subject: 'Contrato de obra civil',
    support_type: 2,
    document_date: '2026-02-02',
  });
  const uploaded = await request.post(`/api/v1/file/form/${record.id}/`, {
    headers: api.headers,
    multipart: {
      form_uuid: form.id,
      subject: 'Acta de inicio',
      file: { name: settings.file, mimeType: 'text/plain', buffer: Buffer.from('Acta') },
    },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  return { form, record: { id: record.id, number: record.number ?? '' } };
}

/**
 * A record with a one-page PDF titled `title` besides its text file, through the API as the admin:
 * the document the signature specs sign.
 */
export async function recordWithPdf(
  request: APIRequestContext,
  api: AdminApi,
  settings: { form: string; pdf: string; title: string },
): Promise<{ form: { id: string }; record: { id: string; number: string }; fileId: string }> {
  const { form, record } = await recordWithFile(request, api, {
    form: settings.form,
    file: 'acta.txt',
  });
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  document.addPage([400, 300]).drawText(settings.title, { x: 30, y: 250, size: 16, font });
  const uploaded = await request.post(`/api/v1/file/form/${record.id}/`, {
    headers: api.headers,
    multipart: {
      form_uuid: form.id,
      subject: 'Contrato',
      file: {
        name: settings.pdf,
        mimeType: 'application/pdf',
        buffer: Buffer.from(await document.save()),
      },
    },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  return { form, record, fileId: (await uploaded.json()).items[0].id as string };
}

export async function logIn(page: Page, userName: string, password: string): Promise<void> {
  await page.goto('/');
  await page.getByTestId('login-user-name').fill(userName);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
}

/** The demo company's admin, logged in through the login screen and landed on the dashboard. */
export async function logInAsAdminOnScreen(page: Page): Promise<void> {
  await logIn(page, ADMIN.userName, ADMIN.password);
  await expect(page).toHaveURL('/dashboard');
}

/**
 * The demo company's admin on the dashboard, in the session e2e/global-setup.ts opened through the
 * login screen before the tests: a test that only needs to be the admin does not log in again. One
 * that logs out logs in on the screen instead, as logging out would end this session for the tests
 * after it.
 */
export async function logInAsAdmin(page: Page): Promise<void> {
  await page.context().setStorageState(e2eAdminSession);
  await page.goto('/dashboard');
  await expect(page).toHaveURL('/dashboard');
}

/** The token of the session the page's app holds. */
async function sessionToken(page: Page): Promise<string | undefined> {
  const session = await page.evaluate<string | null>("localStorage.getItem('custodia.session')");
  return (JSON.parse(session ?? '{}') as { access?: string }).access;
}

export async function logOut(page: Page): Promise<void> {
  const token = await sessionToken(page);
  if (token && fs.readFileSync(e2eAdminSession, 'utf8').includes(token)) {
    throw new Error('logging out would end the session the tests share: log in on the screen');
  }
  await page.getByTestId('logout-button').click();
  await expect(page).toHaveURL('/');
}

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA (issue 10, point 22). */
const wcagAA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** What the wait below reads of the browser's document (e2e compiles without the DOM types). */
type Animated = {
  getAnimations(): {
    playState: string;
    effect: { getTiming(): { iterations?: number } } | null;
  }[];
};

/**
 * Scans the screen as it stands with axe-core and fails on any serious or critical WCAG A/AA
 * violation, naming the rule, the elements and what to do. It first waits for the screen to settle:
 * `ready` (or the page's main region) visible, no spinner or busy button, and no opening or closing
 * animation, since a dialog caught half faded in reads as low contrast. antd's toasts are left out.
 */
async function scanScreen(page: Page, ready?: Locator): Promise<void> {
  // A scan is extra work on top of what the test does: it brings its own time.
  test.info().setTimeout(test.info().timeout + 15_000);
  await expect(ready ?? page.getByRole('main')).toBeVisible();
  // antd's spinners and busy buttons, and the plain kit's (aria-busy).
  await expect(
    page.locator('.ant-spin-spinning, .ant-btn-loading, [aria-busy="true"]'),
  ).toHaveCount(0);
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          (globalThis as unknown as { document: Animated }).document
            .getAnimations()
            .filter(
              (animation) =>
                animation.playState === 'running' &&
                animation.effect?.getTiming().iterations !== Infinity,
            ).length,
      ),
    )
    .toBe(0);
  // A toast may start fading out while the scan runs (its 3 s are up), and half faded it reads as
  // low contrast: the scan passes it over rather than racing its timer.
  // axe-core goes into the page once (it stays until the next full load) and runs there alone;
  // only violations carry their every node.
  if (!(await page.evaluate('typeof globalThis.axe?.run === "function"'))) {
    await page.evaluate(axe.source);
  }
  const { violations, passes } = await page.evaluate(
    ([tags, toastSelector]) =>
      (globalThis as unknown as { axe: typeof axe }).axe.run(
        { exclude: [toastSelector] },
        {
          runOnly: { type: 'tag', values: tags },
          // WCAG 2.5.3 (a name that starts with what is seen) is still "experimental" in axe-core,
          // so a tag run leaves it out; people's own scans run it (issue 45 point 9).
          rules: { 'label-content-name-mismatch': { enabled: true } },
          resultTypes: ['violations'],
        },
      ),
    [wcagAA, '.ant-message'] as const,
  );
  // The scan's findings go with the test's report, so a reader sees what each scan checked and
  // found (the minor and moderate findings too, which do not fail it), not only that it passed.
  await test.info().attach(`axe-core scan of ${new URL(page.url()).pathname}`, {
    contentType: 'application/json',
    body: JSON.stringify({
      url: page.url(),
      tags: wcagAA,
      rulesPassed: passes.map((rule) => rule.id),
      violations: violations.map(({ id, impact, help, nodes }) => ({
        id,
        impact,
        help,
        targets: nodes.map((node) => node.target.join(' ')),
      })),
    }),
  });
  const blocking = violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  const report = blocking.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n` +
      violation.nodes
        .map((node) => `    ${node.target.join(' ')}: ${node.any[0]?.message ?? ''}`)
        .join('\n'),
  );
  expect(report, `axe on ${page.url()}`).toEqual([]);
}

/** A phone's screen, as the phone tests draw the app on. */
export const PHONE = { width: 390, height: 844 };

/**
 * The page is drawn no wider than the phone: polled, as the shell re-lays itself out a moment after
 * the viewport changes (its menu turns into a drawer on the next render).
 */
export async function expectFitsPhone(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate<number>('document.documentElement.scrollWidth'))
    .toBeLessThanOrEqual(PHONE.width);
}

/** The scan as a step of its own: each test's report names the scan it ran, and where it failed. */
export function expectNoAxeViolations(page: Page, ready?: Locator): Promise<void> {
  return test.step(
    'accessibility: axe-core, WCAG A/AA, no serious or critical violation',
    () => scanScreen(page, ready),
    { box: true },
  );
}

/** The filing screen of a form, reached from the records menu. */
export async function openFiling(page: Page, form: string): Promise<void> {
  await page.getByTestId('menu-records').click();
  await page
    .getByRole('row', { name: new RegExp(form) })
    .getByRole('link', { name: 'Radicar' })
    .click();
  await expect(page.getByText(`Radicar en ${form}`)).toBeVisible();
}

/**
 * Opens the filing screen of a form and fills the record's own data: its subject, a physical
 * support and the document's date (dd/mm/yyyy).
 */
export async function startFiling(
  page: Page,
  form: string,
  own: { subject: string; documentDate: string },
): Promise<void> {
  await openFiling(page, form);
  await page.getByLabel('Asunto', { exact: true }).fill(own.subject);
  await page.getByText('Físico', { exact: true }).click();
  await page.getByLabel('Fecha del documento').fill(own.documentDate);
  await page.getByLabel('Fecha del documento').press('Enter');
}

/** The filing screen of the demo's sender directory, filled in for one sender. */
export async function fillDirectoryRecord(
  page: Page,
  sender: { subject: string; document: string; name: string },
): Promise<void> {
  await startFiling(page, 'Directorio de remitentes', {
    subject: sender.subject,
    documentDate: '15/01/2026',
  });
  await page.getByLabel('Documento de identidad').fill(sender.document);
  await page.getByLabel('Nombre o razón social').fill(sender.name);
}

/** Files what the filing screen holds and reads the number the record was given. */
export async function submitFiling(page: Page): Promise<string> {
  await page.getByTestId('record-file-submit').click();
  const filed = page.getByTestId('record-filed');
  await expect(filed).toContainText(/Radicado \d+-\d{8}-\d+/);
  return (await filed.innerText()).match(/\d+-\d{8}-\d+/)?.[0] ?? '';
}

/**
 * Presses "print sticker" and checks what opens: a new tab showing the PDF the app fetched with
 * the person's session, whose title is the record's number.
 */
export async function expectStickerPrinted(page: Page, number: string): Promise<void> {
  const opened = page.waitForEvent('popup');
  const served = page.waitForResponse((response) => /\/sticker\/$/.test(response.url()));
  await page.getByTestId('print-sticker').click();
  const tab = await opened;
  // The tab shows the PDF handed over as a blob.
  await expect.poll(() => tab.url()).toMatch(/^blob:/);
  const response = await served;
  expect(response.headers()['content-type']).toBe('application/pdf');
  // The browser does not hand a test a body the page read as a blob: ask again with the session.
  const access = await sessionToken(page);
  const bytes = await (
    await page.request.get(response.url(), { headers: { authorization: `Bearer ${access}` } })
  ).body();
  const pdf = await PDFDocument.load(bytes);
  expect(pdf.getTitle()).toBe(number);
  await tab.close();
}

/**
 * Picks an option of an antd select by its visible title, and waits until the select shows it: a
 * click that lands while the list is still sliding open can go unheard, and a person who sees
 * their choice missing picks it again.
 */
export async function chooseOption(page: Page, select: Locator, option: string): Promise<void> {
  const shown = select.locator(
    'xpath=ancestor-or-self::*[contains(concat(" ", @class, " "), " ant-select ")][1]',
  );
  // Only the list that is open: a page's other selects, and tables, may hold the same title.
  const item = page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
    .getByTitle(option, { exact: true })
    .last();
  await expect(async () => {
    if (!(await item.isVisible())) await select.click();
    await item.click({ timeout: 2_000 });
    await expect(shown).toContainText(option, { timeout: 1_000 });
  }).toPass();
  // A single select closes its list once chosen; until it has, it greys the chosen value for the
  // search it offers, which is not what the person reads (nor what axe should scan).
  if (!/\bant-select-multiple\b/.test((await shown.getAttribute('class')) ?? '')) {
    await expect(shown).not.toHaveClass(/\bant-select-open\b/);
  }
}

/**
 * The rows of the screen's tables once each shows its own page: antd keeps the last page under a
 * spinner while the next one loads, and a click given as it swaps lands on whichever row comes to
 * stand where the wanted one stood.
 */
export async function settledRows(page: Page): Promise<Locator> {
  await expect(page.locator('.ant-table .ant-spin-spinning')).toHaveCount(0);
  return page.locator('.ant-table-tbody .ant-table-row');
}

/** Picks an option of the antd select with `testId` (see chooseOption). */
export function choose(page: Page, testId: string, option: string): Promise<void> {
  return chooseOption(page, page.getByTestId(testId), option);
}

/**
 * Waits for the embedded mode's outbox (DATA_DIR/outbox/*.eml) to hold a message to the address
 * whose text `pattern` finds, and returns what it found (its first group, if it has one): the
 * same file a person would open in a mail client.
 */
async function mailedTo(address: string, after: Date, pattern: RegExp): Promise<string> {
  const outbox = path.join(e2eDataDir, 'outbox');
  let found: string | undefined;
  await expect(async () => {
    const files = fs.existsSync(outbox) ? fs.readdirSync(outbox) : [];
    const messages = files
      .map((name) => path.join(outbox, name))
      .filter((file) => fs.statSync(file).mtime >= after)
      .sort((one, other) => fs.statSync(one).mtimeMs - fs.statSync(other).mtimeMs)
      .map((file) => decodeQuotedPrintable(fs.readFileSync(file, 'latin1')))
      .filter((text) => new RegExp(`^To: .*${address}`, 'mi').test(text))
      .filter((text) => pattern.test(text));
    const match = messages.at(-1)?.match(pattern);
    found = match?.[1] ?? match?.[0];
    expect(found).toBeTruthy();
  }).toPass({ timeout: 15_000 });
  return found as string;
}

/** The link of the last mail to the address. */
export function linkMailedTo(address: string, after: Date): Promise<string> {
  return mailedTo(address, after, /http:\/\/127\.0\.0\.1:\d+\/[^\s]+/);
}

/** The one-time signing code of the last code mail to the address (Spanish). */
export function signingCodeMailedTo(address: string, after: Date): Promise<string> {
  return mailedTo(address, after, /firmar es (\d{6})/);
}

function decodeQuotedPrintable(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, '');
  const bytes = joined.replace(/=([0-9A-F]{2})/g, (_, hex: string) =>
    String.fromCharCode(Number.parseInt(hex, 16)),
  );
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/**
 * Chooses files through the browser's file picker, as a person does. A click given while the
 * dialog that holds the button still zooms in can open no picker (CI lost one so, the button
 * focused and no picker after a minute), so it is given again until the picker opens.
 */
export async function chooseFiles(
  page: Page,
  trigger: string,
  files: { name: string; content: Buffer }[],
) {
  let chooser: FileChooser | undefined;
  await expect(async () => {
    const picker = page.waitForEvent('filechooser', { timeout: 5_000 });
    await page.getByTestId(trigger).click();
    chooser = await picker;
  }).toPass();
  await chooser?.setFiles(
    files.map((file) => ({
      name: file.name,
      mimeType: 'application/octet-stream',
      buffer: file.content,
    })),
  );
}

/**
 * Opens a node of an antd tree (`ant-tree`) or tree select (`ant-select-tree`) by its switcher, and
 * waits until it no longer shows closed: open, or a leaf once its empty level has loaded. A click
 * that lands while a tree select's dropdown is still sliding in is lost, so it is given again.
 */
export async function expand(page: Page, tree: string, label: string): Promise<void> {
  const node = page.locator(`.${tree}-treenode`).filter({ hasText: label });
  const closed = new RegExp(`${tree}-treenode-switcher-close`);
  await expect(async () => {
    if (closed.test((await node.getAttribute('class')) ?? '')) {
      await node.locator(`.${tree}-switcher`).click();
    }
    await expect(node).not.toHaveClass(closed, { timeout: 2_000 });
  }).toPass();
}
