import { api } from '@custodia/contracts';
import { describe, expect, it } from 'vitest';
import { ownerQuery, useCompanyServer } from '../../test/test-server.ts';
import { COUNT_CAP } from './sql.ts';

const t = useCompanyServer('paging.co');

describe('list counts', () => {
  it('stop past the cap and say so, and stay exact below it', async () => {
    await ownerQuery(
      t.server,
      `INSERT INTO users (tenant_id, user_name, first_name, last_name, document_type,
                          document_reference, email, phone, user_type)
       SELECT t.id, 'bulk' || n, 'Masivo', 'Usuario ' || n, 1, 'B' || n, 'bulk' || n || '@paging.co',
              '3000000000', 2
         FROM tenants t, generate_series(1, $1) AS n
        WHERE t.domain = 'paging.co'`,
      [COUNT_CAP + 1],
    );
    const all = (await t.asAdmin(api.users.list, { query: { per_page: 50 } })).json();
    expect(all).toMatchObject({ count: COUNT_CAP, count_capped: true, pages: COUNT_CAP / 50 });
    expect(all.items).toHaveLength(50);

    // Usuario 1000, 10000 and 10001.
    const few = (await t.asAdmin(api.users.list, { query: { name: 'usuario 1000' } })).json();
    expect(few).toMatchObject({ count: 3, count_capped: false, pages: 1 });
  });
});
