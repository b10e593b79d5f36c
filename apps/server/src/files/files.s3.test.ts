import type { FormDto, RecordDto, RecordFileDto } from '@custodia/contracts';
import { api } from '@custodia/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attached, pdfOf } from '../../test/file-fixtures.ts';
import { designForm, textbox } from '../../test/form-fixtures.ts';
import { s3Environment, startS3Server } from '../../test/s3-server.ts';
import { ownerQuery, send, useCompanyServer } from '../../test/test-server.ts';

/** Server mode's storage: the same API, its files in an S3 bucket (a local s3rver). */
let s3: Awaited<ReturnType<typeof startS3Server>>;
beforeAll(async () => {
  s3 = await startS3Server();
});
const t = useCompanyServer('s3-files.co', () => s3Environment(s3.settings));
afterAll(() => s3.close());

let form: FormDto;
beforeAll(async () => {
  ({ form } = await designForm(t.asAdmin, [textbox('Referencia')]));
});

describe('files on S3', () => {
  it('are stored in the bucket, read back with ranges, and gone once deleted for good', async () => {
    const record: RecordDto = (
      await t.asAdmin(api.records.file, {
        params: { id: form.id },
        body: {
          subject: 'Radicado con soporte en S3',
          support_type: 2,
          document_date: '2026-01-15',
        },
      })
    ).json();
    const pdf = await pdfOf(['Soporte en el bucket']);
    const [file] = (await attached(t.server, t.company.adminToken, record, [
      { name: 'soporte.pdf', content: pdf },
    ])) as [RecordFileDto];
    const [version] = await ownerQuery<{ storage_key: string }>(
      t.server,
      'SELECT storage_key FROM file_versions WHERE file_id = $1',
      [file.id],
    );
    const key = version?.storage_key as string;
    const { storage } = t.server.app.platform;
    expect(await storage.exists(key)).toBe(true);
    const whole = await t.asAdmin(api.files.download, { params: { id: file.id } });
    expect(whole.rawPayload.equals(pdf)).toBe(true);
    const part = await send(
      t.server,
      api.files.download,
      { params: { id: file.id } },
      { token: t.company.adminToken, headers: { range: 'bytes=0-4' } },
    );
    expect([part.statusCode, part.rawPayload.toString()]).toEqual([206, '%PDF-']);
    await t.asAdmin(api.files.moveToTrash, {
      params: { id: file.id },
      body: { reason: 'Prueba en S3' },
    });
    await t.asAdmin(api.trash.act, { query: { action: 2 }, body: { files: [file.id] } });
    expect(await storage.exists(key)).toBe(false);
  });
});
