import { SearchOutlined } from '@ant-design/icons';
import { errorCatalogue, RecordNumberInput } from '@custodia/contracts';
import { Alert, Button, Card, Flex, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { generatePath, useNavigate } from 'react-router';
import { paths } from '../app/paths.ts';
import { ApiError } from '../platform/http.ts';
import { useSchemaForm } from '../platform/useSchemaForm.ts';
import { useRecordByNumber } from './useRecords.ts';

/**
 * Spec §2 `/record/list/record`: a record found by its filing number (digits and hyphens only)
 * among those the person may read, and opened.
 */
export default function RecordByNumberPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const find = useRecordByNumber();
  const { formProps, validate } = useSchemaForm(RecordNumberInput);
  const [missing, setMissing] = useState<string | null>(null);

  function submit(values: unknown): void {
    setMissing(null);
    const input = validate(values);
    if (!input) return;
    find
      .mutateAsync(input.number)
      .then((record) =>
        navigate(generatePath(paths.recordDetails, { recordId: record.id, id: record.form_id })),
      )
      .catch((error) => {
        if (error instanceof ApiError && error.code === errorCatalogue.recordNotFound.code) {
          setMissing(input.number);
        }
      });
  }

  return (
    <Card>
      <Form {...formProps} layout="vertical" onFinish={submit} data-testid="record-by-number">
        <Flex gap={8} align="flex-start" wrap>
          <Form.Item name="number" label={t('records.fields.number')} style={{ minWidth: 280 }}>
            <Input inputMode="numeric" placeholder="1-20210512-0001" data-testid="record-number" />
          </Form.Item>
          <Button
            type="primary"
            htmlType="submit"
            icon={<SearchOutlined />}
            loading={find.isPending}
            style={{ marginTop: 30 }}
            data-testid="record-number-find"
          >
            {t('records.byNumber.submit')}
          </Button>
        </Flex>
      </Form>
      {missing && (
        <Alert type="info" showIcon title={t('records.byNumber.notFound', { number: missing })} />
      )}
    </Card>
  );
}
