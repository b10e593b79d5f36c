import { signingLinkJob } from './builtin-provider.ts';
import { expireSignatureRequestJob, remindSignatoriesJob } from './signatures.jobs.ts';

/** The feature's background jobs: a signer's link mailed, a request's reminder and expiry. */
export const signaturesJobs = [signingLinkJob, remindSignatoriesJob, expireSignatureRequestJob];
