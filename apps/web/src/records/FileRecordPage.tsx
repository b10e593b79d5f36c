import {
  type FieldDefinitionDto,
  type FilingStart,
  type FormSummaryDto,
  fileRecordSchema,
  type RecordDto,
} from '@custodia/contracts';
import { Alert, Button, Card, Form, Result, Select, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { generatePath, useParams } from 'react-router';
import {
  type ChosenFile,
  choiceIsValid,
  FileChooser,
  UploadRefusal,
  useUploadFiles,
  useUploadLimits,
} from '../files/index.ts';
import { type FilingTyped, RecordDataItems, toFilingInput, useFieldList } from '../forms/index.ts';
import { BackLink } from '../platform/BackLink.tsx';
import { LinkButton } from '../platform/LinkButton.tsx';
import { Loaded } from '../platform/Loaded.tsx';
import { Loading } from '../platform/Loading.tsx';
import { paths } from '../platform/paths.ts';
import { SubmitButton } from '../platform/SubmitButton.tsx';
import { useSchemaForm } from '../platform/useSchemaForm.ts';
import { PrintStickerButton } from '../stickers/index.ts';
import { useFileRecord, useFilingWorkflows, useFormsToFile } from './useRecords.ts';

const backToForms = (
  <BackLink to={paths.recordForms} label="records.back" testId="back-to-forms-to-file" />
);

/**
 * The files chosen while filing (spec §5: the record form asks for its files too), sent once the
 * record has its number; a refusal leaves the record filed and says which files to attach again.
 */
function useFilingFiles() {
  const { t } = useTranslation();
  const rules = useUploadLimits();
  const upload = useUploadFiles('filing');
  const [chosen, setChosen] = useState<ChosenFile[]>([]);
  const [checked, setChecked] = useState(false);
  return {
    upload,
    /** Whether the chosen files may be sent; their problems show from now on. */
    ready(): boolean {
      setChecked(true);
      return chosen.length === 0 || (rules.data !== undefined && choiceIsValid(chosen, rules.data));
    },
    async attachTo(record: RecordDto): Promise<void> {
      if (chosen.length > 0) await upload.mutateAsync({ record, files: chosen });
    },
    reset(): void {
      setChosen([]);
      setChecked(false);
      upload.reset();
    },
    chooser: rules.data && (
      <Form.Item label={t('files.filing.label')}>
        <FileChooser rules={rules.data} value={chosen} onChange={setChosen} checked={checked} />
      </Form.Item>
    ),
  };
}

/**
 * Which workflow filing starts, when the form's workflow starts with its filing (spec §3
 * mandatory start): said when there is one, asked when there are several.
 */
function FilingWorkflow({ formId }: { formId: string }) {
  const { t } = useTranslation();
  const workflows = useFilingWorkflows(formId).data ?? [];
  const [only] = workflows;
  if (workflows.length === 1 && only) {
    return (
      <Alert
        type="info"
        showIcon
        title={t('records.file.startsWorkflow', { workflow: only.name })}
        style={{ marginBottom: 16 }}
      />
    );
  }
  if (workflows.length === 0) return null;
  return (
    <Form.Item
      name="workflow_id"
      label={t('records.file.workflow')}
      rules={[{ required: true, message: t('fieldRequired') }]}
    >
      <Select
        options={workflows.map((workflow) => ({ value: workflow.id, label: workflow.name }))}
        data-testid="record-file-workflow"
      />
    </Form.Item>
  );
}

function FilingForm({ form, fields }: { form: FormSummaryDto; fields: FieldDefinitionDto[] }) {
  const { t } = useTranslation();
  const file = useFileRecord(form.id);
  const files = useFilingFiles();
  const [filed, setFiled] = useState<RecordDto | null>(null);
  // The record being filled in: every submission of it, doubled or retried, files it once.
  const filingKey = useRef(crypto.randomUUID());
  // Built when checked, so "today" is the day of the filing and not of the first drawing.
  const {
    formProps,
    form: typed,
    validate,
    showServerErrors,
  } = useSchemaForm({
    safeParse: (values: unknown) => fileRecordSchema(fields).safeParse(values),
  });

  function submit(values: FilingTyped & FilingStart): void {
    const input = validate(toFilingInput(fields, values));
    if (!files.ready() || !input) return;
    file
      .mutateAsync({ input: { ...input, workflow_id: values.workflow_id }, key: filingKey.current })
      .then(async (record) => {
        typed.resetFields();
        filingKey.current = crypto.randomUUID();
        // The record has its number whatever happens to its files.
        await files.attachTo(record).catch(() => undefined);
        setFiled(record);
      })
      .catch((error) => showServerErrors(error));
  }

  function another(): void {
    files.reset();
    setFiled(null);
  }

  return (
    <>
      {filed && (
        <Result
          status="success"
          title={t('records.filed.title', { number: filed.number })}
          subTitle={t('records.filed.subtitle', { form: form.name })}
          extra={[
            <Button key="another" type="primary" onClick={another}>
              {t('records.filed.another')}
            </Button>,
            filed.abilities.printSticker && (
              <PrintStickerButton key="sticker" formId={form.id} recordId={filed.id} />
            ),
            filed.abilities.view && (
              <LinkButton
                key="view"
                to={generatePath(paths.recordDetails, { recordId: filed.id, id: form.id })}
                data-testid="record-filed-view"
              >
                {t('records.actions.view')}
              </LinkButton>
            ),
            <LinkButton key="back" to={paths.recordForms}>
              {t('records.back')}
            </LinkButton>,
          ]}
          data-testid="record-filed"
        >
          {files.upload.isError && (
            <>
              <Typography.Paragraph>{t('files.filing.refused')}</Typography.Paragraph>
              <UploadRefusal
                error={files.upload.error}
                count={files.upload.variables?.files.length ?? 0}
              />
            </>
          )}
        </Result>
      )}
      <Form
        {...formProps}
        layout="vertical"
        onFinish={submit}
        hidden={filed !== null}
        style={{ maxWidth: 720 }}
        data-testid="record-form"
      >
        <RecordDataItems fields={fields} />
        {files.chooser}
        <FilingWorkflow formId={form.id} />
        <SubmitButton busy={file.isPending || files.upload.isPending} testId="record-file-submit">
          {t('records.file.action')}
        </SubmitButton>
      </Form>
    </>
  );
}

/**
 * `/record/create/:id` (spec §2 filing form): the record's own data, then the form's fields as
 * filing shows them; the server answers with the record's number.
 */
export default function FileRecordPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const forms = useFormsToFile();
  const fields = useFieldList(id, 'file');
  return (
    <Loaded query={fields} missing="records.file.missing" back={backToForms}>
      {(list) => {
        if (forms.isPending) return <Loading />;
        const form = forms.data?.find((candidate) => candidate.id === id);
        if (!form)
          return <Result status="403" title={t('records.file.missing')} extra={backToForms} />;
        return (
          <Card title={t('records.file.title', { form: form.name })} extra={backToForms}>
            <FilingForm form={form} fields={list.items} />
          </Card>
        );
      }}
    </Loaded>
  );
}
