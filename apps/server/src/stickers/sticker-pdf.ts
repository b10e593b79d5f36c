import { limits, type StickerDataDto, type StickerSettingsInput } from '@custodia/contracts';
import { PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import { code128Widths } from '../platform/code128.ts';

const POINTS_PER_MM = 72 / 25.4;
const { widthMm, heightMm } = limits.sticker.label;
const black = rgb(0, 0, 0);

export type StickerContent = Omit<StickerDataDto, 'abilities' | 'has_logo'> & {
  logo: { bytes: Buffer; mime: string } | null;
};

/** A point of the label (millimetres from its top left) in PDF space (points from bottom left). */
function at(point: { x: number; y: number }, lineHeight: number) {
  return { x: point.x * POINTS_PER_MM, y: (heightMm - point.y) * POINTS_PER_MM - lineHeight };
}

/** The number as Code 128 bars, `height` points tall, with the number printed under them. */
function drawBarcode(
  page: PDFPage,
  font: PDFFont,
  size: number,
  text: string,
  origin: { x: number; y: number },
) {
  const widths = code128Widths(text);
  const modules = widths.reduce((sum, width) => sum + width, 0);
  // The bars take what is left of the label's width, at least 0.25 mm a module to stay readable.
  const module = Math.max(0.25 * POINTS_PER_MM, (widthMm * POINTS_PER_MM - origin.x - 8) / modules);
  const height = 10 * POINTS_PER_MM;
  let x = origin.x;
  widths.forEach((width, index) => {
    if (index % 2 === 0) {
      page.drawRectangle({
        x,
        y: origin.y - height + size,
        width: width * module,
        height,
        color: black,
      });
    }
    x += width * module;
  });
  page.drawText(text, { x: origin.x, y: origin.y - height - 2, size: size * 0.8, font });
}

/**
 * The record's sticker as a one-page PDF the size of the label: logo, company, number (as text or
 * as a Code 128 barcode, as the form says), filing time and the form's sticker fields, each at
 * the point the company configured. Standard fonts print Spanish and French letters (WinAnsi).
 */
export async function stickerPdf(
  settings: StickerSettingsInput,
  content: StickerContent,
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(content.number);
  pdf.setProducer('Custodia');
  const page = pdf.addPage([widthMm * POINTS_PER_MM, heightMm * POINTS_PER_MM]);
  const font = await pdf.embedFont(settings.font);
  const size = settings.font_size;
  const { positions } = settings;
  const write = (text: string, point: { x: number; y: number }, bold = false) =>
    page.drawText(text, { ...at(point, size), size: bold ? size + 1 : size, font });

  if (content.logo) {
    const image =
      content.logo.mime === 'image/png'
        ? await pdf.embedPng(content.logo.bytes)
        : await pdf.embedJpg(content.logo.bytes);
    // Logos are at most 140×120 px: printed at 96 px an inch, as a screen shows them.
    const scaled = image.scale(72 / 96);
    page.drawImage(image, { ...at(positions.logo, scaled.height), ...scaled });
  }
  write(content.company_name, positions.company, true);
  if (content.sticker_type === 2)
    drawBarcode(page, font, size, content.number, at(positions.number, size));
  else write(content.number, positions.number, true);
  write(content.filed_at, positions.filed_at);
  content.fields.forEach((field, index) => {
    const line = {
      x: positions.fields.x,
      y: positions.fields.y + (index * (size + 2)) / POINTS_PER_MM,
    };
    write(`${field.label}: ${field.value}`, line);
  });
  return pdf.save();
}
