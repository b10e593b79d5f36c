-- The installation's sealing certificate (issue 33): a PKCS#12 made at first use, the same for
-- every API process, used for the PAdES seal of signed PDFs when a company has none of its own.
-- Not a company's row: no tenant, no row-level security; the application role reads and adds it.
CREATE TABLE installation_seal (
  id smallint PRIMARY KEY CHECK (id = 1),
  p12 bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
GRANT SELECT, INSERT ON installation_seal TO {{app_role}};
