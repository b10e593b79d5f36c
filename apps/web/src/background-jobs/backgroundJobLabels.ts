import type { BackgroundJobKind, MessageKey } from '@custodia/contracts';

/** Every kind of job a company queues: adding one in contracts fails here until labelled. */
export const backgroundJobKindLabels: Record<BackgroundJobKind, MessageKey> = {
  mail: 'backgroundJobs.kind.mail',
  extractFileText: 'backgroundJobs.kind.extractFileText',
  purgeTrashedFile: 'backgroundJobs.kind.purgeTrashedFile',
  exportRecords: 'backgroundJobs.kind.exportRecords',
  expireExport: 'backgroundJobs.kind.expireExport',
  deadlineNotice: 'backgroundJobs.kind.deadlineNotice',
  deliverWebhook: 'backgroundJobs.kind.deliverWebhook',
  sendSigningLink: 'backgroundJobs.kind.sendSigningLink',
  remindSignatories: 'backgroundJobs.kind.remindSignatories',
  expireSignatureRequest: 'backgroundJobs.kind.expireSignatureRequest',
  cancelAtSignatureProvider: 'backgroundJobs.kind.cancelAtSignatureProvider',
  pqrsTacitWithdrawal: 'backgroundJobs.kind.pqrsTacitWithdrawal',
  pqrsLegalNotice: 'backgroundJobs.kind.pqrsLegalNotice',
  pqrsAnswerMail: 'backgroundJobs.kind.pqrsAnswerMail',
  pollMailbox: 'backgroundJobs.kind.pollMailbox',
  purgeCaptureItem: 'backgroundJobs.kind.purgeCaptureItem',
  readScan: 'backgroundJobs.kind.readScan',
};

/** A kind a newer server queues and this release does not know shows as the server names it. */
export function backgroundJobKindText(kind: string, t: (key: MessageKey) => string): string {
  const label = (backgroundJobKindLabels as Record<string, MessageKey | undefined>)[kind];
  return label ? t(label) : kind;
}
