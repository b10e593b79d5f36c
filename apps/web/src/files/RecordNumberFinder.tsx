import { SearchOutlined } from '@ant-design/icons';
import { errorCatalogue, type RecordDto, RecordNumberInput, recordsApi } from '@custodia/contracts';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Flex, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../platform/api.ts';
import { ApiError } from '../platform/http.ts';
import { useSchemaForm } from '../platform/useSchemaForm.ts';

/** Spec §2 /record/list/record: a record by its number; 30040 is said on the screen. */
function useRecordByNumber() {
  return useMutation({
    mutationFn: (number: string) =>
      call(
        recordsApi.byNumber,
        { params: { number } },
        { handledCodes: [errorCatalogue.recordNotFound.code] },
      ),
  });
}

/**
 * A record found by its filing number (digits and hyphens only) among those the person may read:
 * spec §2 `/record/list/record`, and wherever a screen needs a record named by its number.
 */
export function RecordNumberFinder({ onFound }: { onFound(record: RecordDto): void }) {
  const { t } = useTranslation();
  const find = useRecordByNumber();
  const { formProps, validate } = useSchemaForm(RecordNumberInput);
  const [missing, setMissing] = useState<string | null>(null);

  function submit(values: unknown): void {
    setMissing(null);
    const input = validate(values);
    if (!input) return;
    find
      .mutateAsync(input.number)
      .then(onFound)
      .catch((error) => {
        if (error instanceof ApiError && error.code === errorCatalogue.recordNotFound.code) {
          setMissing(input.number);
        }
      });
  }

  return (
    <>
      <Form {...formProps} layout="vertical" onFinish={submit} data-testid="record-by-number">
        <Flex gap={8} align="flex-start" wrap>
          <Form.Item name="number" label={t('records.fields.number')} style={{ minWidth: 240 }}>
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
    </>
  );
}
