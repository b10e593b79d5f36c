import { retentionLevels, type TrdPathDto } from '@custodia/contracts';
import { Button, Flex, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { nodeLabel } from '../trd-tree/index.ts';
import { TrdTreeView, useTrdTree } from './TrdTreeView.tsx';

type Props = {
  /** The form's path as its settings were read, to name the chosen node before any is picked. */
  initial: TrdPathDto | null;
  /** Given by Form.Item: the chosen node's id, or null for none. */
  value?: string | null;
  onChange?: (value: string | null) => void;
};

/** A form's publication path: a series or subseries picked from the tree, or none. */
export function TrdPathPicker({ initial, value, onChange }: Props) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<TrdPathDto | null>(initial);
  const [open, setOpen] = useState(false);
  const [expanded, setExpanded] = useState<string[]>([]);
  const [picked, setPicked] = useState<string>();
  const tree = useTrdTree(expanded, 'trd-path-tree', (node) =>
    retentionLevels.includes(node.level),
  );
  const shown = value ? (chosen?.id === value ? chosen : null) : null;

  function confirm() {
    const node = tree.nodeOf(picked);
    if (node) {
      setChosen(node);
      onChange?.(node.id);
    }
    setOpen(false);
  }

  return (
    <Flex gap={8} wrap align="center">
      <Typography.Text data-testid="form-form-trd-path">
        {shown ? nodeLabel(t, shown) : t('forms.trdPath.none')}
      </Typography.Text>
      <Button onClick={() => setOpen(true)} data-testid="form-form-trd-path-choose">
        {t('forms.trdPath.choose')}
      </Button>
      {value && (
        <Button onClick={() => onChange?.(null)} data-testid="form-form-trd-path-remove">
          {t('forms.trdPath.remove')}
        </Button>
      )}
      <Modal
        open={open}
        title={t('forms.trdPath.pickerTitle')}
        okText={t('forms.trdPath.choose')}
        cancelText={t('common.cancel')}
        okButtonProps={{ disabled: !picked, 'data-testid': 'trd-path-confirm' }}
        onOk={confirm}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <TrdTreeView
          tree={tree}
          expanded={expanded}
          onExpand={setExpanded}
          selected={picked}
          onSelect={setPicked}
          emptyText={t('trd.empty')}
          testId="trd-path-tree"
        />
      </Modal>
    </Flex>
  );
}
