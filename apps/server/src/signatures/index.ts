import { signingLinkJob } from './builtin-provider.ts';

/** The feature's background jobs: a signer's link mailed. */
export const signaturesJobs = [signingLinkJob];
