import type { SealCertificateDto } from '@custodia/contracts';
import forge from 'node-forge';
import { recordAudit } from '../platform/audit.ts';
import { auditActorOf } from '../platform/auth.ts';
import { AppError } from '../platform/errors.ts';
import { installationKey, seal, unseal } from '../platform/secrets.ts';
import type { Doer, Work } from '../platform/work.ts';
import * as repo from './integrations.repo.ts';

/** A PKCS#12 holds a key and a certificate chain: a few kilobytes; anything larger is not one. */
export const SEAL_CERTIFICATE_MAX_BYTES = 64 * 1024;

const toDto = (row: repo.SealCertificateRow | undefined): SealCertificateDto => ({
  certificate: row
    ? {
        subject: row.subject,
        not_after: new Date(row.not_after).toISOString(),
        uploaded_at: new Date(row.uploaded_at).toISOString(),
      }
    : null,
});

/**
 * The certificate a PKCS#12 holds with its private key, opened with the passphrase: refused when
 * it does not open, holds no key or no certificate (40034), or is not valid today (40035).
 */
function openedCertificate(p12: Buffer, passphrase: string): forge.pki.Certificate {
  const { oids } = forge.pki;
  let store: forge.pkcs12.Pkcs12Pfx;
  try {
    store = forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(p12.toString('binary')), passphrase);
  } catch {
    throw new AppError('sealCertificateUnreadable');
  }
  const bags = (type: string) => store.getBags({ bagType: type })[type] ?? [];
  const hasKey = [...bags(oids.pkcs8ShroudedKeyBag as string), ...bags(oids.keyBag as string)].some(
    (bag) => bag.key,
  );
  const certificate = bags(oids.certBag as string).find((bag) => bag.cert)?.cert;
  if (!hasKey || !certificate) throw new AppError('sealCertificateUnreadable');
  const now = Date.now();
  if (
    certificate.validity.notAfter.getTime() <= now ||
    certificate.validity.notBefore.getTime() > now
  ) {
    throw new AppError('sealCertificateExpired');
  }
  return certificate;
}

/** The holder as people read it: its common name, or else its organization. */
const holderOf = (certificate: forge.pki.Certificate) =>
  String(
    certificate.subject.getField('CN')?.value ?? certificate.subject.getField('O')?.value ?? '',
  ).slice(0, 200);

export async function getSealCertificate(work: Work): Promise<SealCertificateDto> {
  return toDto(await repo.findSealCertificate(work.tx, work.tenantId));
}

/**
 * Keeps the company's seal certificate (decision 76's next step) once it opens with its
 * passphrase; both are sealed under the installation's key as the portal key is (decision 73),
 * never answered, logged or audited: the audit entry names the holder and the end of validity.
 */
export async function setSealCertificate(
  work: Work,
  upload: () => Promise<{ p12: Buffer; passphrase: string }>,
): Promise<SealCertificateDto> {
  const { tx, tenantId, actor } = work;
  const { p12, passphrase } = await upload();
  const certificate = openedCertificate(p12, passphrase);
  const key = installationKey(work.platform.config);
  const row = await repo.keepSealCertificate(tx, tenantId, {
    p12_sealed: seal(key, p12.toString('base64')),
    passphrase_sealed: seal(key, passphrase),
    subject: holderOf(certificate),
    not_after: certificate.validity.notAfter,
    uploaded_by: actor.userId,
  });
  await recordAudit(tx, auditActorOf(actor), {
    module: 'integrations',
    action: 'seal_certificate',
    entityType: 'integration',
    entityId: tenantId,
    changes: { subject: row.subject, date: certificate.validity.notAfter.toISOString() },
  });
  return toDto(row);
}

/**
 * The company's seal certificate and passphrase, unsealed, for the signatures feature's seal;
 * undefined when it has none (the installation's seals then).
 */
export async function companySealOf(
  work: Work<Doer>,
): Promise<{ p12: Buffer; passphrase: string } | undefined> {
  const row = await repo.findSealCertificate(work.tx, work.tenantId);
  if (!row) return undefined;
  const key = installationKey(work.platform.config);
  return {
    p12: Buffer.from(unseal(key, row.p12_sealed), 'base64'),
    passphrase: unseal(key, row.passphrase_sealed),
  };
}
