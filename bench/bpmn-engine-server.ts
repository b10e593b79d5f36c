/**
 * The process engine's yardstick (issue 31), started by support.ts in a process of its own: a bare
 * Fastify server running the review diagram on bpmn-engine, each instance's state kept in
 * PostgreSQL (or PGlite) as jsonb. Completing a task is what an engine without its own tables
 * does: in one transaction, read the instance's state row FOR UPDATE, recover and resume it,
 * signal the waiting user task, save getState() back and queue the send task's mail, commit. No
 * session, no authorization, no history, no schema. DATABASE_URL or DATA_DIR say which database.
 */
import { type BpmnEngineOptions, Engine, type Execution } from 'bpmn-engine';
import { BpmnModdle } from 'bpmn-moddle';
import Fastify from 'fastify';
import { loadConfig } from '../apps/server/src/platform/config.ts';
import { openDatabase } from '../apps/server/src/platform/db.ts';
import { bpmn } from '../apps/server/test/diagrams.ts';
import { reviewDiagram } from '../apps/server/test/process-fixtures.ts';

const config = loadConfig(process.env);
const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });

await db.exec(`
  CREATE TABLE IF NOT EXISTS bench_bpmn_instances (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    state jsonb NOT NULL
  );
  CREATE TABLE IF NOT EXISTS bench_bpmn_mails (
    instance_id uuid NOT NULL REFERENCES bench_bpmn_instances (id),
    element_id text NOT NULL,
    queued_at timestamptz NOT NULL DEFAULT now()
  );`);

/**
 * The review diagram as bpmn-engine runs it: executable, its gateway's conditions in JavaScript
 * (the engine's own script language, as `[Monto] > 1000` is Custodia's), and its send task
 * calling a service, which the engine requires of a send task.
 */
function engineDiagram(): string {
  const javascript = (condition: string) =>
    `next(null, environment.variables.Monto ${condition.replace('[Monto] ', '')})`;
  const flows = reviewDiagram.flows.map((flow) => {
    const [ends, name, condition] = flow.split('|');
    return condition ? `${ends}|${name}|${javascript(condition)}` : flow;
  });
  return bpmn({ ...reviewDiagram, flows })
    .replace('isExecutable="false"', 'isExecutable="true"')
    .replaceAll(
      'xsi:type="bpmn:tFormalExpression"',
      'xsi:type="bpmn:tFormalExpression" language="javascript"',
    )
    .replace(
      '<bpmn:sendTask id="notify"',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: bpmn-engine's expression, not JavaScript's
      '<bpmn:sendTask id="notify" implementation="${environment.services.notify}"',
    );
}

// Parsed once: each instance starts from the parsed diagram, and a recovered one reads the
// diagram from its own state.
const moddleContext = await new BpmnModdle().fromXML(engineDiagram());

/** A task waiting in an instance: the instance and the task's element. */
type Waiting = { id: string; element: string };

/**
 * An engine whose send task notes the mail it would send, for the transaction to queue: the
 * engine's services are not part of its saved state, so a recovered engine is given them too.
 */
function engineFor(mails: string[], options: BpmnEngineOptions = {}): Engine {
  const notify = (execution: { content: { id: string } }, next: () => void) => {
    mails.push(execution.content.id);
    next();
  };
  return new Engine({ ...options, services: { notify } });
}

const waitingIn = (execution: Execution) => execution.getPostponed().map((task) => task.id);

const app = Fastify({ logger: false });

/** Starts `count` instances with the amount given, and answers their waiting tasks. */
app.post<{ Body: { count: number; amount: number } }>('/instances/', async (request, reply) => {
  const started: Waiting[] = [];
  for (let index = 0; index < request.body.count; index += 1) {
    const engine = engineFor([], { moddleContext, variables: { Monto: request.body.amount } });
    const waiting = waitingIn(await engine.execute());
    const [row] = await db.query<{ id: string }>(
      'INSERT INTO bench_bpmn_instances (state) VALUES ($1::jsonb) RETURNING id',
      [JSON.stringify(await engine.getState())],
    );
    const id = row?.id as string;
    started.push(...waiting.map((element) => ({ id, element })));
  }
  return reply.code(201).send(started);
});

/** Completes the instance's waiting task `element`, answering the tasks that wait next. */
app.patch<{ Params: { id: string; element: string } }>(
  '/instances/:id/tasks/:element/',
  async (request, reply) => {
    const { id, element } = request.params;
    const created = await db.transaction(async (tx) => {
      const [row] = await tx.query<{ state: unknown }>(
        'SELECT state FROM bench_bpmn_instances WHERE id = $1 FOR UPDATE',
        [id],
      );
      if (!row) return undefined;
      const mails: string[] = [];
      const engine = engineFor(mails).recover(row.state);
      const execution = await engine.resume();
      if (!waitingIn(execution).includes(element)) return undefined;
      execution.signal({ id: element });
      const waiting = waitingIn(execution);
      await tx.query('UPDATE bench_bpmn_instances SET state = $2::jsonb WHERE id = $1', [
        id,
        JSON.stringify(await engine.getState()),
      ]);
      for (const mail of mails) {
        await tx.query('INSERT INTO bench_bpmn_mails (instance_id, element_id) VALUES ($1, $2)', [
          id,
          mail,
        ]);
      }
      return waiting.map((next): Waiting => ({ id, element: next }));
    });
    return created ? { created } : reply.code(404).send();
  },
);

const stop = async () => {
  await app.close();
  await db.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());

const address = await app.listen({ host: process.env.HOST ?? '127.0.0.1', port: 0 });
console.log(`bare server on ${address}`);
