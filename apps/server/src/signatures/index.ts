import { signingLinkJob } from './builtin-provider.ts';

/** What other features may use of signatures: the company's seal on a PDF (a PQRS's answer). */
export { sealedPdf } from './sealing.ts';

import { expireSignatureRequestJob, remindSignatoriesJob } from './signatures.jobs.ts';
import { cancelAtProviderJob } from './third-party-provider.ts';

/**
 * The feature's background jobs: a signer's link sent, a request's reminder and expiry, a third
 * party told of a request closed here.
 */
export const signaturesJobs = [
  signingLinkJob,
  remindSignatoriesJob,
  expireSignatureRequestJob,
  cancelAtProviderJob,
];
