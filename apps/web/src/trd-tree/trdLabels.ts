import {
  type MessageKey,
  TrdAccessClass,
  type TrdDisposition,
  type TrdLevel,
  type TrdLevelName,
  TrdSupport,
  trdLevelName,
} from '@custodia/contracts';
import type { TFunction } from 'i18next';

const levelLabels: Record<TrdLevelName, MessageKey> = {
  fund: 'trd.level.fund',
  section: 'trd.level.section',
  subsection: 'trd.level.subsection',
  series: 'trd.level.series',
  subseries: 'trd.level.subseries',
  expedient: 'trd.level.expedient',
  subdivision: 'trd.level.subdivision',
  directory: 'trd.level.directory',
  subdirectory: 'trd.level.subdirectory',
};

export const levelLabel = (level: TrdLevel): MessageKey => levelLabels[trdLevelName(level)];

/** The tree shows every node as `code-name (level name)` (spec §3). */
export function nodeLabel(
  t: TFunction,
  node: { code: string; name: string; level: TrdLevel },
): string {
  return `${node.code}-${node.name} (${t(levelLabel(node.level))})`;
}

export const dispositionLabels: Record<TrdDisposition, MessageKey> = {
  conservation: 'trd.disposition.conservation',
  elimination: 'trd.disposition.elimination',
  selection: 'trd.disposition.selection',
  digitization: 'trd.disposition.digitization',
};

export const supportLabels: Record<number, MessageKey> = {
  [TrdSupport.physical]: 'trd.support.physical',
  [TrdSupport.electronic]: 'trd.support.electronic',
  [TrdSupport.hybrid]: 'trd.support.hybrid',
};

export const accessClassLabels: Record<number, MessageKey> = {
  [TrdAccessClass.public]: 'trd.access.public',
  [TrdAccessClass.classified]: 'trd.access.classified',
  [TrdAccessClass.reserved]: 'trd.access.reserved',
};

export const statusLabels: Record<number, MessageKey> = {
  1: 'trd.status.active',
  2: 'trd.status.inactive',
};
