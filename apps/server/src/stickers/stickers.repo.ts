import type { StickerSettingsInput } from '@custodia/contracts';
import type { Sql } from '../platform/db.ts';

export type StickerSettingsRow = StickerSettingsInput & { logo_key: string | null };

export async function findSettings(
  tx: Sql,
  tenantId: string,
): Promise<StickerSettingsRow | undefined> {
  const [row] = await tx.query<StickerSettingsRow>(
    'SELECT font, font_size, positions, logo_key FROM sticker_settings WHERE tenant_id = $1',
    [tenantId],
  );
  return row;
}

export async function saveSettings(
  tx: Sql,
  tenantId: string,
  settings: StickerSettingsRow,
): Promise<void> {
  await tx.query(
    `INSERT INTO sticker_settings (tenant_id, font, font_size, positions, logo_key)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (tenant_id) DO UPDATE
       SET font = $2, font_size = $3, positions = $4, logo_key = $5, updated_at = now()`,
    [
      tenantId,
      settings.font,
      settings.font_size,
      JSON.stringify(settings.positions),
      settings.logo_key,
    ],
  );
}
