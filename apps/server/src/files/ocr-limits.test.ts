import type { FormDto, RecordFileDto } from '@custodia/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { attached } from '../../test/file-fixtures.ts';
import { designForm, textbox } from '../../test/form-fixtures.ts';
import { listed, newRecord, scannedPdf, untilRead } from '../../test/scan-fixtures.ts';
import { ownerQuery, useCompanyServer } from '../../test/test-server.ts';

/**
 * A page's limits (issue 48): with less memory than Tesseract needs for a page drawn at 300 dpi
 * (an A4 page is 8.7 million pixels), the page is
 * stopped, and the file says it could not be read and why; the job itself ends, not retried as
 * a machine's failure, and the file may be read again (once the limit is raised).
 */
const t = useCompanyServer('ocr-limits.co', () => ({
  TESSERACT_PATH: '/usr/bin/tesseract',
  OCR_PAGE_MEMORY_MB: '128',
}));

let form: FormDto;

beforeAll(async () => {
  ({ form } = await designForm(t.asAdmin, [textbox('Referencia')]));
});

describe('a page past its memory limit', () => {
  it('fails its scan with the reason on the file, and the job does not fail', async () => {
    const record = await newRecord(t, form.id, 'Plano escaneado');
    const [file] = (await attached(t.server, t.company.adminToken, record, [
      { name: 'plano.pdf', content: await scannedPdf([['Plano del predio rural']]) },
    ])) as [RecordFileDto];
    const failed = await untilRead(t, file);
    expect(failed?.reading).toMatchObject({ state: 'failed', confidence: null });
    expect(failed?.reading?.problem).toMatch(/^page 1: /);
    // The viewer shows the scan as it came.
    expect(failed?.viewer).toBe('pdf');
    expect(failed?.abilities.readAgain).toBe(true);
    expect((await listed(t, file))?.reading?.state).toBe('failed');
    // The job ended on its first attempt: a page past its limits is the scan's, not the machine's.
    const jobs = await ownerQuery<{ attempts: number; done: boolean }>(
      t.server,
      `SELECT attempts, done_at IS NOT NULL AS done FROM jobs
        WHERE kind = 'readScan' AND payload->>'fileId' = $1 OR (kind = 'readScan' AND key = $2)`,
      [file.id, `${file.id}:1`],
    );
    expect(jobs).toEqual([{ attempts: 1, done: true }]);
  });
});
