-- The company's SMS and WhatsApp gateway (issue 33 point 2, decision 75): the address the built-in
-- signing provider posts a signer's link and one-time codes to, and the key it sends as a bearer
-- token, sealed with the installation's key as the integrations' portal key is (decision 73) and
-- never readable back. One gateway a company; none until an administrator sets it.
CREATE TABLE message_gateways (
  tenant_id uuid PRIMARY KEY REFERENCES tenants (id),
  url text NOT NULL,
  key_sealed text NOT NULL,
  updated_by uuid NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

GRANT SELECT, INSERT, UPDATE, DELETE ON message_gateways TO {{app_role}};
SELECT enable_tenant_isolation('message_gateways');
