import { CloudUploadOutlined, DeleteOutlined, EditOutlined, SwapOutlined } from '@ant-design/icons';
import {
  acceptedFileExtensions,
  FileDataInput,
  fileNameSchema,
  limits,
  MoveToTrashInput,
  type RecordFileDto,
  TrdLevel,
  type TrdVisibleNodeDto,
} from '@custodia/contracts';
import { App, Button, Form, Input, Modal, Tooltip, Typography, Upload } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DocumentaryTypeSelect } from '../documentary-types/index.ts';
import { RowButton } from '../platform/RowActions.tsx';
import { useSchemaForm } from '../platform/useSchemaForm.ts';
import { type PickedLevel, VisibleLevelPicker } from '../trd-tree/index.ts';
import { UploadRefusal } from './UploadRefusal.tsx';
import {
  useAddVersion,
  useMoveFile,
  useMoveToTrash,
  useUpdateFile,
  useUploadLimits,
} from './useFiles.ts';

type FileAction = { recordId: string; file: RecordFileDto };

/** A row's icon button that opens a dialog with a form, submitted by the dialog's OK. */
function DialogAction({
  label,
  icon,
  testId,
  title,
  okText,
  busy,
  danger = false,
  form,
  children,
}: {
  label: string;
  icon: ReactNode;
  testId: string;
  title: string;
  okText: string;
  busy: boolean;
  danger?: boolean;
  form: { submit(): void };
  children: (close: () => void) => ReactNode;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <RowButton
        label={label}
        icon={icon}
        loading={false}
        testId={testId}
        onClick={() => setOpen(true)}
      />
      <Modal
        open={open}
        title={title}
        okText={okText}
        okButtonProps={{ danger, loading: busy, 'data-testid': `${testId}-confirm` }}
        cancelText={t('common.cancel')}
        onOk={() => form.submit()}
        onCancel={close}
        destroyOnHidden
      >
        {children(close)}
      </Modal>
    </>
  );
}

/**
 * Spec §6 edit file data: the file's name, subject and documentary type, through its record or
 * through the TRD level it sits in (`via`).
 */
export function EditFileButton({
  recordId,
  file,
  via = 'record',
}: FileAction & { via?: 'record' | 'trd' }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const update = useUpdateFile(recordId, file.id, via);
  const nameMax = useUploadLimits().data?.name_max ?? limits.uploads.nameMax;
  const { formProps, form, validate, showServerErrors } = useSchemaForm(
    FileDataInput.extend({ name: fileNameSchema(nameMax) }),
  );
  return (
    <DialogAction
      label={t('files.actions.edit')}
      icon={<EditOutlined />}
      testId={`file-edit-${file.id}`}
      title={t('files.edit.title', { name: file.name })}
      okText={t('common.save')}
      busy={update.isPending}
      form={form}
    >
      {(close) => (
        <Form
          {...formProps}
          layout="vertical"
          initialValues={{
            name: file.name,
            subject: file.subject,
            documentary_type_id: file.documentary_type_id,
          }}
          onFinish={(values) => {
            const input = validate(values);
            if (!input) return;
            update
              .mutateAsync(input)
              .then(() => {
                message.success(t('files.edit.done'));
                close();
              })
              .catch(showServerErrors);
          }}
        >
          <Form.Item name="name" label={t('files.fields.name')} required>
            <Input maxLength={nameMax} />
          </Form.Item>
          <Form.Item name="subject" label={t('files.fields.subject')} required>
            <Input.TextArea rows={3} maxLength={limits.fileSubject.max} />
          </Form.Item>
          <Form.Item name="documentary_type_id" label={t('files.fields.documentaryType')}>
            <DocumentaryTypeSelect testId="file-edit-type" />
          </Form.Item>
        </Form>
      )}
    </DialogAction>
  );
}

/** Where a file may be moved: a directory or subdirectory the person may upload to. */
const moveDestination = (node: TrdVisibleNodeDto) =>
  node.abilities.upload &&
  (node.level === TrdLevel.directory || node.level === TrdLevel.subdirectory);

/**
 * Spec §7 move file: to a directory or subdirectory of the TRD, picked down the tree as far as
 * the person may upload. The server says why a destination is refused (20066, 20067, 20062).
 */
export function MoveFileButton({ recordId, file }: FileAction) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const move = useMoveFile(recordId, file.id);
  const [form] = Form.useForm<{ destination?: PickedLevel }>();
  const label = t('files.move.destination');
  return (
    <DialogAction
      label={t('files.actions.move')}
      icon={<SwapOutlined />}
      testId={`file-move-${file.id}`}
      title={t('files.move.title', { name: file.name })}
      okText={t('files.actions.move')}
      busy={move.isPending}
      form={form}
    >
      {(close) => (
        <Form
          form={form}
          layout="vertical"
          onFinish={({ destination }) => {
            if (!destination) return;
            move.mutate(destination.id, {
              onSuccess: () => {
                message.success(t('files.move.done', { name: file.name }));
                close();
              },
            });
          }}
        >
          <Form.Item
            name="destination"
            label={label}
            extra={t('files.move.help')}
            rules={[{ required: true, message: t('fieldRequired') }]}
            valuePropName="value"
            trigger="onPick"
          >
            <VisibleLevelPicker
              selectable={moveDestination}
              placeholder={label}
              label={label}
              testId="file-move-destination"
            />
          </Form.Item>
        </Form>
      )}
    </DialogAction>
  );
}

/** Spec §4 trash: the file leaves the record with a reason, restorable for 30 days. */
export function TrashFileButton({ recordId, file, taskId }: FileAction & { taskId?: string }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const trash = useMoveToTrash(recordId, file.id, taskId);
  const { formProps, form, validate, showServerErrors } = useSchemaForm(MoveToTrashInput);
  return (
    <DialogAction
      label={t('files.actions.trash')}
      icon={<DeleteOutlined />}
      testId={`file-trash-${file.id}`}
      title={t('files.trash.title', { name: file.name })}
      okText={t('files.actions.trash')}
      busy={trash.isPending}
      danger
      form={form}
    >
      {(close) => (
        <>
          <Typography.Paragraph>
            {t('files.trash.warning', { days: limits.trashRetentionDays })}
          </Typography.Paragraph>
          <Form
            {...formProps}
            layout="vertical"
            onFinish={(values) => {
              const input = validate(values);
              if (!input) return;
              trash
                .mutateAsync(input)
                .then(() => {
                  message.success(t('files.trash.done', { name: file.name }));
                  close();
                })
                .catch(showServerErrors);
            }}
          >
            <Form.Item name="reason" label={t('files.trash.reason')} required>
              <Input.TextArea rows={3} maxLength={limits.trashReason.max} showCount />
            </Form.Item>
          </Form>
        </>
      )}
    </DialogAction>
  );
}

/** Issue 12 point 5: the chosen file becomes the next version; the earlier ones stay. */
export function NewVersionButton({ recordId, file }: FileAction) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const addVersion = useAddVersion(recordId, file.id);
  const label = t('files.actions.newVersion');
  return (
    <Upload
      accept={acceptedFileExtensions.join(',')}
      showUploadList={false}
      beforeUpload={(chosen) => {
        addVersion.mutate(chosen, {
          onSuccess: (updated) =>
            message.success(t('files.version.done', { version: updated.current.version })),
          onError: (error) =>
            modal.error({
              title: t('files.version.refused'),
              content: <UploadRefusal error={error} count={1} />,
            }),
        });
        // Always false: the mutation sends the file, not antd's own uploader.
        return false;
      }}
    >
      <Tooltip title={label}>
        <Button
          type="text"
          icon={<CloudUploadOutlined />}
          loading={addVersion.isPending}
          aria-label={label}
          data-testid={`file-version-${file.id}`}
        />
      </Tooltip>
    </Upload>
  );
}
