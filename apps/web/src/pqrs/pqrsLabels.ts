import type { AnswerChannel, MessageKey, PqrsAnswerDto, PqrsState } from '@custodia/contracts';

/** A PQRS's states as the office reads them. */
export const pqrsStateLabels: Record<PqrsState, MessageKey> = {
  received: 'pqrs.state.received',
  incomplete: 'pqrs.state.incomplete',
  answered: 'pqrs.state.answered',
  withdrawn: 'pqrs.state.withdrawn',
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
