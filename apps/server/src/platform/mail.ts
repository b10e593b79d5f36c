import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { z } from 'zod';
import { tenantJob } from './jobs.ts';

export type MailMessage = { to: string; subject: string; text: string; messageId?: string };

/** What the server said when it took a message: the evidence a delivery keeps (issue 47). */
export type MailAccepted = { messageId: string; response: string };

export interface Mailer {
  send(message: MailMessage): Promise<MailAccepted>;
  close(): void;
}

/**
 * Sends through SMTP when a server is configured; otherwise writes each message as an .eml file
 * in DATA_DIR/outbox, so a machine without a mail server still shows what would have been sent.
 */
export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
}): Mailer {
  if (options.smtpUrl) {
    // A server that hangs fails the attempt well within the mail job's lease (a minute), so it is
    // retried with backoff rather than taken over while it still waits (nodemailer's own waits
    // are 2 minutes to connect and 10 of silence).
    const transport = nodemailer.createTransport({
      url: options.smtpUrl,
      connectionTimeout: 15_000,
      greetingTimeout: 15_000,
      socketTimeout: 30_000,
    });
    return {
      async send(message) {
        const info = await transport.sendMail({ from: options.from, ...message });
        return { messageId: info.messageId, response: info.response };
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...message });
      await fs.promises.mkdir(options.outboxDir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
      await fs.promises.writeFile(path.join(options.outboxDir, name), info.message as Buffer);
      return { messageId: info.messageId, response: `250 written to the outbox as ${name}` };
    },
    close: () => transport.close(),
  };
}

/**
 * A message to send, queued in the transaction of the change it tells of, as a job of the company
 * whose person it writes to (its administrators see it if it fails). Sending happens before the
 * job's transaction commits, so a crash in between sends it again: SMTP has no way to take a
 * message back. Each retry carries the same Message-ID, by which mail clients show it once.
 */
export const mailJob = tenantJob({
  name: 'mail',
  // A message takes seconds to hand to a server; one caught by a crash is sent again within a
  // minute even when no runner starts to reclaim it.
  leaseSeconds: 60,
  payload: z.object({
    to: z.string(),
    subject: z.string(),
    text: z.string(),
    messageId: z.string().default(() => `<${randomUUID()}@custodia>`),
  }),
  async prepare(platform, message) {
    await platform.mailer.send(message);
  },
  async run() {},
});
