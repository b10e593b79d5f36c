import { api, type InboxFilterInput } from '@custodia/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { type RunningWorkflow, recordOf, runningWorkflow } from '../../test/process-fixtures.ts';
import { ownerQuery, send, useCompanyServer } from '../../test/test-server.ts';
import { filedAtWindow, openedWindow } from '../../test/window.ts';

const domain = 'pqrs-plazo-legal.test';
const t = useCompanyServer(domain);

let flow: RunningWorkflow;
let typeId: string;

beforeAll(async () => {
  // The window's form starts its workflow on filing: each PQRS lands as a task of the receiver.
  flow = await runningWorkflow(t, { mandatory: true });
  const settings = await openedWindow(t, flow.formId);
  typeId = settings.types.find((type) => type.law_kind === 'petition')?.id ?? '';
});

const filter = (body: InboxFilterInput) => t.asAdmin(api.tasks.filter, { body });

/** The receiver's task on a record, as the task box lists it. */
async function taskOn(number: string) {
  const box = (await filter({ filters: { numbers: number } })).json();
  return box.items[0];
}

const legalDueOf = async (id: string) =>
  (await t.asAdmin(api.pqrs.ofRecord, { params: { id } })).json().pqrs?.due_at;

describe('the legal due date in the task box', () => {
  it('shows beside the step’s own deadline, coloured by the same rule, and none on other records', async () => {
    const pqrs = await filedAtWindow(t, domain, typeId);
    const other = await recordOf(t, flow);
    const task = await taskOn(pqrs.number);
    expect(task?.legal_due).toEqual({
      due_at: await legalDueOf(pqrs.id),
      colour: 'green',
      deadline: 'on_time',
    });
    expect((await taskOn(other.number))?.legal_due).toBeNull();

    // Its term has run down to its last hours: red, and overdue once it passed.
    await ownerQuery(
      t.server,
      `UPDATE records SET legal_orange_at = now() - interval '2 days',
              legal_red_at = now() - interval '1 day', legal_due_at = now() - interval '1 minute'
        WHERE id = $1`,
      [pqrs.id],
    );
    expect((await taskOn(pqrs.number))?.legal_due).toMatchObject({
      colour: 'red',
      deadline: 'overdue',
    });
  });

  it('sorts by it and filters by where the PQRS stands against it', async () => {
    const later = await filedAtWindow(t, domain, typeId);
    const sooner = await filedAtWindow(t, domain, typeId);
    const other = await recordOf(t, flow);
    await ownerQuery(
      t.server,
      `UPDATE records SET legal_due_at = legal_due_at - interval '1 day' WHERE id = $1`,
      [sooner.id],
    );
    const numbers = `${later.number},${sooner.number},${other.number}`;
    const sorted = (
      await filter({ filters: { numbers }, order: { by: 'legal_due_at', direction: 'asc' } })
    ).json();
    expect(sorted.items.map((task) => task.record.number)).toEqual([
      sooner.number,
      later.number,
      other.number,
    ]);
    const onTime = (await filter({ filters: { numbers, legal_deadline: 'on_time' } })).json();
    expect(onTime.items.map((task) => task.record.number).sort()).toEqual(
      [later.number, sooner.number].sort(),
    );
    const overdue = (await filter({ filters: { numbers, legal_deadline: 'overdue' } })).json();
    expect(overdue.items).toEqual([]);
  });

  it('follows an extension, stops while the petitioner completes it, and runs again after', async () => {
    const { id, number, tracking_code: code } = await filedAtWindow(t, domain, typeId);
    await t.asAdmin(api.pqrs.extend, {
      params: { id },
      body: { days: 10, reason: 'Reunimos información de otras dependencias.' },
    });
    const extended = await legalDueOf(id);
    expect((await taskOn(number))?.legal_due?.due_at).toBe(extended);

    await t.asAdmin(api.pqrs.askCompletion, {
      params: { id },
      body: { text: 'Indique el número de su contrato.' },
    });
    expect((await taskOn(number))?.legal_due).toBeNull();

    await send(t.server, api.window.complete, {
      params: { domain },
      body: { number, code, text: 'Mi contrato es el 4471 de 2019.' },
    });
    const resumed = await legalDueOf(id);
    expect((await taskOn(number))?.legal_due?.due_at).toBe(resumed);
  });

  it('leaves the task box once the PQRS is remitted or withdrawn', async () => {
    const remitted = await filedAtWindow(t, domain, typeId);
    await t.asAdmin(api.pqrs.remit, {
      params: { id: remitted.id },
      body: {
        entity_name: 'Ministerio del Trabajo',
        entity_email: 'atencion@mintrabajo.gov.co',
        reason: 'Trata de una inspección laboral que no hacemos.',
      },
    });
    expect((await taskOn(remitted.number))?.legal_due).toBeNull();
    const withdrawn = await filedAtWindow(t, domain, typeId);
    await send(t.server, api.window.withdraw, {
      params: { domain },
      body: { number: withdrawn.number, code: withdrawn.tracking_code },
    });
    expect((await taskOn(withdrawn.number))?.legal_due).toBeNull();
  });
});

describe('the dashboard', () => {
  it('lists the person’s tasks on PQRS by legal due date, soonest first', async () => {
    const pqrs = await filedAtWindow(t, domain, typeId);
    await ownerQuery(
      t.server,
      `UPDATE records SET legal_due_at = now() - interval '1 hour',
              legal_orange_at = now() - interval '3 days', legal_red_at = now() - interval '2 days'
        WHERE id = $1`,
      [pqrs.id],
    );
    const { tasks } = (await t.asAdmin(api.dashboard.summary)).json();
    expect(tasks?.pqrs_tasks[0]).toMatchObject({
      record: { number: pqrs.number },
      legal_due: { colour: 'red', deadline: 'overdue' },
    });
    const dues = tasks?.pqrs_tasks.map((task) => task.legal_due?.due_at ?? '') ?? [];
    expect(dues).toEqual([...dues].sort());
    expect(tasks?.pqrs_tasks.every((task) => task.legal_due !== null)).toBe(true);
  });
});
