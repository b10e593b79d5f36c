import { Button, Popconfirm, Tooltip } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';

type Props = {
  /** What the button does, as tooltip, accessible name and confirm button text. */
  label: string;
  /** The question asked before doing it. */
  question: string;
  icon: ReactNode;
  /** For actions that lose something (delete, remove, switch off). */
  danger?: boolean;
  loading?: boolean;
  /** The button's test id; its confirm button gets `<testId>-confirm`. */
  testId: string;
  onConfirm(): void;
};

/**
 * A row's icon button whose action asks first. The question is dropped from the page once
 * closed, so a screen holds at most one confirm button at a time.
 */
export function ConfirmedAction({
  label,
  question,
  icon,
  danger = false,
  loading = false,
  testId,
  onConfirm,
}: Props) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const [hovered, setHovered] = useState(false);
  return (
    <Popconfirm
      title={question}
      okText={label}
      cancelText={t('common.cancel')}
      okButtonProps={{ danger, 'data-testid': `${testId}-confirm` }}
      destroyOnHidden
      onOpenChange={setAsking}
      onConfirm={onConfirm}
    >
      {/* The tooltip would cover the question's buttons, so it hides while the question shows. */}
      <Tooltip title={label} open={hovered && !asking} onOpenChange={setHovered}>
        <Button
          type="text"
          danger={danger}
          icon={icon}
          loading={loading}
          aria-label={label}
          data-testid={testId}
        />
      </Tooltip>
    </Popconfirm>
  );
}
