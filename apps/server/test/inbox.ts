import type { Sql } from '../src/platform/db.ts';
import { parsedJson } from '../src/platform/sql.ts';
import { literal } from './plans.ts';

/**
 * A task's deadline marks by the clock, as SQL, from SQL for its received and due instants: for
 * the tests and benchmarks that set a task's dates by SQL, where the calendar's working hours are
 * no matter to what they check (the engine marks a task on the calendar).
 */
export function marksByTheClock(received: string, due: string) {
  return {
    orange: `(${received}) + ((${due}) - (${received})) * 0.25`,
    red: `(${received}) + ((${due}) - (${received})) * 0.75`,
  };
}

/**
 * A person's inbox as issue 31 states it: their open tasks, soonest due first, 50 at a time. The
 * partial index process_tasks_open_by_assignee (migration 033) is there for it.
 */
export const INBOX_PAGE = `
  SELECT id, process_id, step_id, kind, priority, received_at, due_at, read_at
    FROM process_tasks
   WHERE tenant_id = $1 AND assignee_id = $2 AND status = 1
   ORDER BY due_at LIMIT 50`;

/**
 * `people` new users of the company and `tasks` open tasks dealt round them, spread over the
 * processes given, received over the last week and due over the next month; in bulk, as the
 * database's owner, then analysed as autovacuum would. Answers the people's ids.
 */
export async function fillInboxes(
  sql: Sql,
  fill: { tenantId: string; processIds: string[]; stepId: string; people: number; tasks: number },
): Promise<string[]> {
  const people = await sql.query<{ id: string }>(
    `INSERT INTO users (tenant_id, user_name, first_name, last_name, document_type,
                        document_reference, email, phone, user_type)
     SELECT $1, 'bandeja' || n, 'Bandeja', 'Persona ' || n, 1, 'BANDEJA-' || n,
            'bandeja' || n || '@bandeja.example', '3000000000', 2
       FROM generate_series(1, $2::int) AS n
     RETURNING id`,
    [fill.tenantId, fill.people],
  );
  const ids = people.map((person) => person.id);
  const received = 'now() - make_interval(mins => n % 10080)';
  const due = 'now() + make_interval(mins => (n * 7919) % 43200)';
  const marks = marksByTheClock(received, due);
  await sql.query(
    `INSERT INTO process_tasks (tenant_id, process_id, step_id, assignee_id, original_assignee_id,
                                received_at, due_at, orange_at, red_at)
     SELECT $1, ($2::uuid[])[1 + n % cardinality($2::uuid[])], $3, assignee, assignee,
            ${received}, ${due}, ${marks.orange}, ${marks.red}
       FROM generate_series(1, $4::int) AS n,
            LATERAL (SELECT ($5::uuid[])[1 + n % cardinality($5::uuid[])] AS assignee) AS dealt`,
    [fill.tenantId, fill.processIds, fill.stepId, fill.tasks, ids],
  );
  await sql.query('ANALYZE users, process_tasks');
  return ids;
}

type PlanNode = {
  'Node Type': string;
  'Index Name'?: string;
  Plans?: PlanNode[];
};

/** The inbox page's plan, read from EXPLAIN (FORMAT JSON): its nodes, top first. */
export type InboxPlan = {
  /** Each node as `Node Type` with its index, if any: `Index Scan (process_tasks_open_by_assignee)`. */
  nodes: string[];
  /** Whether an Index Scan reads the inbox's own index. */
  usesInboxIndex: boolean;
  sorts: boolean;
  /** With `analyze`, what running it took, in milliseconds. */
  executionMs?: number;
};

function flatten(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(flatten)];
}

/**
 * Explains the inbox page of `assigneeId` in `tx`, as the application's transactions plan it: a
 * prepared statement on its generic plan (decision 56). Run it as the application role in the
 * company to see what row-level security leaves of it.
 */
export async function inboxPlan(
  tx: Sql,
  tenantId: string,
  assigneeId: string,
  options: { analyze?: boolean } = {},
): Promise<InboxPlan> {
  await tx.query("SELECT set_config('plan_cache_mode', 'force_generic_plan', true)");
  await tx.query(`PREPARE inbox_probe AS ${INBOX_PAGE}`);
  try {
    const [row] = await tx.query<{ 'QUERY PLAN': unknown }>(
      `EXPLAIN (FORMAT JSON${options.analyze ? ', ANALYZE' : ''})
       EXECUTE inbox_probe(${literal(tenantId)}, ${literal(assigneeId)})`,
    );
    const [explained] = parsedJson<{ Plan: PlanNode; 'Execution Time'?: number }[]>(
      row?.['QUERY PLAN'] as string,
    );
    if (!explained) throw new Error('EXPLAIN answered no plan');
    const nodes = flatten(explained.Plan);
    return {
      nodes: nodes.map(
        (node) => `${node['Node Type']}${node['Index Name'] ? ` (${node['Index Name']})` : ''}`,
      ),
      usesInboxIndex: nodes.some(
        (node) =>
          node['Node Type'] === 'Index Scan' &&
          node['Index Name'] === 'process_tasks_open_by_assignee',
      ),
      sorts: nodes.some((node) => node['Node Type'].includes('Sort')),
      executionMs: explained['Execution Time'],
    };
  } finally {
    await tx.query('DEALLOCATE inbox_probe');
  }
}
