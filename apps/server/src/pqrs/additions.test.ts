import { api, type ErrorBody } from '@custodia/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { pdfOf, windowsProgram } from '../../test/file-fixtures.ts';
import { designForm, textbox } from '../../test/form-fixtures.ts';
import type { Part } from '../../test/multipart.ts';
import { companyWithAdmin, ownerQuery, send, useCompanyServer } from '../../test/test-server.ts';
import { filedAtWindow } from '../../test/window.ts';

const domain = 'anexos-ventanilla.test';
const t = useCompanyServer(domain);

let formId: string;
let typeId: string;
let pdf: Buffer;

beforeAll(async () => {
  formId = (await designForm(t.asAdmin, [textbox('Observaciones')])).form.id;
  const settings = await t.asAdmin(api.pqrs.updateSettings, {
    body: {
      window_open: true,
      intake_form_id: formId,
      receiver_id: t.company.admin.user.id,
      policy_text: '',
      ask_characterisation: false,
    },
  });
  typeId = settings.json().types.find((type) => type.law_kind === 'claim')?.id ?? '';
  pdf = await pdfOf(['Factura del servicio de acueducto']);
});

/** A PQRS filed anonymously at the window: its number, tracking code and record's id. */
async function filed(text = 'El hidrómetro de mi casa marca consumos que no corresponden.') {
  const receipt = await filedAtWindow(t, domain, typeId, {
    subject: 'Cobro excesivo del acueducto',
    text,
  });
  return { number: receipt.number, code: receipt.tracking_code, id: receipt.id };
}

type Sent = { name: string; content: Buffer | string };

/** What the tracking page sends: the code, the text, then each file. */
const add = (
  pqrs: { number: string; code: string },
  addition: { text?: string; files?: Sent[] },
  at = domain,
) =>
  send(
    t.server,
    api.window.add,
    {
      params: { domain: at, number: pqrs.number },
      body: [
        { field: 'code', value: pqrs.code },
        { field: 'text', value: addition.text ?? '' },
        ...(addition.files ?? []).map(
          (file): Part => ({ file: 'file', filename: file.name, content: file.content }),
        ),
      ],
    },
    { language: 'es' },
  );

const officeFiles = async (id: string) =>
  (await t.asAdmin(api.files.list, { params: { id } })).json().items;

describe('what a petitioner adds to their PQRS', () => {
  it('is shown on the tracking page and to the office, its files among the record’s', async () => {
    const pqrs = await filed();
    const answer = await add(pqrs, {
      text: 'Adjunto la factura de este mes, con el consumo que reclamo.',
      files: [{ name: 'factura-marzo.pdf', content: pdf }],
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().messages).toMatchObject([
      {
        kind: 'addition',
        text: 'Adjunto la factura de este mes, con el consumo que reclamo.',
        files: ['factura-marzo.pdf'],
      },
    ]);
    const tracked = await send(t.server, api.window.track, { params: { domain }, body: pqrs });
    expect(tracked.json().messages.map((message) => message.kind)).toEqual(['addition']);
    const { pqrs: office } = (
      await t.asAdmin(api.pqrs.ofRecord, { params: { id: pqrs.id } })
    ).json();
    expect(office?.messages).toMatchObject([{ kind: 'addition', files: ['factura-marzo.pdf'] }]);
    const files = await officeFiles(pqrs.id);
    expect(files).toMatchObject([
      {
        name: 'factura-marzo.pdf',
        subject: `Anexo enviado por el peticionario de la PQRS ${pqrs.number}`,
      },
    ]);
  });

  it('may be files alone, as the window sends those chosen at filing', async () => {
    const pqrs = await filed();
    const answer = await add(pqrs, {
      files: [
        { name: 'cedula.pdf', content: pdf },
        { name: 'recibo.pdf', content: pdf },
      ],
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().messages).toMatchObject([
      { kind: 'addition', text: '', files: ['cedula.pdf', 'recibo.pdf'] },
    ]);
    expect((await officeFiles(pqrs.id)).map((file) => file.name).sort()).toEqual([
      'cedula.pdf',
      'recibo.pdf',
    ]);
  });

  it('is audited as the petitioner’s', async () => {
    const pqrs = await filed();
    await add(pqrs, { text: 'Olvidé decir que el medidor fue cambiado en enero.' });
    const [entry] = await ownerQuery<{ user_id: string | null; added_text: string }>(
      t.server,
      `SELECT user_id, changes->>'added_text' AS added_text FROM audit_logs
        WHERE module = 'pqrs' AND action = 'add' AND entity_id = $1`,
      [pqrs.id],
    );
    expect(entry?.user_id).toBeNull();
    expect(entry?.added_text).toBe('Olvidé decir que el medidor fue cambiado en enero.');
  });

  it('keeps markup as the text it is', async () => {
    const pqrs = await filed();
    const markup = '<img src=x onerror="alert(1)"> revisen <b>esto</b>';
    const answer = await add(pqrs, { text: markup });
    expect(answer.json().messages[0]?.text).toBe(markup);
    const named = await add(pqrs, { files: [{ name: '<script>.pdf', content: pdf }] });
    expect(named.json<ErrorBody>().code).toBe(500054);
    expect(await officeFiles(pqrs.id)).toEqual([]);
  });

  it('needs a text or a file, and a text of ten characters at least', async () => {
    const pqrs = await filed();
    expect((await add(pqrs, {})).json<ErrorBody>().code).toBe(60040);
    const short = await add(pqrs, { text: 'Gracias' });
    expect(short.statusCode).toBe(400);
    expect(short.json<ErrorBody>().code).toBe(30010);
  });

  it('keeps to the company’s upload limits: count, type and size, each file named', async () => {
    const pqrs = await filed();
    const four = ['a', 'b', 'c', 'd'].map((name) => ({ name: `${name}.pdf`, content: pdf }));
    const tooMany = await add(pqrs, { files: four });
    expect(tooMany.json<ErrorBody>().code).toBe(500054);
    expect(JSON.stringify(tooMany.json<ErrorBody>().data)).toContain('d.pdf');
    const program = await add(pqrs, { files: [{ name: 'factura.pdf', content: windowsProgram }] });
    expect(program.json<ErrorBody>().code).toBe(500054);
    const large = Buffer.alloc(5_242_881, 0x20);
    large.write('%PDF-1.4\n');
    const tooLarge = await add(pqrs, { files: [{ name: 'grande.pdf', content: large }] });
    expect(tooLarge.json<ErrorBody>().code).toBe(500054);
    expect(await officeFiles(pqrs.id)).toEqual([]);
    expect((await add(pqrs, {})).json<ErrorBody>().code).toBe(60040);
  });

  it('refuses a body past the window’s cap before reading it all', async () => {
    const pqrs = await filed();
    const huge = Buffer.alloc(17 * 1024 * 1024);
    const answer = await add(pqrs, { files: [{ name: 'enorme.pdf', content: huge }] });
    expect(answer.statusCode).toBe(413);
  });

  it('is refused once the PQRS is withdrawn', async () => {
    const pqrs = await filed();
    await send(t.server, api.window.withdraw, { params: { domain }, body: pqrs });
    const answer = await add(pqrs, { text: 'Quiero añadir algo más a mi reclamo.' });
    expect(answer.json<ErrorBody>().code).toBe(60014);
  });

  it('is refused with a wrong code or at another company’s window, alike', async () => {
    const pqrs = await filed();
    const other = await companyWithAdmin(t.server, 'otra-anexos.test');
    const text = 'Información que no debería llegar a nadie.';
    const wrong = await add({ ...pqrs, code: 'AAAAAAAAAAAA' }, { text });
    expect(wrong.json<ErrorBody>().code).toBe(60006);
    const foreign = await add(pqrs, { text }, other.domain);
    expect(foreign.json<ErrorBody>().code).toBe(60006);
    const tracked = await send(t.server, api.window.track, { params: { domain }, body: pqrs });
    expect(tracked.json().messages).toEqual([]);
  });

  it('is limited to ten sendings an hour for one PQRS', async () => {
    const pqrs = await filed();
    const text = 'Una precisión más sobre mi reclamo.';
    for (let sent = 0; sent < 10; sent += 1) {
      expect((await add(pqrs, { text })).statusCode).toBe(200);
    }
    const refused = await add(pqrs, { text });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });
});

describe('a PQRS in the records’ full-text search', () => {
  const search = async (text: string) =>
    (
      await t.asAdmin(api.records.searchFilter, {
        params: { id: formId },
        body: { criteria: [], text },
      })
    ).json();

  it('is found by the words of its text and of what its petitioner added', async () => {
    const pqrs = await filed('Los contadores del edificio Altamira registran fugas inexistentes.');
    expect((await search('Altamira')).items.map((row) => row.number)).toEqual([pqrs.number]);
    expect((await search('alcantarillado')).count).toBe(0);
    await add(pqrs, { text: 'También hay cobros de alcantarillado duplicados.' });
    expect((await search('alcantarillado')).items.map((row) => row.number)).toEqual([pqrs.number]);
  });
});
