import { describe, expect, it } from 'vitest';
import { useExpedientTree } from '../../test/expedient-fixtures.ts';
import { planOf, plansOfStatements } from '../../test/plans.ts';
import { consultExpedients, type ExpedientFilter } from './expedients.repo.ts';

/**
 * Decision 42's trap in the expedient consultation (decision 52), on PostgreSQL: under row-level
 * security an index serves only leakproof operators. These are the plans of the very statements
 * a search by number, by name and by subject sends, explained as the application role in its
 * company over 20,000 expedients: each uses the index it was built for.
 */
const tree = useExpedientTree('planes-expedientes.co', 20_000);
const { inCompany } = tree;

/** The plans of the statements a page of the consultation sends, as the application role. */
const plansOf = (filter: Partial<ExpedientFilter>) =>
  inCompany((tx) =>
    plansOfStatements(tx, (recording) =>
      consultExpedients(recording, tree.tenantId, null, { limit: 10, offset: 0, ...filter }),
    ),
  );

describe.runIf(tree.onPostgres)(
  'the plans of the expedient consultation under row-level security',
  () => {
    it("finds a number's start through its prefix index", async () => {
      const plans = await plansOf({ number: 'exp-0123' });
      expect(plans).toMatch(/Index (Only )?Scan using expedients_number_prefix on expedients/);
      expect(plans).not.toMatch(/Seq Scan/);
    });

    it('finds a part of a name or subject through the trigram index, in the function that bypasses row security', async () => {
      // As the application role LIKE is not leakproof: it never becomes an index condition.
      const direct = await inCompany((tx) =>
        planOf(
          tx,
          `SELECT node_id FROM expedient_texts WHERE field = 'name' AND lowered LIKE '%diente 1234%'`,
        ),
      );
      expect(direct).not.toMatch(/Index Cond: .*~~/);
      // expedients_containing() runs as the tables' owner and keeps to the transaction's company.
      // An SQL function plans its statement once for any pattern: its generic plan, as here.
      const inside = await inCompany(async (tx) => {
        await tx.query('SET LOCAL role NONE');
        return planOf(
          tx,
          `SELECT t.node_id FROM expedient_texts t
            WHERE t.tenant_id = current_tenant_id() AND t.field = $1 AND t.lowered LIKE $2`,
          ['name', '%diente 1234%'],
        );
      });
      expect(inside).toMatch(/Bitmap Index Scan on expedient_texts_search/);
      expect(inside).toMatch(/Index Cond: .*lowered ~~ \$2/);
      // The consultation's statements leave every LIKE to it: none filters the tables' rows.
      for (const filter of [{ name: 'Diente 1234' }, { subject: 'obra exp-0001' }]) {
        const plans = await plansOf(filter);
        expect(plans, JSON.stringify(filter)).toMatch(/Function Scan on expedients_containing/);
        expect(plans, JSON.stringify(filter)).not.toMatch(/~~/);
      }
    });

    it('reads a part every expedient has a page at a time in number order, asking each in turn', async () => {
      const found = await inCompany((tx) =>
        consultExpedients(tx, tree.tenantId, null, { name: 'expediente', limit: 3, offset: 0 }),
      );
      expect(found).toMatchObject({ count: 10_000, capped: true });
      expect(found.rows.map((row) => row.number)).toEqual([
        'EXP-000001',
        'EXP-000002',
        'EXP-000003',
      ]);
      const plans = await plansOf({ name: 'expediente' });
      expect(plans).toMatch(/Index Scan using expedients_number_prefix on expedients/);
      expect(plans).toMatch(/Filter: expedient_text_matches\(/);
    });
  },
);
