import type { RecordFileDto, SealCertificateDto } from '@custodia/contracts';
import { api } from '@custodia/contracts';
import forge from 'node-forge';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyP12 } from '../../test/certificates.ts';
import { attached, pdfOf } from '../../test/file-fixtures.ts';
import { designForm, textbox } from '../../test/form-fixtures.ts';
import { linkIn, startMailbox, textOf } from '../../test/mailbox.ts';
import { multipart } from '../../test/multipart.ts';
import { signingPage } from '../../test/signing.ts';
import {
  login,
  memberOfNewRole,
  ownerQuery,
  USER_PASSWORD,
  useCompanyServer,
} from '../../test/test-server.ts';

let mailbox: Awaited<ReturnType<typeof startMailbox>>;
beforeAll(async () => {
  mailbox = await startMailbox();
});
afterAll(() => mailbox.close());
const t = useCompanyServer('sello.co', () => ({ SMTP_URL: mailbox.url }));

const DAY = 24 * 3600 * 1000;

function upload(content: Buffer | string, passphrase: string, token = t.company.adminToken) {
  const body = multipart([
    { field: 'passphrase', value: passphrase },
    {
      file: 'certificate',
      filename: 'sello.p12',
      content,
      type: 'application/x-pkcs12',
    },
  ]);
  return t.server.app.inject({
    method: 'PUT',
    url: '/api/v1/integrations/seal-certificate/',
    headers: { authorization: `Bearer ${token}`, 'content-type': body.contentType },
    payload: body.payload,
  });
}

/** The common name of the certificate that signed a sealed PDF's CMS (its /Contents). */
function sealedBy(pdf: Buffer): string {
  const text = pdf.toString('latin1');
  const hex = /\/Contents\s*<([0-9A-Fa-f]+)>/.exec(text.slice(text.lastIndexOf('/ByteRange')))?.[1];
  if (!hex) throw new Error('no signature in the PDF');
  // The placeholder is longer than the CMS: its DER length says where the zeros after it begin.
  const padded = Buffer.from(hex, 'hex');
  const lengthBytes = (padded[1] as number) & 0x7f;
  const size = 2 + lengthBytes + padded.readUIntBE(2, lengthBytes);
  const der = padded.subarray(0, size).toString('binary');
  const message = forge.pkcs7.messageFromAsn1(
    forge.asn1.fromDer(der),
  ) as forge.pkcs7.PkcsSignedData;
  return String(message.certificates[0]?.subject.getField('CN')?.value);
}

describe("the company's seal certificate (decision 76)", () => {
  it('is refused when it does not open, holds no key (40034) or is expired (40035)', async () => {
    const good = companyP12('Sello SAS', 'clave-del-sello');
    expect((await upload(good, 'otra-clave')).json().code).toBe(40034);
    expect((await upload('no es un certificado', 'clave')).json().code).toBe(40034);
    expect((await upload(Buffer.alloc(70 * 1024, 1), 'clave')).json().code).toBe(40034);
    expect((await upload(companyP12('Sin llave', 'k', undefined, false), 'k')).json().code).toBe(
      40034,
    );
    const old = companyP12('Vencido', 'k', { from: Date.now() - 400 * DAY, to: Date.now() - DAY });
    const expired = await upload(old, 'k');
    expect(expired.statusCode).toBe(400);
    expect(expired.json().code).toBe(40035);
    expect((await t.asAdmin(api.integrations.sealCertificate)).json()).toEqual({
      certificate: null,
    });
  });

  it('is kept sealed, never answered, and only by admins', async () => {
    const { user } = await memberOfNewRole(t, 2);
    const clerk = (await login(t.server, user.user_name, USER_PASSWORD)).access;
    const p12 = companyP12('Sello SAS', 'clave-del-sello');
    expect((await upload(p12, 'clave-del-sello', clerk)).statusCode).toBe(403);
    const kept = await upload(p12, 'clave-del-sello');
    expect(kept.statusCode, kept.body).toBe(200);
    const shown: SealCertificateDto = kept.json();
    expect(shown.certificate).toMatchObject({ subject: 'Sello SAS' });
    expect(kept.body).not.toContain('clave-del-sello');
    const [row] = await ownerQuery<{ p12_sealed: string; passphrase_sealed: string }>(
      t.server,
      'SELECT p12_sealed, passphrase_sealed FROM company_seal_certificates',
    );
    expect(row?.passphrase_sealed).toMatch(/^v1\./);
    expect(row?.passphrase_sealed).not.toContain('clave-del-sello');
    expect(row?.p12_sealed).not.toContain(p12.toString('base64').slice(0, 40));
    const audit = await t.asAdmin(api.audit.list, {
      query: { module: 'integrations', action: 'seal_certificate' },
    });
    expect(JSON.stringify(audit.json())).not.toContain('clave-del-sello');
  });

  it('seals the signed PDF instead of the installation', async () => {
    const formId = (await designForm(t.asAdmin, [textbox('Nombre')])).form.id;
    const filed = await t.asAdmin(api.records.file, {
      params: { id: formId },
      body: {
        subject: 'Contrato',
        support_type: 2,
        document_date: '2026-01-15',
        values: {},
      },
    });
    const recordId = filed.json().id as string;
    const [pdf] = (await attached(
      t.server,
      t.company.adminToken,
      { id: recordId, form_id: formId },
      [{ name: 'contrato.pdf', content: await pdfOf(['Contrato']) }],
    )) as [RecordFileDto];
    await t.server.app.jobs.runDue();
    mailbox.received.splice(0);
    const made = await t.asAdmin(api.signatures.create, {
      body: {
        form_id: formId,
        record_id: recordId,
        file_id: pdf.id,
        description: 'Firma del contrato',
        days: 5,
        graphic: false,
        signatories: [
          {
            country: 'CO',
            dial_code: '+57',
            phone: '3001234501',
            full_name: 'Firmante Uno',
            document_type: 1,
            document_number: '10203040',
            email: 'uno@clientes.example',
          },
        ],
      },
    });
    expect(made.statusCode, made.body).toBe(201);
    await t.server.app.jobs.runDue();
    const token = linkIn(mailbox.received.splice(0)[0] as never).hash.slice(1);
    const signing = signingPage(t);
    expect((await signing('code', { token })).statusCode).toBe(200);
    const code = /\b(\d{6})\b/.exec(textOf(mailbox.received.splice(0)[0] as never))?.[1];
    expect((await signing('verify', { token, code: code as string })).statusCode).toBe(200);
    const signed = await signing('sign', { token });
    expect(signed.json(), signed.body).toMatchObject({ request_status: 1 });
    const sealed = await t.asAdmin(api.files.download, {
      params: { id: pdf.id },
      query: { version: 2 },
    });
    expect(sealedBy(sealed.rawPayload)).toBe('Sello SAS');
  });
});
