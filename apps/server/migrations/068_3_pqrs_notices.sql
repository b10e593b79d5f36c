-- Due-soon and overdue notices of a PQRS (issue 47): who the company's PQRS supervisors are (the
-- members of one role; no foreign key, so a role deleted leaves no supervisors rather than
-- refusing its deletion), how many business days before its legal due date a PQRS is due soon,
-- and whether an overdue PQRS's open tasks go to a supervisor.
CREATE TABLE pqrs_notice_settings (
  tenant_id uuid PRIMARY KEY REFERENCES tenants (id),
  supervisor_role_id uuid,
  due_soon_days int NOT NULL DEFAULT 3 CHECK (due_soon_days BETWEEN 1 AND 30),
  escalate_overdue boolean NOT NULL DEFAULT false,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- The legal due date each notice was sent for: a notice goes once for one clock, and again only
-- for a clock that changed (an extension, a completion that ran it again).
ALTER TABLE pqrs_requests
  ADD COLUMN due_soon_noticed_for timestamptz,
  ADD COLUMN overdue_noticed_for timestamptz;

GRANT SELECT, INSERT, UPDATE ON pqrs_notice_settings TO {{app_role}};
SELECT enable_tenant_isolation('pqrs_notice_settings');
