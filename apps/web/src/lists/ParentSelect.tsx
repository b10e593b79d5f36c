import { Select, type SelectProps } from 'antd';

/**
 * The picker of a parent (list or item): clearable, as having none is allowed, and searchable by
 * name. Form.Item hands it its value and onChange.
 */
export function ParentSelect(props: SelectProps<string>) {
  return <Select allowClear showSearch={{ optionFilterProp: 'label' }} {...props} />;
}
