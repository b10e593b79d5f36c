import type { FormDto, RecordDto, RecordFileDto } from '@custodia/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attached, pdfOf } from '../../test/file-fixtures.ts';
import { designForm, textbox } from '../../test/form-fixtures.ts';
import { s3Environment, startS3Server } from '../../test/s3-server.ts';
import { call, ownerQuery, useCompanyServer } from '../../test/test-server.ts';

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
      await t.asAdmin('POST', `/form/forms/${form.id}/records/`, {
        subject: 'Radicado con soporte en S3',
        support_type: 2,
        document_date: '2026-01-15',
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
    const as = { token: t.company.adminToken };
    const whole = await call(t.server, 'GET', `/file/${file.id}/content/`, as);
    expect(whole.rawPayload.equals(pdf)).toBe(true);
    const part = await call(t.server, 'GET', `/file/${file.id}/content/`, {
      ...as,
      headers: { range: 'bytes=0-4' },
    });
    expect([part.statusCode, part.rawPayload.toString()]).toEqual([206, '%PDF-']);
    await t.asAdmin('POST', `/file/${file.id}/move-to-trash/`, { reason: 'Prueba en S3' });
    await t.asAdmin('PATCH', '/file/trash/actions/?action=2', { files: [file.id] });
    expect(await storage.exists(key)).toBe(false);
  });
});
