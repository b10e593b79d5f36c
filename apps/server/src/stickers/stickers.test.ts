import {
  api,
  type BodyOf,
  type ErrorBody,
  limits,
  type StickerDataDto,
  type StickerSettingsDto,
} from '@custodia/contracts';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { designForm, textbox, tokenWithFormGrant } from '../../test/form-fixtures.ts';
import { pngClaiming, pngOf } from '../../test/image-fixtures.ts';
import { multipart } from '../../test/multipart.ts';
import {
  createUserWithPassword,
  login,
  send,
  USER_PASSWORD,
  useCompanyServer,
} from '../../test/test-server.ts';

const t = useCompanyServer('stickers.co');
const { asAdmin } = t;

const layout: BodyOf<typeof api.stickers.updateSettings> = {
  font: 'Times-Roman',
  font_size: 8,
  positions: {
    logo: { x: 2, y: 2 },
    company: { x: 40, y: 3 },
    number: { x: 40, y: 10 },
    filed_at: { x: 40, y: 25 },
    fields: { x: 2, y: 33 },
  },
};

function uploadLogo(content: Buffer, token = t.company.adminToken) {
  const body = multipart([{ file: 'logo', filename: 'logo.png', content, type: 'image/png' }]);
  return t.server.app.inject({
    method: 'PUT',
    url: '/api/v1/application/config/sticker/logo/',
    headers: { authorization: `Bearer ${token}`, 'content-type': body.contentType },
    payload: body.payload,
  });
}

describe('sticker configuration', () => {
  it('starts from a default layout, is changed by an admin and read by those who file', async () => {
    const first: StickerSettingsDto = (await asAdmin(api.stickers.settings)).json();
    expect(first).toMatchObject({
      font: 'Helvetica',
      has_logo: false,
      label: { width_mm: 100, height_mm: 50 },
    });
    // A logo of the largest size, printed at 96 px an inch, ends above the fields and left of the texts.
    const mm = (pixels: number) => (pixels / 96) * 25.4;
    const { logo, company, fields } = first.positions;
    expect(logo.y + mm(limits.sticker.logoMaxPixels.height)).toBeLessThanOrEqual(fields.y);
    expect(logo.x + mm(limits.sticker.logoMaxPixels.width)).toBeLessThanOrEqual(company.x);
    // The fourth field line, its descenders a quarter of the size below its baseline, on the label.
    const size = (first.font_size * 25.4) / 72;
    const lastBaseline = fields.y + size + 3 * (size + (2 * 25.4) / 72);
    expect(lastBaseline + size / 4).toBeLessThanOrEqual(first.label.height_mm);

    const saved = await asAdmin(api.stickers.updateSettings, { body: layout });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject(layout);

    const { form } = await designForm(asAdmin, [textbox('Nota')]);
    const standardToken = await tokenWithFormGrant(t, { form_id: form.id, file: true });
    const read = await send(t.server, api.stickers.settings, {}, { token: standardToken });
    expect(read.json()).toMatchObject(layout);
    const change = await send(
      t.server,
      api.stickers.updateSettings,
      { body: layout },
      { token: standardToken },
    );
    expect(change.statusCode).toBe(403);

    const query = await createUserWithPassword(t.server, t.company, { user_type: 1 });
    const queryToken = (await login(t.server, query.user_name, USER_PASSWORD)).access;
    expect(
      (await send(t.server, api.stickers.settings, {}, { token: queryToken })).statusCode,
    ).toBe(403);
  });

  it('refuses a point outside the label and a font size out of range, field by field', async () => {
    const response = await asAdmin(api.stickers.updateSettings, {
      body: {
        ...layout,
        font_size: 40,
        positions: { ...layout.positions, number: { x: 101, y: 3 } },
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 30010 });
    expect(Object.keys(response.json<ErrorBody>().data ?? {})).toEqual(
      expect.arrayContaining(['font_size', 'positions.number.x']),
    );
  });

  it('takes a PNG logo of at most 6,144 bytes and 140×120 pixels, checked by content', async () => {
    const notImage = await uploadLogo(Buffer.from('GIF89a not really an image'));
    expect(notImage.json().code).toBe(40028);
    const wide = await uploadLogo(pngOf(141, 60));
    expect(wide.json().code).toBe(40030);
    const tall = await uploadLogo(pngOf(100, 121));
    expect(tall.json().code).toBe(40030);
    // Refused by what its header claims, before anything decodes its pixels.
    const bomb = await uploadLogo(pngClaiming(20_000, 20_000));
    expect(bomb.statusCode).toBe(400);
    expect(bomb.json().code).toBe(40030);
    // The upload's bytes count, not the picture's: whatever rides after the image weighs too.
    const heavy = Buffer.concat([pngOf(10, 10), Buffer.alloc(limits.sticker.logoMaxBytes)]);
    expect((await uploadLogo(heavy)).json().code).toBe(40029);

    const accepted = await uploadLogo(pngOf(140, 120));
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().has_logo).toBe(true);
    const logo = await t.server.app.inject({
      method: 'GET',
      url: '/api/v1/application/config/sticker/logo/',
      headers: { authorization: `Bearer ${t.company.adminToken}` },
    });
    expect(logo.headers['content-type']).toBe('image/png');
  });
});

describe('a record sticker', () => {
  it('prints the company, the number, the filing time and the sticker fields with list items by name', async () => {
    const list = (
      await asAdmin(api.lists.create, { body: { name: 'Canales de atención' } })
    ).json();
    const item = (
      await asAdmin(api.lists.createItem, {
        params: { id: list.id },
        body: { name: 'Ventanilla única' },
      })
    ).json();
    const { form, fields } = await designForm(asAdmin, [
      textbox('Remitente', { sticker: true }),
      {
        label: 'Canal',
        type_data: 'text',
        control_data: 'combobox',
        item_link: list.id,
        sticker: true,
      },
      textbox('Nota interna'),
    ]);
    const [sender, channel, note] = fields.map((field) => field.id) as [string, string, string];
    const filed = await asAdmin(api.records.file, {
      params: { id: form.id },
      body: {
        subject: 'Petición de información',
        support_type: 2,
        document_date: '2026-01-15',
        values: { [sender]: 'José Núñez', [channel]: item.id, [note]: 'no se imprime' },
      },
    });
    expect(filed.statusCode, filed.body).toBe(201);
    const record = filed.json();

    const stickerFields = (
      await asAdmin(api.stickers.formFields, { params: { id: form.id } })
    ).json();
    expect(stickerFields.items.map((field: { label: string }) => field.label)).toEqual([
      'Remitente',
      'Canal',
    ]);

    const data: StickerDataDto = (
      await asAdmin(api.stickers.data, { params: { id: form.id, recordId: record.id } })
    ).json();
    expect(data).toMatchObject({
      number: record.number,
      sticker_type: 1,
      fields: [
        { label: 'Remitente', value: 'José Núñez' },
        { label: 'Canal', value: 'Ventanilla única' },
      ],
      abilities: { print: true },
    });
    expect(data.filed_at).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);

    const pdf = await t.server.app.inject({
      method: 'GET',
      url: `/api/v1/form/forms/${form.id}/record/${record.id}/sticker/`,
      headers: { authorization: `Bearer ${t.company.adminToken}` },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const document = await PDFDocument.load(pdf.rawPayload);
    expect(document.getTitle()).toBe(record.number);
    const [page] = document.getPages();
    expect(Math.round(page?.getWidth() ?? 0)).toBe(283); // 100 mm
  });

  it('prints a barcode sticker, offered in the record’s answer and refused to whoever neither files nor queries the form', async () => {
    const { form } = await designForm(asAdmin, [textbox('Nota')]);
    await asAdmin(api.forms.update, {
      params: { id: form.id },
      body: { ...form, sticker_type: 2 },
    });
    const record = (
      await asAdmin(api.records.file, {
        params: { id: form.id },
        body: {
          subject: 'Factura de proveedor',
          support_type: 1,
          document_date: '2026-01-15',
          values: {},
        },
      })
    ).json();
    const pdf = await t.server.app.inject({
      method: 'GET',
      url: `/api/v1/form/forms/${form.id}/record/${record.id}/sticker/`,
      headers: { authorization: `Bearer ${t.company.adminToken}` },
    });
    expect(pdf.statusCode).toBe(200);

    const searcher = await tokenWithFormGrant(t, { form_id: form.id, query: true });
    const allowed = await send(
      t.server,
      api.stickers.data,
      { params: { id: form.id, recordId: record.id } },
      { token: searcher },
    );
    expect(allowed.statusCode).toBe(200);
    // The record's own answer offers the sticker by the same rule.
    const detail = await send(
      t.server,
      api.records.get,
      { params: { id: form.id, recordId: record.id } },
      { token: searcher },
    );
    expect(detail.json().abilities.printSticker).toBe(true);
    const stranger = await tokenWithFormGrant(t, {});
    const refused = await send(
      t.server,
      api.stickers.data,
      { params: { id: form.id, recordId: record.id } },
      { token: stranger },
    );
    expect(refused.statusCode).toBe(403);
  });
});
