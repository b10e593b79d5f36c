import type {
  AnswerChannel,
  MessageKey,
  PqrsAnswerDto,
  PqrsMessageKind,
  PqrsState,
} from '@custodia/contracts';

/** A PQRS's states as the office reads them. */
export const pqrsStateLabels: Record<PqrsState, MessageKey> = {
  received: 'pqrs.state.received',
  incomplete: 'pqrs.state.incomplete',
  answered: 'pqrs.state.answered',
  withdrawn: 'pqrs.state.withdrawn',
  remitted: 'pqrs.state.remitted',
};

/** What the company and the petitioner said to each other, as the office reads it. */
export const pqrsMessageLabels: Record<PqrsMessageKind, MessageKey> = {
  extension: 'pqrs.record.kind.extension',
  completion_request: 'pqrs.record.kind.completion_request',
  completion: 'pqrs.record.kind.completion',
  withdrawal: 'pqrs.record.kind.withdrawal',
  tacit_withdrawal: 'pqrs.record.kind.tacit_withdrawal',
  addition: 'pqrs.record.kind.addition',
  remission: 'pqrs.record.kind.remission',
};

/** The ways an answer goes out. */
export const answerChannelLabels: Record<AnswerChannel, MessageKey> = {
  email: 'pqrsAnswers.channel.email',
  tracking: 'pqrsAnswers.channel.tracking',
  physical: 'pqrsAnswers.channel.physical',
};

/** How the answer's PDF was signed. */
export const answerSignedLabels: Record<NonNullable<PqrsAnswerDto['signed']>, MessageKey> = {
  seal: 'pqrsAnswers.signed.seal',
  signature: 'pqrsAnswers.signed.signature',
};
