-- Second factors and sessions (issue 51 point 2, decision 91).

-- A person's second factors. TOTP is one a person: its secret sealed under the installation's key
-- as integrations' secrets are, a new one pending until its first code confirms it, and the last
-- time step a code was taken at, so no code is taken twice. Passkeys (WebAuthn) will be rows of
-- their own method, several a person, with their credential's columns added beside these.
CREATE TABLE second_factors (
  tenant_id uuid NOT NULL REFERENCES tenants (id),
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL,
  method text NOT NULL CHECK (method IN ('totp')),
  secret_sealed text,
  pending_secret_sealed text,
  confirmed_at timestamptz,
  last_used_step bigint,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, user_id) REFERENCES users (tenant_id, id)
);
CREATE UNIQUE INDEX second_factors_one_totp ON second_factors (tenant_id, user_id)
  WHERE method = 'totp';

-- Ten single-use codes for a lost authenticator, kept as hashes only; a new set replaces the old.
CREATE TABLE recovery_codes (
  tenant_id uuid NOT NULL REFERENCES tenants (id),
  user_id uuid NOT NULL,
  code_hash text NOT NULL,
  used_at timestamptz,
  PRIMARY KEY (tenant_id, user_id, code_hash),
  FOREIGN KEY (tenant_id, user_id) REFERENCES users (tenant_id, id)
);

-- Whom the company requires a second factor of: no one, everyone, its administrators, or the
-- members of the roles it names.
CREATE TABLE second_factor_policies (
  tenant_id uuid PRIMARY KEY REFERENCES tenants (id),
  required_for text NOT NULL DEFAULT 'none'
    CHECK (required_for IN ('none', 'everyone', 'admins', 'roles')),
  role_ids uuid[] NOT NULL DEFAULT '{}',
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- The step between a right password and a session: not a session (no route takes it), used once,
-- and short-lived. `step` says whether it asks for a code or for a factor to be set up first.
CREATE TABLE sign_in_challenges (
  tenant_id uuid NOT NULL REFERENCES tenants (id),
  token_hash text NOT NULL,
  user_id uuid NOT NULL,
  step text NOT NULL CHECK (step IN ('verify', 'enrol')),
  user_agent text,
  address text,
  expires_at timestamptz NOT NULL,
  PRIMARY KEY (tenant_id, token_hash),
  FOREIGN KEY (tenant_id, user_id) REFERENCES users (tenant_id, id)
);

-- A session names itself to its holder: an id to end it by, the browser and address it began from.
ALTER TABLE sessions
  ADD COLUMN id uuid NOT NULL DEFAULT gen_random_uuid(),
  ADD COLUMN user_agent text,
  ADD COLUMN address text;
CREATE UNIQUE INDEX sessions_by_id ON sessions (tenant_id, id);

GRANT SELECT, INSERT, UPDATE, DELETE ON second_factors, recovery_codes, sign_in_challenges
  TO {{app_role}};
GRANT SELECT, INSERT, UPDATE ON second_factor_policies TO {{app_role}};
SELECT enable_tenant_isolation('second_factors');
SELECT enable_tenant_isolation('recovery_codes');
SELECT enable_tenant_isolation('second_factor_policies');
SELECT enable_tenant_isolation('sign_in_challenges');
