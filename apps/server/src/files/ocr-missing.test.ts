import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FormDto, RecordFileDto } from '@custodia/contracts';
import { api } from '@custodia/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attached } from '../../test/file-fixtures.ts';
import { designForm, textbox } from '../../test/form-fixtures.ts';
import { found, listed, newRecord, scannedPng, untilRead } from '../../test/scan-fixtures.ts';
import { useCompanyServer } from '../../test/test-server.ts';

/**
 * A machine without Tesseract (issue 48): TESSERACT_PATH names a program not there. The app runs,
 * the file and the jobs screen say its scans are not read and how to enable it, and once the
 * program is installed at that path the scans that waited are read by themselves.
 */
const machine = fs.mkdtempSync(path.join(os.tmpdir(), 'custodia-no-tesseract-'));
const tesseract = path.join(machine, 'tesseract');
const t = useCompanyServer('no-ocr.co', () => ({ TESSERACT_PATH: tesseract }));

let form: FormDto;

beforeAll(async () => {
  ({ form } = await designForm(t.asAdmin, [textbox('Referencia')]));
});
afterAll(() => fs.rmSync(machine, { recursive: true, force: true }));

describe('scans where Tesseract is not installed', () => {
  it('wait, say so on the file and to the administrator, and are read once it is installed', async () => {
    const record = await newRecord(t, form.id, 'Queja recibida en papel');
    const [file] = (await attached(t.server, t.company.adminToken, record, [
      { name: 'queja.png', content: await scannedPng(['Queja por cobro indebido']) },
    ])) as [RecordFileDto];
    const waiting = await untilRead(t, file);
    expect(waiting?.reading).toMatchObject({ state: 'waiting' });
    expect(waiting?.viewer).toBe('image');
    const status = await t.asAdmin(api.files.scanReader, {});
    expect(status.json()).toEqual({ missing: true, waiting: 1, queued: 0, failed: 0 });
    expect(await found(t, form.id, 'cobro indebido')).toEqual([]);

    fs.symlinkSync('/usr/bin/tesseract', tesseract);
    const read = await untilRead(t, file);
    expect(read?.reading).toMatchObject({ state: 'read', pages: 1 });
    expect(await found(t, form.id, 'cobro indebido')).toEqual([record.number]);
    expect((await t.asAdmin(api.files.scanReader, {})).json()).toMatchObject({
      missing: false,
      waiting: 0,
    });
    expect((await listed(t, file))?.viewer).toBe('pdf');
  });
});
