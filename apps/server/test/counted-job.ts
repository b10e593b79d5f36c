import { z } from 'zod';
import { tenantJob } from '../src/platform/jobs.ts';

/** The table a counted job writes to, made by the test as the owner. */
export function countedJobTable(appRole: string): string {
  return `CREATE TABLE job_effects (tenant_id uuid NOT NULL, note text NOT NULL);
          GRANT SELECT, INSERT ON job_effects TO ${appRole}`;
}

/** A job whose every committed run leaves one row: how often its work took effect. */
export const countedJob = tenantJob({
  name: 'test.counted',
  payload: z.object({ note: z.string() }),
  async run(work, { note }) {
    await work.tx.query('INSERT INTO job_effects (tenant_id, note) VALUES ($1, $2)', [
      work.tenantId,
      note,
    ]);
  },
});
