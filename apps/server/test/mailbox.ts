import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = { to: string[]; raw: string };

/**
 * A real SMTP server on loopback that keeps what it receives, so tests read the mail sent.
 * `arrived` tells of each mail as it comes, before the server takes it, as a mail scanner that
 * opens its links at once would see it: the sender waits meanwhile.
 */
export async function startMailbox(): Promise<{
  url: string;
  received: ReceivedMail[];
  arrived: { tell?: (mail: ReceivedMail) => Promise<unknown> };
  close(): Promise<void>;
}> {
  const received: ReceivedMail[] = [];
  const arrived: { tell?: (mail: ReceivedMail) => Promise<unknown> } = {};
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', async () => {
        const mail = {
          to: session.envelope.rcptTo.map((address) => address.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        };
        await arrived.tell?.(mail);
        received.push(mail);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    arrived,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The mail's raw text with quoted-printable encoding undone (UTF-8 bodies). */
export function textOf(mail: ReceivedMail): string {
  const joined = mail.raw.replace(/=\r?\n/g, '');
  const bytes = joined.replace(/=([0-9A-F]{2})/g, (_, hex: string) =>
    String.fromCharCode(Number.parseInt(hex, 16)),
  );
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** The first link to the web app found in a mail body. */
export function linkIn(mail: ReceivedMail): URL {
  const match = /http:\/\/custodia\.test\/[^\s]+/.exec(textOf(mail));
  if (!match) throw new Error(`no link in mail:\n${mail.raw}`);
  return new URL(match[0]);
}
