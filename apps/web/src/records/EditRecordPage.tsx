import { fileRecordSchema, type RecordDetailDto } from '@custodia/contracts';
import { App, Card, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { generatePath, useNavigate, useParams } from 'react-router';
import { type FilingTyped, fromRecord, RecordDataItems, toFilingInput } from '../forms/index.ts';
import { BackLink } from '../platform/BackLink.tsx';
import { Loaded } from '../platform/Loaded.tsx';
import { paths } from '../platform/paths.ts';
import { SubmitButton } from '../platform/SubmitButton.tsx';
import { useSchemaForm } from '../platform/useSchemaForm.ts';
import { useEditRecord, useRecord } from './useRecords.ts';

/**
 * Where the person goes back to: the filtered list they opened the record from (its `:query`),
 * else the record's detail.
 */
function useWayBack(): string {
  const { id = '', recordId = '', query } = useParams();
  return query
    ? generatePath(paths.recordFilters, { id, query })
    : generatePath(paths.recordDetails, { id, recordId });
}

function EditForm({ record }: { record: RecordDetailDto }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const wayBack = useWayBack();
  const edit = useEditRecord(record.form_id, record.id);
  const { fields } = record;
  // The filing schema, told what the record keeps: a date it holds may have become past.
  const { formProps, validate, showServerErrors } = useSchemaForm({
    safeParse: (values: unknown) =>
      fileRecordSchema(fields, { kept: record.values }).safeParse(values),
  });

  function submit(values: FilingTyped): void {
    const input = validate(toFilingInput(fields, values));
    if (!input) return;
    edit
      .mutateAsync(input)
      .then(() => {
        message.success(t('records.edit.done', { number: record.number }));
        navigate(wayBack);
      })
      .catch((error) => showServerErrors(error));
  }

  return (
    <Form
      {...formProps}
      layout="vertical"
      initialValues={fromRecord(record, fields)}
      onFinish={submit}
      style={{ maxWidth: 720 }}
      data-testid="record-edit-form"
    >
      <RecordDataItems fields={fields} shown={record.shown_values} />
      <SubmitButton busy={edit.isPending} testId="record-edit-submit">
        {t('common.save')}
      </SubmitButton>
    </Form>
  );
}

/**
 * `/record/edit/:id/:recordId[/:query]` (spec §2): the record's data and values in the filing
 * form, checked as filing checks them; its number and filing date are not offered.
 */
export default function EditRecordPage() {
  const { t } = useTranslation();
  const { id = '', recordId = '' } = useParams();
  const back = <BackLink to={useWayBack()} label="records.edit.back" testId="record-edit-back" />;
  return (
    <Loaded query={useRecord(id, recordId, 'edit')} missing="records.edit.missing" back={back}>
      {(record) => (
        <Card title={t('records.edit.title', { number: record.number })} extra={back}>
          <EditForm record={record} />
        </Card>
      )}
    </Loaded>
  );
}
