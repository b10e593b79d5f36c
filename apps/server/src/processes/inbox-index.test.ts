import { api } from '@custodia/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { fillInboxes, inboxPlan } from '../../test/inbox.ts';
import { recordOf, runningWorkflow } from '../../test/process-fixtures.ts';
import { ownerQuery, useCompanyServer } from '../../test/test-server.ts';
import { inTenant, system } from '../platform/work.ts';

/**
 * Issue 31's inbox: a person's open tasks by due date come from the partial index of migration 033
 * in index order, never sorted. 20,000 open tasks among 200 people are enough for the planner to
 * sort them without the index (the second test shows it does) and go in within seconds.
 */
const t = useCompanyServer('bandeja-indice.co', undefined, { own: true });
const TASKS = 20_000;
const PEOPLE = 200;

let tenantId: string;
let person: string;

beforeAll(async () => {
  const running = await runningWorkflow(t);
  const record = await recordOf(t, running, 5000);
  const started = await t.asAdmin(api.processes.start, {
    body: {
      workflow_id: running.workflowId,
      form_id: running.formId,
      record_id: record.id,
    },
  });
  if (started.statusCode !== 201) throw new Error(`process not started: ${started.body}`);
  const [tenant] = await ownerQuery<{ id: string }>(
    t.server,
    'SELECT id FROM tenants WHERE domain = $1',
    [t.company.domain],
  );
  tenantId = tenant?.id as string;
  const people = await fillInboxes(t.server.db, {
    tenantId,
    processIds: [started.json().id],
    stepId: running.steps.review?.id as string,
    people: PEOPLE,
    tasks: TASKS,
  });
  person = people[0] as string;
}, 60_000);

/** Thrown to roll back the transaction a test changed the schema in. */
class Undo extends Error {}

describe('the inbox', () => {
  it("pages a person's open tasks by due date from its partial index, with no sort", async () => {
    const plan = await inTenant(
      t.server.app.platform,
      { tenantId, actor: system, language: 'es' },
      ({ tx }) => inboxPlan(tx, tenantId, person),
    );
    expect(plan.usesInboxIndex, plan.nodes.join(' > ')).toBe(true);
    expect(plan.sorts, plan.nodes.join(' > ')).toBe(false);
  });

  it('holds enough tasks that, without the index, the planner sorts them', async () => {
    let plan: Awaited<ReturnType<typeof inboxPlan>> | undefined;
    await expect(
      t.server.db.transaction(async (tx) => {
        await tx.query('DROP INDEX process_tasks_open_by_assignee');
        plan = await inboxPlan(tx, tenantId, person);
        throw new Undo();
      }),
    ).rejects.toBeInstanceOf(Undo);
    expect(plan?.sorts, plan?.nodes.join(' > ')).toBe(true);
  });
});
