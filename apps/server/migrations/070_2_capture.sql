-- Capture by mail (issue 48): a company's mailboxes, each with its rules in order and the state
-- of its reading (the folder's UIDVALIDITY and the last UID taken, changed in the transaction that
-- files what was read), and every message captured, once: the message's key is unique per
-- company, so a message appended twice, read again after a crash, or read by two workers at once
-- is taken once. A message no rule filed waits in the tray until a clerk files, attaches or
-- discards it.
CREATE TABLE mailboxes (
  tenant_id uuid NOT NULL REFERENCES tenants (id),
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  name text NOT NULL,
  host text NOT NULL,
  port int NOT NULL CHECK (port BETWEEN 1 AND 65535),
  tls boolean NOT NULL,
  -- The one way to sign in for now; OAuth (Gmail, Microsoft 365) will be another value.
  auth text NOT NULL DEFAULT 'password' CHECK (auth IN ('password')),
  username text NOT NULL,
  -- seal()'s `v1.iv.tag.ciphertext` under the installation's key (decision 74).
  password_sealed text NOT NULL,
  folder text NOT NULL,
  after_capture text NOT NULL CHECK (after_capture IN ('move', 'flag')),
  move_to text NOT NULL DEFAULT '',
  -- Whose name its records are filed in: they land among theirs, as the citizen window's do.
  receiver_id uuid NOT NULL,
  auto_reply boolean NOT NULL DEFAULT false,
  active boolean NOT NULL DEFAULT true,
  rules jsonb NOT NULL DEFAULT '[]',
  uid_validity bigint,
  last_uid bigint NOT NULL DEFAULT 0,
  -- The chain of polls in force: a change of the mailbox starts a new one, and a poll of an
  -- older chain finds itself outdated and does nothing.
  poll_token uuid NOT NULL DEFAULT gen_random_uuid(),
  state text NOT NULL DEFAULT 'new' CHECK (state IN ('new', 'ok', 'failing')),
  -- The catalogue key of why it fails, and since when.
  failure text,
  failing_since timestamptz,
  polled_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, receiver_id) REFERENCES users (tenant_id, id)
);

CREATE TABLE captured_messages (
  tenant_id uuid NOT NULL REFERENCES tenants (id),
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  mailbox_id uuid NOT NULL,
  -- `mid:` and the Message-ID, or `sha256:` and the hash of the raw message when it has none.
  message_key text NOT NULL,
  uid bigint NOT NULL,
  outcome text NOT NULL CHECK (outcome IN ('record', 'tray', 'ignored', 'attached', 'discarded')),
  record_id uuid,
  subject text NOT NULL DEFAULT '',
  sender text NOT NULL DEFAULT '',
  received_at timestamptz NOT NULL,
  preview text NOT NULL DEFAULT '',
  attachments jsonb NOT NULL DEFAULT '[]',
  -- Why it waits in the tray instead of being filed (a catalogue message), or null.
  problem text,
  -- The original message as it came, kept while it waits (and purged 30 days after a discard).
  eml_key text,
  decided_by uuid,
  decided_at timestamptz,
  discard_reason text,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id),
  CONSTRAINT captured_messages_once UNIQUE (tenant_id, message_key),
  FOREIGN KEY (tenant_id, mailbox_id) REFERENCES mailboxes (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, record_id) REFERENCES records (tenant_id, id),
  FOREIGN KEY (tenant_id, decided_by) REFERENCES users (tenant_id, id)
);
CREATE INDEX captured_messages_tray ON captured_messages (tenant_id, created_at, id)
  WHERE outcome = 'tray';
CREATE INDEX captured_messages_by_mailbox ON captured_messages (tenant_id, mailbox_id);

GRANT SELECT, INSERT, UPDATE, DELETE ON mailboxes TO {{app_role}};
GRANT SELECT, INSERT, UPDATE ON captured_messages TO {{app_role}};
SELECT enable_tenant_isolation('mailboxes');
SELECT enable_tenant_isolation('captured_messages');
