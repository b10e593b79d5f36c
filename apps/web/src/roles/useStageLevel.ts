import type { LevelPermissionEntry, TrdPermission } from '@custodia/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type PickedLevel, useLevelLabel } from '../trd-tree/index.ts';

/** A staged entry with the label the list shows. */
export type Staged = LevelPermissionEntry & { label: string };

/**
 * The level picked and the permissions ticked; staging checks them against what is already
 * staged, names the problem, and starts again empty once the entry is on the list.
 */
export function useStageLevel(staged: Staged[], onStage: (entry: Staged) => void) {
  const { t } = useTranslation();
  const label = useLevelLabel();
  const [picked, setPicked] = useState<PickedLevel>();
  const [chosen, setChosen] = useState<TrdPermission[]>([]);
  const [problem, setProblem] = useState<string | null>(null);

  /** Why the picked level cannot be staged yet, or null when it can. */
  function problemOf(node: PickedLevel | undefined): string | null {
    if (!node) return t('trdGrants.pickLevel');
    if (chosen.length === 0) return t('temporalPermissionLevelValidation1');
    if (staged.some((entry) => entry.level_uuid === node.id)) {
      return t('errors.10064', { level: label(node) });
    }
    return null;
  }

  function stage(): void {
    const found = problemOf(picked);
    setProblem(found);
    if (found || !picked) return;
    onStage({
      level_uuid: picked.id,
      level: picked.level,
      background_uuid: picked.fund,
      permissions: chosen,
      label: label(picked),
    });
    setPicked(undefined);
    setChosen([]);
  }

  return { picked, setPicked, chosen, setChosen, problem, stage };
}
