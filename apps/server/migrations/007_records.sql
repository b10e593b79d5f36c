-- Records filed in forms (spec §3 Record), numbered form-day-consecutive (decision 22).

-- A record number carries the company's own day, not the server's.
ALTER TABLE tenants ADD COLUMN time_zone text NOT NULL DEFAULT 'America/Bogota';

-- A company's running numbers: its forms' numbers and each form's consecutive (one per year when
-- the form restarts yearly). Taking the next one locks its row until commit, so no number is
-- given twice and filings in one form queue behind each other.
CREATE TABLE counters (
  tenant_id uuid NOT NULL REFERENCES tenants (id),
  scope text NOT NULL,
  last bigint NOT NULL,
  PRIMARY KEY (tenant_id, scope)
);
GRANT SELECT, INSERT, UPDATE ON counters TO {{app_role}};
SELECT enable_tenant_isolation('counters');

-- Existing forms are numbered in creation order; the migration may run as the table's owner,
-- whom forced row security would otherwise limit to no tenant at all.
ALTER TABLE forms ADD COLUMN number integer;
ALTER TABLE forms NO FORCE ROW LEVEL SECURITY;
ALTER TABLE counters NO FORCE ROW LEVEL SECURITY;
UPDATE forms f SET number = numbered.number
  FROM (SELECT tenant_id, id, row_number() OVER (PARTITION BY tenant_id ORDER BY created_at, id) AS number
        FROM forms) numbered
  WHERE f.tenant_id = numbered.tenant_id AND f.id = numbered.id;
INSERT INTO counters (tenant_id, scope, last)
  SELECT tenant_id, 'forms', max(number) FROM forms GROUP BY tenant_id;
ALTER TABLE forms FORCE ROW LEVEL SECURITY;
ALTER TABLE counters FORCE ROW LEVEL SECURITY;
ALTER TABLE forms ALTER COLUMN number SET NOT NULL;
ALTER TABLE forms ADD CONSTRAINT forms_number_unique UNIQUE (tenant_id, number);

CREATE TABLE records (
  tenant_id uuid NOT NULL,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  form_id uuid NOT NULL,
  number text NOT NULL,
  status smallint NOT NULL DEFAULT 1 CHECK (status IN (1, 2)),
  subject text NOT NULL,
  support_type smallint NOT NULL CHECK (support_type IN (1, 2, 3)),
  document_date date NOT NULL,
  -- Field id → value as recordValuesSchema made it ('values' is a reserved word).
  field_values jsonb NOT NULL DEFAULT '{}',
  -- The number and the typed values, lower-cased and without accents: what a search reads, in
  -- one narrow column rather than the values' JSON at every row.
  search_text text NOT NULL DEFAULT '',
  created_by uuid NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, form_id) REFERENCES forms (tenant_id, id),
  FOREIGN KEY (tenant_id, created_by) REFERENCES users (tenant_id, id),
  CONSTRAINT records_number_unique UNIQUE (tenant_id, number)
);
CREATE INDEX records_by_form ON records (tenant_id, form_id, created_at DESC);

GRANT SELECT, INSERT ON records TO {{app_role}};
SELECT enable_tenant_isolation('records');
