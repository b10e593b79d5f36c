import {
  IdentityDocument,
  type IdentityDocumentValue,
  type MessageKey,
  SignatureChannel,
  type SignatureChannelValue,
  SignatureStatus,
  type SignatureStatusValue,
} from '@custodia/contracts';

export const signatureStatusColors: Record<SignatureStatusValue, string> = {
  [SignatureStatus.pending]: 'gold',
  [SignatureStatus.signed]: 'green',
  [SignatureStatus.voided]: 'default',
  [SignatureStatus.expired]: 'red',
};

/** Spec §3 identity document types, in their order. */
export const identityDocumentLabels: Record<IdentityDocumentValue, MessageKey> = {
  [IdentityDocument.citizenId]: 'signatures.document.1',
  [IdentityDocument.passport]: 'signatures.document.2',
  [IdentityDocument.idCard]: 'signatures.document.3',
  [IdentityDocument.foreignerId]: 'signatures.document.4',
  [IdentityDocument.uniquePersonalId]: 'signatures.document.5',
  [IdentityDocument.specialStayPermit]: 'signatures.document.6',
};

export const signatureTypeLabels: Record<1 | 2 | 3, MessageKey> = {
  1: 'signatures.type.standard',
  2: 'signatures.type.simple',
  3: 'signatures.type.advanced',
};

export const signedDocumentTypeLabels: Record<1 | 2, MessageKey> = {
  1: 'signatures.documentType.document',
  2: 'signatures.documentType.promissoryNote',
};

/** The request's yes/no choices, in the dialog's order. */
export const requestSwitchLabels = {
  ordered: 'signatures.fields.ordered',
  graphic: 'signatures.fields.graphic',
  allow_data_change: 'signatures.fields.allowDataChange',
  photo_evidence: 'signatures.fields.photoEvidence',
} as const satisfies Record<string, MessageKey>;

/** The choices a request leaves off unless its requester turns them on. */
export const requestSwitchesOff = new Set(['allow_data_change', 'photo_evidence']);

/** What the dialog asks of each signatory as free text. */
export const signatoryTextLabels = {
  full_name: 'signatures.signatory.fullName',
  email: 'signatures.signatory.email',
  document_number: 'signatures.signatory.documentNumber',
  phone: 'signatures.signatory.phone',
} as const satisfies Record<string, MessageKey>;

/** Spec §3 notification channels. */
export const signatureChannelLabels: Record<SignatureChannelValue, MessageKey> = {
  [SignatureChannel.email]: 'signatures.channel.1',
  [SignatureChannel.sms]: 'signatures.channel.2',
  [SignatureChannel.whatsapp]: 'signatures.channel.3',
  [SignatureChannel.smsAndWhatsapp]: 'signatures.channel.4',
};
