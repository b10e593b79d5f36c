/**
 * Raw RFC 5322 messages for the capture tests, as a mail client would send them: the app reads
 * them with mailparser; these only write them.
 */
export type TestAttachment = { name: string; type: string; content: Buffer | string };

let sequence = 0;

const base64Lines = (content: Buffer | string) =>
  (Buffer.isBuffer(content) ? content : Buffer.from(content))
    .toString('base64')
    .replace(/.{76}/g, '$&\r\n');

export function mailMessage(options: {
  subject: string;
  from?: string;
  to?: string;
  text?: string;
  messageId?: string | null;
  attachments?: TestAttachment[];
}): string {
  sequence += 1;
  const boundary = `=_custodia_${sequence}`;
  const messageId =
    options.messageId === undefined
      ? `<test-${sequence}-${Date.now()}@capture.test>`
      : options.messageId;
  const headers = [
    `From: ${options.from ?? 'Marta Ríos <marta@ciudadano.test>'}`,
    `To: ${options.to ?? 'radicacion@empresa.test'}`,
    `Subject: ${options.subject}`,
    'Date: Fri, 04 Dec 2026 10:00:00 -0500',
    ...(messageId ? [`Message-ID: ${messageId}`] : []),
    'MIME-Version: 1.0',
  ];
  const text = options.text ?? 'Cordial saludo.';
  const attachments = options.attachments ?? [];
  if (attachments.length === 0) {
    return [
      ...headers,
      'Content-Type: text/plain; charset=utf-8',
      'Content-Transfer-Encoding: 8bit',
      '',
      text,
      '',
    ].join('\r\n');
  }
  const parts = [
    `--${boundary}`,
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: 8bit',
    '',
    text,
    ...attachments.flatMap((attachment) => [
      `--${boundary}`,
      `Content-Type: ${attachment.type}; name="${attachment.name}"`,
      `Content-Disposition: attachment; filename="${attachment.name}"`,
      'Content-Transfer-Encoding: base64',
      '',
      base64Lines(attachment.content),
    ]),
    `--${boundary}--`,
    '',
  ];
  return [...headers, `Content-Type: multipart/mixed; boundary="${boundary}"`, '', ...parts].join(
    '\r\n',
  );
}
