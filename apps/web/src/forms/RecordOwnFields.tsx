import { limits, supportLabels } from '@custodia/contracts';
import { DatePicker, Divider, Form, Input, Radio } from 'antd';
import type { Dayjs } from 'dayjs';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { dayFormat } from '../platform/dates.ts';
import { type OwnDatum, recordOwnData } from './recordOwnData.ts';

/** The record's own data as its form holds them, before they are checked and sent. */
export type OwnDataTyped = {
  subject?: string;
  support_type?: number;
  document_date?: Dayjs | null;
};

/**
 * The record's own data, all required (spec §5 record form), then a divider before the form's
 * fields: drawn by the filing screen and by the designer's preview of it.
 */
export function RecordOwnFields() {
  const { t } = useTranslation();
  const controls: Record<OwnDatum['name'], ReactElement> = {
    subject: <Input.TextArea rows={2} maxLength={limits.recordSubject.max} showCount />,
    support_type: (
      <Radio.Group
        options={Object.entries(supportLabels).map(([value, label]) => ({
          value: Number(value),
          label: t(label),
        }))}
      />
    ),
    document_date: <DatePicker format={dayFormat} style={{ minWidth: 200 }} />,
  };
  return (
    <>
      {recordOwnData.map((datum) => (
        <Form.Item key={datum.name} name={datum.name} label={t(datum.label)} required>
          {controls[datum.name]}
        </Form.Item>
      ))}
      <Divider />
    </>
  );
}
