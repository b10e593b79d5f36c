import { selfSignedP12 } from '../src/signatures/sealing.ts';

const DAY = 24 * 3600 * 1000;

/**
 * A company's PKCS#12, as a certification authority would issue it: valid from yesterday for a
 * year unless told, with its key unless told.
 */
export function companyP12(
  commonName: string,
  passphrase: string,
  validity = { from: Date.now() - DAY, to: Date.now() + 365 * DAY },
  withKey = true,
): Buffer {
  return selfSignedP12({
    commonName,
    organizationName: 'Sello SAS',
    validity: { from: new Date(validity.from), to: new Date(validity.to) },
    passphrase,
    withKey,
  });
}
