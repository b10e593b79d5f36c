-- Legal holds (issue 50 §3, decision 92): a freeze a case or an authority orders on records or on
-- a node of the TRD (a series, a subseries, an expedient) and all below it. A hold is placed once
-- and released once, with a reason each time; several may cover one thing.
CREATE TABLE legal_holds (
  tenant_id uuid NOT NULL REFERENCES tenants (id),
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  -- 1 records (one, or those a search listed when the hold was placed), 2 a node of the TRD.
  scope smallint NOT NULL CHECK (scope IN (1, 2)),
  -- What it covers as named when placed: the hold outlives a rename.
  target text NOT NULL,
  reason text NOT NULL,
  reference text NOT NULL,
  authority text NOT NULL,
  owner_id uuid NOT NULL,
  placed_by uuid NOT NULL,
  placed_at timestamptz NOT NULL DEFAULT now(),
  released_by uuid,
  released_at timestamptz,
  release_reason text,
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, owner_id) REFERENCES users (tenant_id, id),
  FOREIGN KEY (tenant_id, placed_by) REFERENCES users (tenant_id, id),
  FOREIGN KEY (tenant_id, released_by) REFERENCES users (tenant_id, id),
  CHECK ((released_at IS NULL) = (released_by IS NULL)
    AND (released_at IS NULL) = (release_reason IS NULL))
);
-- The list screen: active or released holds, newest first.
CREATE INDEX legal_holds_listed ON legal_holds (tenant_id, (released_at IS NULL), placed_at DESC);

-- What each hold covers: records, or one node. The guard finds the holds of a record or of a
-- node's ancestors by these two equality lookups.
CREATE TABLE legal_hold_items (
  tenant_id uuid NOT NULL,
  hold_id uuid NOT NULL,
  record_id uuid,
  node_id uuid,
  FOREIGN KEY (tenant_id, hold_id) REFERENCES legal_holds (tenant_id, id),
  FOREIGN KEY (tenant_id, record_id) REFERENCES records (tenant_id, id),
  -- A node held is never deleted; one released may be, and its hold keeps its name in `target`.
  FOREIGN KEY (tenant_id, node_id) REFERENCES trd_nodes (tenant_id, id) ON DELETE CASCADE,
  CHECK ((record_id IS NULL) <> (node_id IS NULL))
);
CREATE UNIQUE INDEX legal_hold_items_records ON legal_hold_items (tenant_id, record_id, hold_id)
  WHERE record_id IS NOT NULL;
CREATE UNIQUE INDEX legal_hold_items_nodes ON legal_hold_items (tenant_id, node_id, hold_id)
  WHERE node_id IS NOT NULL;
CREATE INDEX legal_hold_items_of_hold ON legal_hold_items (tenant_id, hold_id);

GRANT SELECT, INSERT, UPDATE ON legal_holds TO {{app_role}};
GRANT SELECT, INSERT ON legal_hold_items TO {{app_role}};
SELECT enable_tenant_isolation('legal_holds');
SELECT enable_tenant_isolation('legal_hold_items');
