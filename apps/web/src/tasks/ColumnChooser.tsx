import { SettingOutlined } from '@ant-design/icons';
import { Button, Checkbox, Popover, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';

/** Which of the box's columns show: the filing number always does, the rest as the person likes. */
export function ColumnChooser<T>(props: {
  columns: TableColumnsType<T>;
  hidden: string[];
  onChange: (hidden: string[]) => void;
}) {
  const { t } = useTranslation();
  const choosable = props.columns.filter((column) => column.key !== 'number');
  const keys = choosable.map((column) => String(column.key));
  return (
    <Popover
      trigger="click"
      content={
        <Checkbox.Group
          style={{ display: 'flex', flexDirection: 'column', gap: 4 }}
          value={keys.filter((key) => !props.hidden.includes(key))}
          options={choosable.map((column) => ({
            value: String(column.key),
            label: column.title as string,
          }))}
          onChange={(shown) => props.onChange(keys.filter((key) => !shown.includes(key)))}
          data-testid="task-box-columns"
        />
      }
    >
      <Button icon={<SettingOutlined />} data-testid="task-box-columns-open">
        {t('tasks.box.columns')}
      </Button>
    </Popover>
  );
}
