import { TrdPermission } from '@custodia/contracts';
import { Button, Checkbox, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { VisibleLevelPicker } from '../trd-tree/index.ts';
import { trdPermissionLabels } from './roleLabels.ts';
import { type Staged, useStageLevel } from './useStageLevel.ts';

/** Picks a level and its permissions, and adds them to the list still to be saved. */
export function StageLevel({
  staged,
  onStage,
}: {
  staged: Staged[];
  onStage: (entry: Staged) => void;
}) {
  const { t } = useTranslation();
  const { picked, setPicked, chosen, setChosen, problem, stage } = useStageLevel(staged, onStage);
  return (
    <Form layout="vertical" name="stageTrdLevel" onFinish={stage}>
      <Form.Item label={t('trdGrants.level')} required>
        {/* A role is granted only what its configurer can reach: a path-only level is not picked. */}
        <VisibleLevelPicker
          value={picked}
          onPick={setPicked}
          selectable={(node) => !node.path_only}
          placeholder={t('trdGrants.pickLevel')}
          label={t('trdGrants.level')}
          testId="trd-grant-level"
        />
      </Form.Item>
      <Form.Item
        label={t('trdGrants.permissions')}
        required
        validateStatus={problem ? 'error' : undefined}
        help={problem ?? undefined}
      >
        <Checkbox.Group
          value={chosen}
          onChange={(values) => setChosen(values as TrdPermission[])}
          options={TrdPermission.options.map((permission) => ({
            value: permission,
            label: t(trdPermissionLabels[permission]),
          }))}
          data-testid="trd-grant-permissions"
        />
      </Form.Item>
      <Button htmlType="submit" data-testid="trd-grant-stage">
        {t('trdGrants.stage')}
      </Button>
    </Form>
  );
}
