/**
 * Mail intake (issue 48, "Scale and speed"), on PostgreSQL: BENCH_MESSAGES messages (1,000) of
 * which a tenth are delivered twice are appended to a real Dovecot; one mailbox reads them through
 * `npm run worker`, which is killed with SIGKILL in the middle and started again. It prints the
 * records made against the distinct messages (none lost, none twice, no number twice), the
 * messages filed per second and the p95 from APPEND to record, and beside them the same number
 * of records filed through the API in the same run. Run with `npx tsx bench/mail-intake.bench.ts`.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { SupportType } from '@custodia/contracts';
import { startImapServer } from '../apps/server/test/imap-server.ts';
import { mailMessage } from '../apps/server/test/mail-messages.ts';
import { designer, designForm } from './filing.ts';
import { callAs, positiveIntegerFromEnv, session, startCustodia, stores } from './support.ts';

process.env.BENCH_STORES ??= 'postgresql';

const MESSAGES = positiveIntegerFromEnv('BENCH_MESSAGES', 1_000);
const DUPLICATES = Math.floor(MESSAGES / 10);
const DISTINCT = MESSAGES - DUPLICATES;

function startWorker(env: Record<string, string>): ChildProcess {
  return spawn('npm', ['run', 'worker'], {
    env: { ...process.env, ...env, LOG_LEVEL: 'warn' },
    detached: true,
    stdio: 'ignore',
  });
}

const killGroup = (child: ChildProcess, signal: NodeJS.Signals) => {
  try {
    process.kill(-(child.pid as number), signal);
  } catch {
    // Already gone.
  }
};

const percentile = (values: number[], share: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;
};

for await (const store of stores()) {
  const imap = await startImapServer();
  const app = await startCustodia(store, { JOBS_IN_PROCESS: 'false' });
  const db = await store.open();
  try {
    const admin = await session(app.url);
    const form = await designForm(designer(app.url, admin.access), 0);
    const appended = new Map<string, number>();
    const raws = Array.from({ length: DISTINCT }, (_, index) => {
      const messageId = `<bench-${index}-${Date.now()}@intake.bench>`;
      return { messageId, raw: mailMessage({ subject: `Solicitud ${index + 1}`, messageId }) };
    });
    await callAs(app, admin.access, 'POST', '/capture/mailboxes/', {
      name: 'Radicación masiva',
      host: imap.host,
      port: imap.port,
      tls: false,
      username: imap.user,
      password: imap.password,
      folder: 'INBOX',
      after_capture: 'flag',
      receiver_id: admin.user.id,
      rules: [{ action: 'file', form_id: form.id }],
    });
    const env = { ...store.env };
    let worker = startWorker(env);
    const started = performance.now();
    const appending = (async () => {
      for (const [index, message] of raws.entries()) {
        appended.set(message.messageId, Date.now());
        await imap.append(message.raw);
        if (index < DUPLICATES) await imap.append(message.raw);
      }
    })();
    const filed = async () =>
      Number(
        (await db.query<{ count: string }>('SELECT count(*) FROM record_intakes'))[0]?.count ?? 0,
      );
    // The worker dies at once, as a power cut would, once about a third is filed.
    while ((await filed()) < DISTINCT / 3) await sleep(200);
    killGroup(worker, 'SIGKILL');
    const killedAt = await filed();
    worker = startWorker(env);
    await appending;
    const deadline = Date.now() + 15 * 60_000;
    while ((await filed()) < DISTINCT && Date.now() < deadline) await sleep(500);
    const seconds = (performance.now() - started) / 1000;
    killGroup(worker, 'SIGTERM');

    const rows = await db.query<{ key: string; number: string; created_at: Date }>(
      `SELECT i.key, r.number, r.created_at FROM record_intakes i
         JOIN records r ON r.tenant_id = i.tenant_id AND r.id = i.record_id`,
    );
    const numbers = new Set(rows.map((row) => row.number));
    const latencies = rows.flatMap((row) => {
      const at = appended.get(row.key.replace(/^mid:/, ''));
      return at === undefined ? [] : [row.created_at.getTime() - at];
    });

    const apiStarted = performance.now();
    for (let index = 0; index < DISTINCT; index += 1) {
      await callAs(app, admin.access, 'POST', `/form/forms/${form.id}/records/`, {
        subject: `Solicitud por la API ${index + 1}`,
        support_type: SupportType.electronic,
        document_date: new Date().toISOString().slice(0, 10),
        values: {},
      });
    }
    const apiSeconds = (performance.now() - apiStarted) / 1000;

    console.log(
      `\nMail intake on ${store.kind}: ${MESSAGES} messages, ${DUPLICATES} of them twice`,
    );
    console.log(`  records from mail    ${rows.length} of ${DISTINCT} distinct messages`);
    console.log(`  lost                 ${DISTINCT - rows.length}`);
    console.log(`  numbers twice        ${rows.length - numbers.size}`);
    console.log(`  worker killed at     ${killedAt} records (SIGKILL), started again`);
    console.log(`  mail, per second     ${(rows.length / seconds).toFixed(1)} messages`);
    console.log(`  APPEND → record p95  ${(percentile(latencies, 0.95) / 1000).toFixed(1)} s`);
    console.log(
      `  API, per second      ${(DISTINCT / apiSeconds).toFixed(1)} records (one connection)`,
    );
  } finally {
    await db.close();
    await app.stop();
    await imap.stop();
  }
}
