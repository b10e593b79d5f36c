import type {
  characterisationOptions,
  MessageKey,
  PqrsMessageKind,
  PqrsState,
  petitionerDocuments,
} from '@custodia/contracts';

type Options<K extends keyof typeof characterisationOptions> = Record<
  (typeof characterisationOptions)[K][number],
  MessageKey
>;

/** The identity documents a petitioner picks from, by their registry's names. */
export const documentLabels: Record<(typeof petitionerDocuments)[number], MessageKey> = {
  CC: 'window.document.CC',
  CE: 'window.document.CE',
  TI: 'window.document.TI',
  PA: 'window.document.PA',
  NIT: 'window.document.NIT',
  PPT: 'window.document.PPT',
};

/** The optional characterisation, each question with its answers (never required). */
export const characterisationLabels: {
  [K in keyof typeof characterisationOptions]: { question: MessageKey; answers: Options<K> };
} = {
  sex: {
    question: 'window.sex',
    answers: {
      female: 'window.sex.female',
      male: 'window.sex.male',
      intersex: 'window.sex.intersex',
      undisclosed: 'window.undisclosed',
    },
  },
  ethnic_group: {
    question: 'window.ethnicGroup',
    answers: {
      none: 'window.ethnicGroup.none',
      indigenous: 'window.ethnicGroup.indigenous',
      afro: 'window.ethnicGroup.afro',
      raizal: 'window.ethnicGroup.raizal',
      palenquero: 'window.ethnicGroup.palenquero',
      rom: 'window.ethnicGroup.rom',
      undisclosed: 'window.undisclosed',
    },
  },
  disability: {
    question: 'window.disability',
    answers: {
      none: 'window.disability.none',
      physical: 'window.disability.physical',
      sensory: 'window.disability.sensory',
      intellectual: 'window.disability.intellectual',
      psychosocial: 'window.disability.psychosocial',
      multiple: 'window.disability.multiple',
      undisclosed: 'window.undisclosed',
    },
  },
  age_range: {
    question: 'window.ageRange',
    answers: {
      under_18: 'window.ageRange.under_18',
      '18_28': 'window.ageRange.18_28',
      '29_59': 'window.ageRange.29_59',
      '60_plus': 'window.ageRange.60_plus',
      undisclosed: 'window.undisclosed',
    },
  },
};

export const stateLabels: Record<PqrsState, MessageKey> = {
  received: 'tracking.state.received',
  incomplete: 'tracking.state.incomplete',
  answered: 'tracking.state.answered',
  withdrawn: 'tracking.state.withdrawn',
  remitted: 'tracking.state.remitted',
};

export const messageLabels: Record<PqrsMessageKind, MessageKey> = {
  extension: 'tracking.kind.extension',
  completion_request: 'tracking.kind.completion_request',
  completion: 'tracking.kind.completion',
  withdrawal: 'tracking.kind.withdrawal',
  tacit_withdrawal: 'tracking.kind.tacit_withdrawal',
  remission: 'tracking.kind.remission',
  addition: 'tracking.kind.addition',
};
