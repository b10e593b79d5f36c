/**
 * Exports, measured from outside: a form of 20 text fields and 2,000 records filed through the
 * API of the app started with `npm start`, then an export of it, timed from the request to the
 * moment its file is ready (the history says "finished"), on PostgreSQL and on PGlite. The request
 * wakes the in-process job runner when its transaction commits, so no poll interval is in the
 * figure. Run with `npm run bench`.
 */
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { type ExportDto, ExportStatus, FormStatus, limits } from '@custodia/contracts';
import { callAs, logIn, type Process, startCustodia, stores } from './support.ts';

const FIELDS = 20;
const RECORDS = limits.exports.maxRecords;
/** Filings sent at once while the form is filled. */
const FILERS = 10;

/** A form of FIELDS text boxes holding RECORDS records, every field filled. */
async function filledForm(app: Process, token: string): Promise<string> {
  const form = await callAs<{ id: string }>(app, token, 'POST', '/form/forms/', {
    name: `Exportación ${Date.now()}`,
    description: 'Benchmark de exportación',
    sequence_length: 6,
    sticker_type: 1,
  });
  const fields: string[] = [];
  for (let at = 1; at <= FIELDS; at += 1) {
    const field = await callAs<{ id: string }>(app, token, 'POST', '/form/fields/', {
      form_id: form.id,
      label: `Campo ${at}`,
      type_data: 'text',
      control_data: 'textbox',
    });
    fields.push(field.id);
  }
  await callAs(app, token, 'PATCH', `/form/forms/${form.id}/status/`, {
    status: FormStatus.active,
  });
  let next = 0;
  const filer = async () => {
    for (let at = next++; at < RECORDS; at = next++) {
      await callAs(app, token, 'POST', `/form/forms/${form.id}/records/`, {
        subject: `Solicitud número ${at}`,
        support_type: 2,
        document_date: '2026-01-15',
        values: Object.fromEntries(fields.map((id, index) => [id, `Valor ${index} de ${at}`])),
      });
    }
  };
  await Promise.all(Array.from({ length: FILERS }, filer));
  return form.id;
}

async function timedExport(app: Process, label: string): Promise<string[]> {
  const token = await logIn(app.url);
  const formId = await filledForm(app, token);
  const started = performance.now();
  const asked = await callAs<ExportDto>(app, token, 'POST', `/exports/forms/${formId}/records/`);
  for (;;) {
    const history = await callAs<{ items: ExportDto[] }>(
      app,
      token,
      'GET',
      '/exports/forms/records/',
    );
    const state = history.items.find((item) => item.id === asked.id);
    if (state?.status === ExportStatus.failed) throw new Error('the export failed');
    if (state?.status === ExportStatus.finished) {
      const ready = performance.now() - started;
      return [
        label,
        `${state.record_count} × ${FIELDS} fields`,
        `${((state.size ?? 0) / 1024).toFixed(0)} kB`,
        `${ready.toFixed(0)} ms`,
      ];
    }
    await sleep(20);
  }
}

const lines: string[][] = [];
for await (const store of stores()) {
  const app = await startCustodia(store);
  try {
    lines.push(await timedExport(app, store.kind));
  } finally {
    await app.stop();
  }
}
const headings = ['database', 'records', 'XLSX', 'request → file ready'];
const widths = headings.map((heading, column) =>
  Math.max(heading.length, ...lines.map((line) => (line[column] ?? '').length)),
);
const render = (line: string[]) =>
  `  ${line.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ')}`;
console.log('\nExport of a form (target on PostgreSQL: file ready < 2 s)');
console.log([render(headings), ...lines.map(render)].join('\n'));
