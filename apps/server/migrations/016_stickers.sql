-- A company's sticker layout (spec §3 sticker configuration): font, size, where each element
-- prints, and its logo (a key of the file storage). No row: the defaults of stickers.service.ts.
CREATE TABLE sticker_settings (
  tenant_id uuid PRIMARY KEY REFERENCES tenants (id),
  font text NOT NULL,
  font_size smallint NOT NULL,
  positions jsonb NOT NULL,
  logo_key text,
  updated_at timestamptz NOT NULL DEFAULT now()
);
GRANT SELECT, INSERT, UPDATE ON sticker_settings TO {{app_role}};
SELECT enable_tenant_isolation('sticker_settings');
