import {
  formatDateTimeIn,
  formatDay,
  type IndexEntryDto,
  timeZoneNamed,
} from '@custodia/contracts';
import { PDFDocument, type PDFFont, StandardFonts } from 'pdf-lib';
import { canonical } from '../platform/audit.ts';
import { printable } from '../platform/pdf-text.ts';
import { sha256 } from '../platform/secrets.ts';
import type { FrozenEntry } from './expedients.repo.ts';

/** What the index's header says of its expedient (AGN Acuerdo 002 de 2014). */
export type IndexHeader = {
  id: string;
  number: string;
  name: string;
  subject: string;
  series: string;
  opened_on: string;
  closed_at: string | null;
  company: string;
  index_sha256: string | null;
};

/** A document's pages, counted from its first one: the index numbers them across the expedient. */
export function numberPages<T extends { pages: number }>(
  documents: T[],
): (T & { position: number; first_page: number; last_page: number })[] {
  let last = 0;
  return documents.map((document, index) => {
    const first = last + 1;
    last += Math.max(1, document.pages);
    return { ...document, position: index + 1, first_page: first, last_page: last };
  });
}

/**
 * The index's own hash: SHA-256 of its canonical serialization (keys sorted, dates as ISO UTC),
 * the expedient's identity and closing included, so an entry changed, added, removed or moved
 * after closing changes it.
 */
export function indexHash(
  expedient: { id: string; number: string; closed_at: Date },
  entries: FrozenEntry[],
): string {
  return sha256(
    canonical({
      expedient: { ...expedient, closed_at: expedient.closed_at.toISOString() },
      entries: entries.map((entry) => ({
        ...entry,
        created_at: entry.created_at.toISOString(),
        added_at: entry.added_at.toISOString(),
      })),
    }),
  );
}

function xmlText(value: string | number | null): string {
  return String(value ?? '').replace(
    /[<>&"']/g,
    (character) =>
      ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[character] ?? '',
  );
}

const element = (name: string, value: string | number | null) =>
  `<${name}>${xmlText(value)}</${name}>`;

/** The electronic index as XML, one `documento` per entry in its order. */
export function indexXml(header: IndexHeader, entries: IndexEntryDto[]): string {
  const documents = entries.map(
    (entry) =>
      `  <documento orden="${entry.position}">` +
      element('nombre', entry.name) +
      element('tipologia', entry.documentary_type) +
      element('fechaCreacion', entry.created_at) +
      element('fechaIncorporacion', entry.added_at) +
      element('valorHuella', entry.sha256) +
      element('funcionResumen', 'SHA-256') +
      element('paginaInicio', entry.first_page) +
      element('paginaFin', entry.last_page) +
      element('formato', entry.format) +
      element('tamano', entry.size) +
      element('origen', entry.origin === 1 ? 'electronico' : 'digitalizado') +
      '</documento>',
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<indiceElectronico expediente="${xmlText(header.id)}">`,
    `  <cabecera>${element('numero', header.number)}${element('nombre', header.name)}${element(
      'asunto',
      header.subject,
    )}${element('serie', header.series)}${element('fechaApertura', header.opened_on)}${element(
      'fechaCierre',
      header.closed_at,
    )}${element('entidad', header.company)}${element('huellaIndice', header.index_sha256)}</cabecera>`,
    '  <documentos>',
    ...documents.map((document) => `  ${document}`),
    '  </documentos>',
    '</indiceElectronico>',
    '',
  ].join('\n');
}

/** The labels of the PDF's header and columns, in the reader's language. */
export type IndexLabels = {
  title: string;
  header: Record<
    | 'number'
    | 'name'
    | 'subject'
    | 'series'
    | 'opened'
    | 'closed'
    | 'timeZone'
    | 'company'
    | 'hash',
    string
  >;
  columns: Record<
    'position' | 'name' | 'type' | 'created' | 'added' | 'pages' | 'format' | 'size' | 'origin',
    string
  >;
  origins: Record<1 | 2, string>;
};

/**
 * The electronic index as a landscape A4 PDF: header, then one line per document and its hash.
 * Its times read in the company's time zone, which the header names (decision 79).
 */
export async function indexPdf(
  header: IndexHeader,
  entries: IndexEntryDto[],
  labels: IndexLabels,
  reading: { timeZone: string; language: string },
): Promise<Uint8Array> {
  const { timeZone } = reading;
  const at = (instant: string) => formatDateTimeIn(instant, timeZone);
  const pdf = await PDFDocument.create();
  pdf.setTitle(printable(`${labels.title} ${header.number}`));
  pdf.setProducer('Custodia');
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const [width, height] = [842, 595];
  const margin = 36;
  let page = pdf.addPage([width, height]);
  let y = height - margin;
  const write = (text: string, x: number, size = 8, face: PDFFont = font, maxWidth = 800) => {
    let shown = printable(text);
    while (shown.length > 1 && face.widthOfTextAtSize(shown, size) > maxWidth) {
      shown = `${shown.slice(0, -2)}…`;
    }
    page.drawText(shown, { x, y, size, font: face });
  };
  write(`${labels.title}: ${header.number}`, margin, 14, bold);
  y -= 22;
  const facts: [string, string | null][] = [
    [labels.header.name, header.name],
    [labels.header.subject, header.subject],
    [labels.header.series, header.series],
    [labels.header.opened, formatDay(header.opened_on)],
    [labels.header.closed, header.closed_at && at(header.closed_at)],
    [labels.header.timeZone, timeZoneNamed(timeZone, reading.language)],
    [labels.header.company, header.company],
    [labels.header.hash, header.index_sha256],
  ];
  for (const [label, value] of facts) {
    write(`${label}: ${value ?? '-'}`, margin, 9);
    y -= 13;
  }
  const columns: [keyof IndexLabels['columns'], number, number][] = [
    ['position', 0, 30],
    ['name', 30, 190],
    ['type', 220, 110],
    ['created', 330, 90],
    ['added', 420, 90],
    ['pages', 510, 50],
    ['format', 560, 120],
    ['size', 680, 50],
    ['origin', 730, 60],
  ];
  const headings = () => {
    y -= 8;
    for (const [key, x, room] of columns) write(labels.columns[key], margin + x, 8, bold, room);
    y -= 12;
  };
  headings();
  for (const entry of entries) {
    if (y < margin + 24) {
      page = pdf.addPage([width, height]);
      y = height - margin;
      headings();
    }
    const cells: Record<keyof IndexLabels['columns'], string> = {
      position: String(entry.position),
      name: entry.name,
      type: entry.documentary_type ?? '-',
      created: at(entry.created_at),
      added: at(entry.added_at),
      pages: `${entry.first_page}-${entry.last_page}`,
      format: entry.format,
      size: String(entry.size),
      origin: labels.origins[entry.origin],
    };
    for (const [key, x, room] of columns) write(cells[key], margin + x, 8, font, room - 4);
    y -= 10;
    write(`SHA-256 ${entry.sha256}`, margin + 30, 7, font);
    y -= 13;
  }
  return pdf.save();
}
