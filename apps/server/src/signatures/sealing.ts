import { createHash, generateKeyPairSync, randomBytes } from 'node:crypto';
import { formatDateTimeIn, IdentityDocument, timeZoneNamed, translate } from '@custodia/contracts';
import { pdflibAddPlaceholder } from '@signpdf/placeholder-pdf-lib';
import { P12Signer } from '@signpdf/signer-p12';
import { SignPdf } from '@signpdf/signpdf';
import forge from 'node-forge';
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import QRCode from 'qrcode';
import { companyName } from '../company/index.ts';
import { fileToSign } from '../files/index.ts';
import { companySealOf } from '../integrations/index.ts';
import { found } from '../platform/errors.ts';
import type { Doer, Work } from '../platform/work.ts';
import type { SignedDocument } from './provider.ts';
import { maskedEmail, maskedPhone, requestedDataOf } from './signatures.present.ts';
import * as repo from './signatures.repo.ts';

const DAY_MS = 24 * 3600 * 1000;

/**
 * An RSA key and a self-signed certificate for it, wrapped as PKCS#12 (3DES, which every reader
 * opens): the installation's seal, and the certificates the tests upload as companies'. The key
 * is made by Node's native crypto (forge's own takes seconds). `withKey: false` leaves the key
 * out, as a wrong upload would.
 */
export function selfSignedP12(options: {
  commonName: string;
  organizationName: string;
  validity: { from: Date; to: Date };
  passphrase: string;
  withKey?: boolean;
}): Buffer {
  const pair = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs1', format: 'pem' },
  });
  const key = forge.pki.privateKeyFromPem(pair.privateKey);
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(pair.publicKey);
  cert.serialNumber = `01${randomBytes(8).toString('hex')}`;
  cert.validity.notBefore = options.validity.from;
  cert.validity.notAfter = options.validity.to;
  const names = [
    { name: 'commonName', value: options.commonName },
    { name: 'organizationName', value: options.organizationName },
  ];
  cert.setSubject(names);
  cert.setIssuer(names);
  cert.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true },
  ]);
  cert.sign(key, forge.md.sha256.create());
  const p12 = forge.pkcs12.toPkcs12Asn1(
    options.withKey === false ? null : key,
    [cert],
    options.passphrase,
    { algorithm: '3des' },
  );
  return Buffer.from(forge.asn1.toDer(p12).getBytes(), 'binary');
}

/**
 * The installation's seal (issue 33 point 3): made at first use, for ten years, and kept in the
 * database, so every API process seals with the same one. ASCII names only: issuer names with
 * accents sign invalidly (forge#847, STACK.md).
 */
function newInstallationSeal(): Buffer {
  return selfSignedP12({
    commonName: 'Custodia installation seal',
    organizationName: 'Custodia',
    validity: { from: new Date(), to: new Date(Date.now() + 10 * 365 * DAY_MS) },
    passphrase: '',
  });
}

/** The company's own certificate when it uploaded one (decision 76), the installation's otherwise. */
async function sealOf(work: Work<Doer>): Promise<P12Signer> {
  const company = await companySealOf(work);
  if (company) return new P12Signer(company.p12, { passphrase: company.passphrase });
  return new P12Signer(
    (await repo.installationSeal(work.tx)) ??
      (await repo.keepInstallationSeal(work.tx, newInstallationSeal())),
  );
}

/** Helvetica writes WinAnsi only: anything else a person typed is shown as `?`. */
const printable = (text: string) => text.replace(/[^\u0020-\u007e\u00a0-\u00ff]/g, '?');

const documentNames: Record<number, string> = {
  [IdentityDocument.citizenId]: 'CC',
  [IdentityDocument.passport]: 'PA',
  [IdentityDocument.idCard]: 'TI',
  [IdentityDocument.foreignerId]: 'CE',
  [IdentityDocument.uniquePersonalId]: 'NUIP',
  [IdentityDocument.specialStayPermit]: 'PEP',
};

/** The verification page's address, printed as a QR code on the evidence page. */
export const verificationUrl = (publicUrl: string, requestId: string) =>
  `${publicUrl}/verify/${requestId}`;

async function drawGraphic(
  pdf: PDFDocument,
  page: PDFPage,
  font: PDFFont,
  signatory: repo.SignatoryRow,
  box: { x: number; y: number; width: number; height: number },
) {
  if (signatory.graphic_kind === 'drawn' && signatory.graphic) {
    const png = await pdf.embedPng(Buffer.from(signatory.graphic.split(',')[1] ?? '', 'base64'));
    const scale = Math.min(box.width / png.width, (box.height - 12) / png.height, 1);
    page.drawImage(png, {
      x: box.x,
      y: box.y + 12,
      width: png.width * scale,
      height: png.height * scale,
    });
  } else if (signatory.graphic_kind === 'typed' && signatory.graphic) {
    page.drawText(printable(signatory.graphic), { x: box.x, y: box.y + 20, size: 16, font });
  }
  page.drawLine({
    start: { x: box.x, y: box.y + 10 },
    end: { x: box.x + box.width, y: box.y + 10 },
    thickness: 0.5,
    color: rgb(0.3, 0.3, 0.3),
  });
  page.drawText(printable(signatory.full_name).slice(0, 40), { x: box.x, y: box.y, size: 7 });
}

/**
 * The signed PDF (issue 33 point 3): the original with each graphic signature at the foot of its
 * last page, an evidence page, and a PAdES seal (ETSI.CAdES.detached) over all of it. The result's
 * own hash cannot be printed inside it: the request keeps it, and the verification page shows it.
 */
export async function sealedDocument(
  work: Work<Doer>,
  request: repo.RequestRow,
  signatories: readonly repo.SignatoryRow[],
): Promise<SignedDocument> {
  const { language } = work;
  const t = (key: Parameters<typeof translate>[1], params = {}) =>
    printable(translate(language, key, params));
  const source = found(await fileToSign(work, request.file_id), 'fileNotFound');
  const original = await source.bytes();
  const pdf = await PDFDocument.load(original);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const script = await pdf.embedFont(StandardFonts.HelveticaOblique);
  if (request.graphic) {
    const last = pdf.getPage(pdf.getPageCount() - 1);
    const width = (last.getWidth() - 60) / Math.min(signatories.length, 5);
    for (const [index, signatory] of signatories.entries()) {
      const row = Math.floor(index / 5);
      await drawGraphic(pdf, last, script, signatory, {
        x: 30 + (index % 5) * width,
        y: 30 + row * 60,
        width: width - 10,
        height: 50,
      });
    }
  }
  let page = pdf.addPage([595, 842]);
  let y = 800;
  /** A new page when what comes next would not fit above the QR code's corner. */
  const room = (height: number) => {
    if (y - height >= 170) return;
    page = pdf.addPage([595, 842]);
    y = 800;
  };
  const line = (text: string, options: { size?: number; bold?: boolean; indent?: number } = {}) => {
    page.drawText(printable(text).slice(0, 110), {
      x: 40 + (options.indent ?? 0),
      y,
      size: options.size ?? 9,
      font: options.bold ? bold : font,
    });
    y -= (options.size ?? 9) + 5;
  };
  const company = await companyName(work);
  // Every time the page prints is read in the company's zone, which it names once (decision 79).
  const timeZone = await repo.companyTimeZone(work.tx, work.tenantId);
  const when = (date: Date | null) => (date ? formatDateTimeIn(date, timeZone) : '-');
  line(t('signatures.evidence.title'), { size: 15, bold: true });
  line(company, { size: 10 });
  line(t('time.zoneNamed', { zone: timeZoneNamed(timeZone, language) }));
  y -= 6;
  line(`${t('signatures.evidence.request')}: ${request.id}`);
  line(`${t('signatures.evidence.document')}: ${request.file_name} (${request.file_id})`);
  line(`${t('signatures.evidence.record')}: ${request.record_number}`);
  line(`${t('signatures.evidence.description')}: ${request.description}`);
  line(`${t('signatures.evidence.originalHash')}: ${request.original_sha256}`);
  line(t('signatures.evidence.resultHash'));
  y -= 6;
  for (const signatory of signatories) {
    room(signatory.corrected_at ? 165 : 150);
    const top = y;
    line(
      `${signatory.position}. ${signatory.full_name} - ${documentNames[signatory.document_type]} ${signatory.document_number}`,
      { bold: true },
    );
    const detail = (key: Parameters<typeof translate>[1], value: string) =>
      line(`${t(key)}: ${value}`, { indent: 12, size: 8 });
    const requested = requestedDataOf(signatory);
    if (requested) {
      detail(
        'signatures.evidence.corrected',
        t('signatures.evidence.correctedFrom', {
          at: when(signatory.corrected_at),
          name: requested.full_name,
          document: `${documentNames[requested.document_type]} ${requested.document_number}`,
        }),
      );
    }
    const photo = await repo.photoOf(work.tx, work.tenantId, request.id, signatory.id);
    if (photo) {
      // The photo's thumbnail at the block's right, beside the details.
      // A copy of its own: pdf-lib reads a JPEG through its whole ArrayBuffer, not a Buffer's slice.
      const image = await pdf.embedJpg(new Uint8Array(photo.jpeg));
      const scale = Math.min(70 / image.width, 90 / image.height);
      page.drawImage(image, {
        x: 595 - 40 - image.width * scale,
        y: top - image.height * scale,
        width: image.width * scale,
        height: image.height * scale,
      });
    }
    detail(
      'signatures.evidence.contact',
      `${maskedEmail(signatory.email)} · ${maskedPhone(signatory.dial_code, signatory.phone)}`,
    );
    detail('signatures.evidence.channel', t(`signatures.channel.${request.channel}`));
    detail('signatures.evidence.sent', when(signatory.sent_at));
    detail('signatures.evidence.viewed', when(signatory.viewed_at));
    detail('signatures.evidence.verified', when(signatory.code_verified_at));
    detail('signatures.evidence.signed', when(signatory.signed_at));
    detail('signatures.evidence.ip', signatory.ip ?? '-');
    detail('signatures.evidence.userAgent', (signatory.user_agent ?? '-').slice(0, 80));
    if (photo) detail('signatures.evidence.photo', signatory.photo_sha256 ?? '-');
    y -= 4;
  }
  const url = verificationUrl(work.platform.config.publicUrl, request.id);
  const qr = await pdf.embedPng(await QRCode.toBuffer(url, { type: 'png', margin: 1, width: 240 }));
  page.drawImage(qr, { x: 40, y: 40, width: 110, height: 110 });
  page.drawText(t('signatures.evidence.verify'), { x: 160, y: 120, size: 9, font: bold });
  page.drawText(url, { x: 160, y: 106, size: 8, font });
  return sealedPdf(work, pdf, { reason: t('signatures.evidence.reason'), company });
}

/**
 * A PDF sealed with the company's seal (its own certificate, or the installation's): a PAdES
 * signature (ETSI.CAdES.detached) over all of it, with the reason and the company named. Besides
 * the e-signatures' evidence, a PQRS's answer is sealed so (issue 47).
 */
export async function sealedPdf(
  work: Work<Doer>,
  pdf: PDFDocument,
  sealing: { reason: string; company: string },
): Promise<SignedDocument> {
  pdflibAddPlaceholder({
    pdfDoc: pdf,
    reason: printable(sealing.reason),
    contactInfo: '',
    name: 'Custodia',
    location: printable(sealing.company),
    signatureLength: 8192,
    subFilter: 'ETSI.CAdES.detached',
  });
  const unsigned = Buffer.from(await pdf.save({ useObjectStreams: false }));
  // The named class, as STACK.md says: the package is CommonJS, and its default export is the
  // module object under Node's own loader (the server), the instance only under Vitest's.
  const sealed = await new SignPdf().sign(unsigned, await sealOf(work));
  return { pdf: sealed, sha256: createHash('sha256').update(sealed).digest('hex') };
}
