import type { Readable } from 'node:stream';
import {
  type ErrorName,
  FieldStatus,
  formatDateTimeIn,
  limits,
  type StickerDataDto,
  type StickerFieldsDto,
  type StickerSettingsDto,
  type StickerSettingsInput,
  stickerElements,
} from '@custodia/contracts';
import { existingFormWithFields } from '../forms/index.ts';
import { changesBetween, recordAudit } from '../platform/audit.ts';
import { auditActorOf } from '../platform/auth.ts';
import { AppError } from '../platform/errors.ts';
import { bytesOf } from '../platform/storage.ts';
import { byMagic, storeUpload, UploadRefused } from '../platform/uploads.ts';
import type { Work } from '../platform/work.ts';
import { abilities, authorize } from '../policies.ts';
import { existingRecord, readableValues } from '../records/index.ts';
import { stickerPdf } from './sticker-pdf.ts';
import * as repo from './stickers.repo.ts';

/**
 * A company that never configured its sticker prints this layout (millimetres, 100×50 label): a
 * logo of the largest size (37×32 mm) stays clear of the texts, and four fields fit under it, the
 * fourth one's descenders too (its baseline 49.8 mm down from 35 mm cut them off the label).
 */
const defaults: repo.StickerSettingsRow = {
  font: 'Helvetica',
  font_size: 9,
  positions: {
    logo: { x: 3, y: 2 },
    company: { x: 45, y: 5 },
    number: { x: 45, y: 12 },
    filed_at: { x: 45, y: 27 },
    fields: { x: 4, y: 34 },
  },
  logo_key: null,
};

const logoTypes = { 'image/jpeg': 'jpg', 'image/png': 'png' };

async function settingsRow(work: Work): Promise<repo.StickerSettingsRow> {
  return (await repo.findSettings(work.tx, work.tenantId)) ?? defaults;
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

export async function readSettings(work: Work): Promise<StickerSettingsDto> {
  return toSettingsDto(await settingsRow(work));
}

export async function updateSettings(
  work: Work,
  input: StickerSettingsInput,
): Promise<StickerSettingsDto> {
  const { tx, actor, tenantId } = work;
  const before = await settingsRow(work);
  const after = { ...before, ...input };
  await repo.saveSettings(tx, tenantId, after);
  await recordAudit(tx, auditActorOf(actor), {
    module: 'company',
    action: 'sticker',
    entityType: 'company',
    entityId: tenantId,
    entityName: actor.companyName,
    changes: changesBetween(
      { ...before, positions: positionsText(before.positions) },
      { ...after, positions: positionsText(after.positions) },
      ['font', 'font_size', 'positions'],
    ),
  });
  return toSettingsDto(after);
}

/** Positions as an audit entry shows them: "logo 4,4 · company 45,5 · …" (millimetres). */
function positionsText(positions: StickerSettingsInput['positions']): string {
  return stickerElements
    .map((element) => `${element} ${positions[element].x},${positions[element].y}`)
    .join(' · ');
}

const logoRefusals = {
  type: 'stickerLogoType',
  tooSmall: 'stickerLogoType',
  tooLarge: 'stickerLogoSize',
  tooManyPixels: 'stickerLogoDimensions',
} as const satisfies Record<UploadRefused['reason'], ErrorName>;

/**
 * Stores a new logo: jpg or png by content (40028), at most 6,144 bytes (40029) and 140×120
 * pixels (40030), stripped of metadata. The new file goes if the change does not commit, the
 * old one once it has.
 */
export async function setLogo(
  work: Work,
  upload: () => Promise<Readable>,
): Promise<StickerSettingsDto> {
  const { tx, actor, tenantId } = work;
  const { storage } = work.platform;
  const stored = await storeUpload(storage, await upload(), {
    folder: `${tenantId}/sticker`,
    typeOf: byMagic(logoTypes),
    maxBytes: limits.sticker.logoMaxBytes,
    image: { maxPixels: limits.sticker.logoMaxPixels },
  }).catch((error: unknown) => {
    if (!(error instanceof UploadRefused)) throw error;
    // An empty file is no picture: refused for its type.
    throw new AppError(logoRefusals[error.reason]);
  });
  work.onRollback(() => storage.delete(stored.key));
  const before = await settingsRow(work);
  const after = { ...before, logo_key: stored.key };
  await repo.saveSettings(tx, tenantId, after);
  await recordAudit(tx, auditActorOf(actor), {
    module: 'company',
    action: 'sticker_logo',
    entityType: 'company',
    entityId: tenantId,
    entityName: actor.companyName,
    changes: {
      logo: `${stored.pixels?.width} × ${stored.pixels?.height} px, ${stored.size} bytes`,
    },
  });
  const replaced = before.logo_key;
  if (replaced) work.afterCommit(() => storage.delete(replaced));
  return toSettingsDto(after);
}

function logoMime(key: string): string {
  return key.endsWith('.png') ? 'image/png' : 'image/jpeg';
}

export async function readLogo(work: Work): Promise<{ stream: Readable; mime: string }> {
  const row = await settingsRow(work);
  if (!row.logo_key) throw new AppError('notFound');
  return { stream: await work.platform.storage.get(row.logo_key), mime: logoMime(row.logo_key) };
}

/** The fields a form prints on its stickers, in the form's order (spec §5: at most 4). */
export async function formStickerFields(work: Work, formId: string): Promise<StickerFieldsDto> {
  const form = await existingFormWithFields(work, formId);
  authorize(work.actor, 'sticker.print', form);
  return {
    items: form.fields
      .filter((field) => field.sticker && field.status === FieldStatus.active)
      .map((field) => ({ id: field.id, label: field.label })),
  };
}

/** What one record's sticker prints, and the layout it prints in: one read of each. */
async function recordSticker(
  work: Work,
  formId: string,
  recordId: string,
): Promise<{ data: StickerDataDto; settings: repo.StickerSettingsRow }> {
  const { actor } = work;
  const form = await existingFormWithFields(work, formId);
  authorize(actor, 'sticker.print', form);
  const record = await existingRecord(work, form.id, recordId);
  const printed = form.fields.filter(
    (field) => field.sticker && field.status === FieldStatus.active,
  );
  const settings = await settingsRow(work);
  const data = {
    company_name: actor.companyName,
    number: record.number,
    filed_at: formatDateTimeIn(record.created_at, actor.timeZone),
    sticker_type: form.sticker_type,
    fields: await readableValues(work, printed, record.field_values),
    has_logo: settings.logo_key !== null,
    abilities: abilities(actor, 'sticker', form),
  };
  return { data, settings };
}

/** What one record's sticker prints. */
export async function stickerData(
  work: Work,
  formId: string,
  recordId: string,
): Promise<StickerDataDto> {
  return (await recordSticker(work, formId, recordId)).data;
}

/** Latin-1 is what the PDF standard fonts print; anything else prints as '?', never fails. */
function printable(text: string): string {
  return text.replace(/[^\u0020-\u007e\u00a0-\u00ff]/gu, '?');
}

/** The record's sticker as a PDF. */
export async function recordStickerPdf(
  work: Work,
  formId: string,
  recordId: string,
): Promise<{ pdf: Uint8Array; number: string }> {
  const { data, settings } = await recordSticker(work, formId, recordId);
  const logo = settings.logo_key
    ? {
        bytes: await bytesOf(await work.platform.storage.get(settings.logo_key)),
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
