import type { Readable } from 'node:stream';
import {
  FieldStatus,
  formatDateTimeIn,
  limits,
  type StickerDataDto,
  type StickerFieldsDto,
  type StickerSettingsDto,
  type StickerSettingsInput,
  stickerElements,
} from '@custodia/contracts';
import { existingFormWithFields } from '../forms/forms.service.ts';
import { changesBetween, recordAudit } from '../platform/audit.ts';
import { type Actor, auditActorOf } from '../platform/auth.ts';
import type { Sql } from '../platform/db.ts';
import { AppError } from '../platform/errors.ts';
import { imageDimensions } from '../platform/images.ts';
import type { Services } from '../platform/services.ts';
import { bytesOf } from '../platform/storage.ts';
import { byMagic, storeUpload, UploadRefused } from '../platform/uploads.ts';
import { abilities, authorize } from '../policies.ts';
import { existingRecord, readableValues } from '../records/records.service.ts';
import { stickerPdf } from './sticker-pdf.ts';
import * as repo from './stickers.repo.ts';

/**
 * A company that never configured its sticker prints this layout (millimetres, 100×50 label): a
 * logo of the largest size (37×32 mm) stays clear of the texts, and four fields fit under it.
 */
const defaults: repo.StickerSettingsRow = {
  font: 'Helvetica',
  font_size: 9,
  positions: {
    logo: { x: 3, y: 3 },
    company: { x: 45, y: 5 },
    number: { x: 45, y: 12 },
    filed_at: { x: 45, y: 27 },
    fields: { x: 4, y: 35 },
  },
  logo_key: null,
};

const logoTypes = { 'image/jpeg': 'jpg', 'image/png': 'png' };

async function settingsRow(tx: Sql, actor: Actor): Promise<repo.StickerSettingsRow> {
  return (await repo.findSettings(tx, actor.tenantId)) ?? defaults;
}

function toSettingsDto(row: repo.StickerSettingsRow): StickerSettingsDto {
  const { widthMm, heightMm } = limits.sticker.label;
  return {
    font: row.font,
    font_size: row.font_size,
    positions: row.positions,
    has_logo: row.logo_key !== null,
    label: { width_mm: widthMm, height_mm: heightMm },
  };
}

export function readSettings(services: Services, actor: Actor): Promise<StickerSettingsDto> {
  return services.inTenant(actor.tenantId, async (tx) =>
    toSettingsDto(await settingsRow(tx, actor)),
  );
}

export function updateSettings(
  services: Services,
  actor: Actor,
  input: StickerSettingsInput,
): Promise<StickerSettingsDto> {
  return services.inTenant(actor.tenantId, async (tx) => {
    const before = await settingsRow(tx, actor);
    const after = { ...before, ...input };
    await repo.saveSettings(tx, actor.tenantId, after);
    await recordAudit(tx, auditActorOf(actor), {
      module: 'company',
      action: 'sticker',
      entityType: 'company',
      entityId: actor.tenantId,
      entityName: actor.companyName,
      changes: changesBetween(
        { ...before, positions: positionsText(before.positions) },
        { ...after, positions: positionsText(after.positions) },
        ['font', 'font_size', 'positions'],
      ),
    });
    return toSettingsDto(after);
  });
}

/** Positions as an audit entry shows them: "logo 4,4 · company 45,5 · …" (millimetres). */
function positionsText(positions: StickerSettingsInput['positions']): string {
  return stickerElements
    .map((element) => `${element} ${positions[element].x},${positions[element].y}`)
    .join(' · ');
}

/**
 * Stores a new logo: jpg or png by content (40028), at most 6,144 bytes (40029) and 140×120
 * pixels (40030), stripped of metadata. The old file goes once the new one is in force.
 */
export async function setLogo(
  services: Services,
  actor: Actor,
  upload: () => Promise<Readable>,
): Promise<StickerSettingsDto> {
  const stored = await storeUpload(services.storage, await upload(), {
    folder: `${actor.tenantId}/sticker`,
    typeOf: byMagic(logoTypes),
    maxBytes: limits.sticker.logoMaxBytes,
    image: true,
  }).catch((error: unknown) => {
    if (!(error instanceof UploadRefused)) throw error;
    // An empty file is no picture: refused for its type.
    throw new AppError(error.reason === 'tooLarge' ? 'stickerLogoSize' : 'stickerLogoType');
  });
  try {
    const size = imageDimensions(
      await bytesOf(await services.storage.get(stored.key)),
      stored.mime,
    );
    const { width, height } = limits.sticker.logoMaxPixels;
    if (!size || size.width > width || size.height > height) {
      throw new AppError('stickerLogoDimensions');
    }
    const { before, after } = await services.inTenant(actor.tenantId, async (tx) => {
      const previous = await settingsRow(tx, actor);
      const updated = { ...previous, logo_key: stored.key };
      await repo.saveSettings(tx, actor.tenantId, updated);
      await recordAudit(tx, auditActorOf(actor), {
        module: 'company',
        action: 'sticker_logo',
        entityType: 'company',
        entityId: actor.tenantId,
        entityName: actor.companyName,
        changes: { logo: `${size.width} × ${size.height} px, ${stored.size} bytes` },
      });
      return { before: previous, after: updated };
    });
    if (before.logo_key) await services.storage.delete(before.logo_key);
    return toSettingsDto(after);
  } catch (error) {
    await services.storage.delete(stored.key);
    throw error;
  }
}

function logoMime(key: string): string {
  return key.endsWith('.png') ? 'image/png' : 'image/jpeg';
}

export async function readLogo(
  services: Services,
  actor: Actor,
): Promise<{ stream: Readable; mime: string }> {
  const row = await services.inTenant(actor.tenantId, (tx) => settingsRow(tx, actor));
  if (!row.logo_key) throw new AppError('notFound');
  return { stream: await services.storage.get(row.logo_key), mime: logoMime(row.logo_key) };
}

/** The fields a form prints on its stickers, in the form's order (spec §5: at most 4). */
export function formStickerFields(
  services: Services,
  actor: Actor,
  formId: string,
): Promise<StickerFieldsDto> {
  return services.inTenant(actor.tenantId, async (tx) => {
    const form = await existingFormWithFields(tx, actor, formId);
    authorize(actor, 'sticker.print', form);
    return {
      items: form.fields
        .filter((field) => field.sticker && field.status === FieldStatus.active)
        .map((field) => ({ id: field.id, label: field.label })),
    };
  });
}

/** What one record's sticker prints, and the layout it prints in: one read of each. */
function recordSticker(
  services: Services,
  actor: Actor,
  formId: string,
  recordId: string,
): Promise<{ data: StickerDataDto; settings: repo.StickerSettingsRow }> {
  return services.inTenant(actor.tenantId, async (tx) => {
    const form = await existingFormWithFields(tx, actor, formId);
    authorize(actor, 'sticker.print', form);
    const record = await existingRecord(tx, actor, form.id, recordId);
    const printed = form.fields.filter(
      (field) => field.sticker && field.status === FieldStatus.active,
    );
    const settings = await settingsRow(tx, actor);
    const data = {
      company_name: actor.companyName,
      number: record.number,
      filed_at: formatDateTimeIn(record.created_at, actor.timeZone),
      sticker_type: form.sticker_type,
      fields: await readableValues(tx, actor, printed, record.field_values),
      has_logo: settings.logo_key !== null,
      abilities: abilities(actor, 'sticker', form),
    };
    return { data, settings };
  });
}

/** What one record's sticker prints. */
export async function stickerData(
  services: Services,
  actor: Actor,
  formId: string,
  recordId: string,
): Promise<StickerDataDto> {
  return (await recordSticker(services, actor, formId, recordId)).data;
}

/** Latin-1 is what the PDF standard fonts print; anything else prints as '?', never fails. */
function printable(text: string): string {
  return text.replace(/[^\u0020-\u007e\u00a0-\u00ff]/gu, '?');
}

/** The record's sticker as a PDF. */
export async function recordStickerPdf(
  services: Services,
  actor: Actor,
  formId: string,
  recordId: string,
): Promise<{ pdf: Uint8Array; number: string }> {
  const { data, settings } = await recordSticker(services, actor, formId, recordId);
  const logo = settings.logo_key
    ? {
        bytes: await bytesOf(await services.storage.get(settings.logo_key)),
        mime: logoMime(settings.logo_key),
      }
    : null;
  const pdf = await stickerPdf(settings, {
    company_name: printable(data.company_name),
    number: data.number,
    filed_at: data.filed_at,
    sticker_type: data.sticker_type,
    fields: data.fields.map((field) => ({
      label: printable(field.label),
      value: printable(field.value),
    })),
    logo,
  });
  return { pdf, number: data.number };
}
