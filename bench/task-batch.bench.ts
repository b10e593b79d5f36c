/**
 * Batch work (issue 32: "a batch of 20 completions ≤ 10× the time of one completion"), measured
 * from outside on PostgreSQL and then on embedded PGlite, the app started as a user runs it. One
 * request at a time, so each figure is a request's own cost: single completions of Revisar (a
 * low amount: the gateway sends each to Responder) alternate with batches of 20 of them, each with
 * a comment. BENCH_BATCHES says how many batches (and four times as many singles) are timed.
 */

import { performance } from 'node:perf_hooks';
import type { ProcessDetailDto } from '@custodia/contracts';
import { api } from '@custodia/contracts';
import { recordOf, runningWorkflow } from '../apps/server/test/process-fixtures.ts';
import {
  API,
  inParallel,
  positiveIntegerFromEnv,
  remoteCompany,
  session,
  startCustodia,
  stores,
} from './support.ts';

const BATCH = 20;
const SINGLES_PER_BATCH = 4;
const LOW_AMOUNT = 10;
/** Batches and singles sent before the timed ones: the first requests warm caches and JIT up. */
const WARM_UP_BATCHES = 1;

const batches = positiveIntegerFromEnv('BENCH_BATCHES', 10);

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] as number;
};

const figures = (values: number[]) =>
  `median ${quantile(values, 0.5).toFixed(1)} ms, p95 ${quantile(values, 0.95).toFixed(1)} ms`;

for await (const store of stores()) {
  const app = await startCustodia(store);
  try {
    const admin = await session(app.url);
    const company = remoteCompany(app, admin);
    const running = await runningWorkflow(company);
    const rounds = batches + WARM_UP_BATCHES;
    const needed = rounds * (BATCH + SINGLES_PER_BATCH);
    const tasks: string[] = [];
    await inParallel(8, needed, async () => {
      const record = await recordOf(company, running, LOW_AMOUNT);
      const started = await company.asAdmin(api.processes.start, {
        body: {
          workflow_id: running.workflowId,
          form_id: running.formId,
          record_id: record.id,
        },
      });
      const detail: ProcessDetailDto = (
        await company.asAdmin(api.processes.get, { params: { id: started.json().id } })
      ).json();
      tasks.push((detail.tasks[0] as { id: string }).id);
    });
    const timed = async (method: string, path: string, body: unknown) => {
      const began = performance.now();
      const answer = await fetch(`${app.url}${API}${path}`, {
        method,
        headers: { authorization: `Bearer ${admin.access}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      const text = await answer.text();
      if (answer.status !== 200) throw new Error(`${path}: ${answer.status} ${text}`);
      return performance.now() - began;
    };
    const single: number[] = [];
    const batch: number[] = [];
    for (let round = 0; round < rounds; round += 1) {
      const warm = round < WARM_UP_BATCHES;
      const selection = tasks.splice(0, BATCH);
      const took = await timed('POST', '/workflows/process-task/accomplish-batch/', {
        tasks: selection,
        comment: 'Revisadas en lote',
      });
      if (!warm) batch.push(took);
      for (const id of tasks.splice(0, SINGLES_PER_BATCH)) {
        const one = await timed('PATCH', `/workflows/process-task/${id}/status/`, { status: 2 });
        if (!warm) single.push(one);
      }
    }
    const ratio = quantile(batch, 0.5) / quantile(single, 0.5);
    console.log(
      `\n${store.kind}: one completion ${figures(single)} (${single.length}); a batch of ${BATCH} ` +
        `${figures(batch)} (${batch.length}): ${ratio.toFixed(1)}× one (target ≤ 10×: ` +
        `${ratio <= 10 ? 'met' : 'MISSED'})`,
    );
  } finally {
    await app.stop();
  }
}
