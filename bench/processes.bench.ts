/**
 * The process engine (issue 31), measured from outside on PostgreSQL and then on embedded PGlite,
 * on the review diagram with a high amount (Revisar, the gateway, Aprobar, the e-mail task,
 * Responder): task completions against bpmn-engine completing the same diagram with its state kept
 * as jsonb (bench/bpmn-engine-server.ts); starting a process against filing a record; and the plan
 * of a person's inbox among 100,000 open tasks of 1,000 people. Processes are prepared ahead on
 * both sides and each request completes a different open task. Run with `npm run bench`;
 * BENCH_SECONDS and BENCH_CONNECTIONS change the measured runs, BENCH_PROCESSES how many processes
 * each side prepares.
 */
import { performance } from 'node:perf_hooks';
import { api, type ProcessDetailDto, type TaskOutcomeDto } from '@custodia/contracts';
import type { Request } from 'autocannon';
import { fillInboxes, type InboxPlan, inboxPlan } from '../apps/server/test/inbox.ts';
import {
  type RunningWorkflow,
  recordOf,
  runningWorkflow,
} from '../apps/server/test/process-fixtures.ts';
import {
  API,
  asCompany,
  demoCompanyId,
  describeSupplied,
  type Figures,
  inParallel,
  measure,
  type Process,
  positiveIntegerFromEnv,
  ratio,
  remoteCompany,
  runOnEachStore,
  type Settings,
  type Store,
  type Supply,
  session,
  startCustodia,
  startYardstick,
  type Target,
} from './support.ts';

/** Above the gateway's 1,000: every process goes through all three people's tasks. */
const HIGH_AMOUNT = 5000;
/**
 * Fresh records kept for the start runs, as a multiple of the records the filing runs filed: a
 * start would have to be more than twice as fast as filing to run out.
 */
const RECORDS_PER_FILED = 2;
/**
 * Processes prepared for the completion runs unless BENCH_PROCESSES says, as a multiple of the
 * processes the start runs started: each has three tasks, and a completion does more than a third
 * of a start's work (24 statements to 20), so the start runs' processes alone would last.
 */
const PROCESSES_PER_STARTED = 2;
/** Requests the bench sends at once while it prepares processes, outside the measured runs. */
const PREPARING = 8;
/** Instances the yardstick starts per request while they are prepared. */
const INSTANCES_PER_REQUEST = 50;
const INBOX_PEOPLE = 1_000;
const INBOX_TASKS = 100_000;
/** What a request is sent to once its supply is spent: it fails, so running out shows. */
const NONE = '00000000-0000-0000-0000-000000000000';

/**
 * Items each sent once, last in first out, so a completion's new task, put back on top, is the
 * next one taken: each connection walks its process through its tasks, and the mix stays a third
 * of each task. Once none is left, `spent` goes instead.
 */
function supplyOf<T>(
  items: T[],
  request: (item: T) => Request,
  spent: Request,
  answered: (status: number, body: string) => void,
): Supply {
  return {
    next: () => {
      const item = items.pop();
      return item === undefined ? spent : request(item);
    },
    answered,
    left: () => `${items.length} left`,
  };
}

type Side = { url: string; headers: Record<string, string> };

/** Filing in the workflow's form with a high amount; each record filed joins `filed`. */
function filingTarget(app: Side, running: RunningWorkflow, filed: string[]): Target {
  const filing: Request = {
    method: 'POST',
    path: `${API}/form/forms/${running.formId}/records/`,
    body: JSON.stringify({
      subject: 'Solicitud de prueba',
      support_type: 2,
      document_date: '2026-01-15',
      values: { [running.amountField]: String(HIGH_AMOUNT) },
    }),
  };
  return {
    route: 'app: file a record',
    url: `${app.url}${filing.path}`,
    headers: app.headers,
    supply: {
      next: () => filing,
      answered: (status, body) => {
        if (status === 201) filed.push((JSON.parse(body) as { id: string }).id);
      },
      left: () => `${filed.length} filed`,
    },
  };
}

/** Starting the workflow on records filed and never started on; each process joins `started`. */
function startTarget(
  app: Side,
  running: RunningWorkflow,
  fresh: string[],
  started: string[],
): Target {
  const start = (recordId: string): Request => ({
    method: 'POST',
    path: `${API}/workflows/process/`,
    body: JSON.stringify({
      workflow_id: running.workflowId,
      form_id: running.formId,
      record_id: recordId,
    }),
  });
  return {
    route: 'app: start a process',
    url: `${app.url}${API}/workflows/process/`,
    headers: app.headers,
    supply: supplyOf(fresh, start, start(NONE), (status, body) => {
      if (status === 201) started.push((JSON.parse(body) as { id: string }).id);
    }),
  };
}

/** Completing open tasks; each task a completion creates is completed in turn. */
function completionTarget(app: Side, tasks: string[]): Target {
  const complete = (taskId: string): Request => ({
    method: 'PATCH',
    path: `${API}/workflows/process-task/${taskId}/status/`,
    body: JSON.stringify({ status: 2 }),
  });
  return {
    route: 'app: complete a task',
    url: `${app.url}${API}/workflows/process-task/`,
    headers: app.headers,
    supply: supplyOf(tasks, complete, complete(NONE), (status, body) => {
      if (status !== 200) return;
      tasks.push(...(JSON.parse(body) as TaskOutcomeDto).created.map((task) => task.id));
    }),
  };
}

/** A task waiting in one of the yardstick's instances. */
type Waiting = { id: string; element: string };

function yardstickTarget(yardstick: Process, waiting: Waiting[]): Target {
  const complete = (task: Waiting): Request => ({
    method: 'PATCH',
    path: `/instances/${task.id}/tasks/${task.element}/`,
  });
  return {
    route: 'bpmn-engine: complete a task',
    url: `${yardstick.url}/instances/`,
    supply: supplyOf(
      waiting,
      complete,
      complete({ id: NONE, element: 'review' }),
      (status, body) => {
        if (status === 200) waiting.push(...(JSON.parse(body) as { created: Waiting[] }).created);
      },
    ),
  };
}

type CustodiaFigures = {
  filing: Figures;
  starting: Figures;
  completing: Figures;
  processIds: string[];
  reviewStepId: string;
};

/**
 * Custodia's three measured routes, each preparing the next: filing leaves fresh records (topped
 * up through the API), starting leaves processes waiting at Revisar (topped up likewise), whose
 * open tasks the completions take.
 */
async function measureCustodia(store: Store, settings: Settings): Promise<CustodiaFigures> {
  const app = await startCustodia(store);
  try {
    const admin = await session(app.url);
    const company = remoteCompany(app, admin);
    const running = await runningWorkflow(company);
    const side = {
      url: app.url,
      headers: { authorization: `Bearer ${admin.access}`, 'content-type': 'application/json' },
    };
    const fresh: string[] = [];
    const filing = await measure(filingTarget(side, running, fresh), settings, describeSupplied);
    await inParallel(PREPARING, (RECORDS_PER_FILED - 1) * fresh.length, async () => {
      fresh.push((await recordOf(company, running, HIGH_AMOUNT)).id);
    });
    const started: string[] = [];
    const starting = await measure(
      startTarget(side, running, fresh, started),
      settings,
      describeSupplied,
    );
    const processes = positiveIntegerFromEnv(
      'BENCH_PROCESSES',
      PROCESSES_PER_STARTED * started.length,
    );
    await inParallel(PREPARING, processes - started.length, async () => {
      const answer = await company.asAdmin(api.processes.start, {
        body: {
          workflow_id: running.workflowId,
          form_id: running.formId,
          record_id: fresh.pop() ?? (await recordOf(company, running, HIGH_AMOUNT)).id,
        },
      });
      if (answer.statusCode !== 201) throw new Error(`process not started: ${answer.body}`);
      started.push(answer.json().id);
    });
    const tasks: string[] = [];
    const unread = [...started];
    await inParallel(PREPARING, unread.length, async () => {
      const answer = await company.asAdmin(api.processes.get, {
        params: { id: unread.pop() as string },
      });
      if (answer.statusCode !== 200) throw new Error(`process not read: ${answer.body}`);
      const process: ProcessDetailDto = answer.json();
      tasks.push(...process.tasks.filter((task) => task.status === 1).map((task) => task.id));
    });
    const completing = await measure(completionTarget(side, tasks), settings, describeSupplied);
    return {
      filing,
      starting,
      completing,
      processIds: started,
      reviewStepId: running.steps.review?.id as string,
    };
  } finally {
    await app.stop();
  }
}

/** bpmn-engine's completions, on the same database once the app has stopped. */
async function measureYardstick(
  store: Store,
  settings: Settings,
  instances: number,
): Promise<Figures> {
  const yardstick = await startYardstick(store, 'bench/bpmn-engine-server.ts');
  try {
    const waiting: Waiting[] = [];
    await inParallel(PREPARING, Math.ceil(instances / INSTANCES_PER_REQUEST), async () => {
      const response = await fetch(`${yardstick.url}/instances/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ count: INSTANCES_PER_REQUEST, amount: HIGH_AMOUNT }),
      });
      if (response.status !== 201) throw new Error(`instances not started: ${response.status}`);
      waiting.push(...((await response.json()) as Waiting[]));
    });
    return await measure(yardstickTarget(yardstick, waiting), settings, describeSupplied);
  } finally {
    await yardstick.stop();
  }
}

type Inbox = { plan: InboxPlan; loadMs: number };

/**
 * The inboxes go in by SQL once both servers have stopped (PGlite is one process's), spread over
 * the app's processes; the plan is explained as the app role in the company.
 */
async function measureInbox(store: Store, custodia: CustodiaFigures): Promise<Inbox> {
  const db = await store.open();
  try {
    const tenantId = await demoCompanyId(db);
    const started = performance.now();
    const people = await fillInboxes(db, {
      tenantId,
      processIds: custodia.processIds,
      stepId: custodia.reviewStepId,
      people: INBOX_PEOPLE,
      tasks: INBOX_TASKS,
    });
    const loadMs = performance.now() - started;
    const plan = await asCompany(db, tenantId, (tx) =>
      inboxPlan(tx, tenantId, people[0] as string, { analyze: true }),
    );
    return { plan, loadMs };
  } finally {
    await db.close();
  }
}

type Result = CustodiaFigures & { yardstick: Figures; inbox: Inbox };

/** Both sides prepare as many processes: the yardstick as many as the app had. */
async function benchmark(store: Store, settings: Settings): Promise<Result> {
  const custodia = await measureCustodia(store, settings);
  const yardstick = await measureYardstick(store, settings, custodia.processIds.length);
  return { ...custodia, yardstick, inbox: await measureInbox(store, custodia) };
}

const verdict = (met: boolean) => (met ? 'met' : 'MISSED');

await runOnEachStore(
  'Process engine: task completions against bpmn-engine, starting a process against filing',
  benchmark,
  (result) => {
    const versusEngine = ratio(result.completing, result.yardstick);
    const startCost = 1 / ratio(result.starting, result.filing);
    const { plan, loadMs } = result.inbox;
    const inboxMet = plan.usesInboxIndex && !plan.sorts;
    return {
      lines: [
        { figures: result.completing, versus: { label: 'bpmn-engine', figures: result.yardstick } },
        { figures: result.yardstick },
        { figures: result.starting, versus: { label: 'filing', figures: result.filing } },
        { figures: result.filing },
      ],
      summary:
        `completions ${result.completing.requestsPerSecond.toFixed(0)}/s, bpmn-engine ` +
        `${result.yardstick.requestsPerSecond.toFixed(0)}/s: ${versusEngine.toFixed(2)}× ` +
        `(target ≥ 6×: ${verdict(versusEngine >= 6)}), p95 ${result.completing.p95} ms ` +
        `(target < 50 ms: ${verdict(result.completing.p95 < 50)}); starting costs ` +
        `${startCost.toFixed(2)}× filing (target ≤ 2×: ${verdict(startCost <= 2)}); inbox of ` +
        `${INBOX_TASKS.toLocaleString('en')} open tasks among ${INBOX_PEOPLE.toLocaleString('en')} ` +
        `people (loaded in ${(loadMs / 1000).toFixed(1)} s): ${plan.nodes.join(' > ')}, ` +
        `${plan.executionMs?.toFixed(2)} ms (target: its index, no sort: ${verdict(inboxMet)})`,
    };
  },
);
