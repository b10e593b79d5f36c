import { z } from 'zod';
import { AcceptedDto } from './common-schemas.ts';
import { abilitiesSchema, endpoint } from './endpoint.ts';
import { PageQuery, paged } from './paging.ts';

/**
 * The kinds of job a company's work queues, as their features name them: the jobs screen labels
 * each (a server test fails when a company job is missing here). A job of no company's (a
 * password reset's request) never shows on a company's screen.
 */
export const backgroundJobKinds = [
  'mail',
  'extractFileText',
  'purgeTrashedFile',
  'exportRecords',
  'expireExport',
  'deadlineNotice',
  'deliverWebhook',
  'sendSigningLink',
  'remindSignatories',
  'expireSignatureRequest',
  'cancelAtSignatureProvider',
  'pqrsTacitWithdrawal',
  'pqrsLegalNotice',
  'pqrsAnswerMail',
  'pollMailbox',
  'purgeCaptureItem',
  'readScan',
] as const;
export type BackgroundJobKind = (typeof backgroundJobKinds)[number];

/** A job is named by its serial number; 18 digits stay below the column's largest value. */
export const BackgroundJobParams = z.object({
  id: z.string().regex(/^[1-9]\d{0,17}$/, { error: 'validation.invalid' }),
});

/**
 * A job that used up its attempts and was kept as failed. Never its payload: that may hold a
 * single-use link or a person's address.
 */
export const FailedJobDto = z.object({
  id: z.string(),
  /** One of `backgroundJobKinds`; a kind this release does not know shows as written. */
  kind: z.string(),
  created_at: z.string(),
  failed_at: z.string(),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  abilities: abilitiesSchema('backgroundJob'),
});
export type FailedJobDto = z.infer<typeof FailedJobDto>;

const tag = 'background-jobs';

export const backgroundJobsApi = {
  /** The company's failed jobs, the latest failure first. */
  failed: endpoint({
    method: 'GET',
    path: '/background-jobs/failed/',
    tag,
    query: PageQuery,
    status: 200,
    response: paged(FailedJobDto),
    access: { action: 'backgroundJob.list' },
  }),
  /** Makes a failed job due again, from its first attempt; the runner takes it at once. */
  retry: endpoint({
    method: 'POST',
    path: '/background-jobs/:id/retry/',
    tag,
    params: BackgroundJobParams,
    status: 202,
    response: AcceptedDto,
    access: { action: 'backgroundJob.list' },
  }),
};
