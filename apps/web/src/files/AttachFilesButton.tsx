import { UploadOutlined } from '@ant-design/icons';
import { App, Button, Flex, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Loading } from '../platform/Loading.tsx';
import { RecordNumberFinder } from '../records/RecordNumberFinder.tsx';
import { FileChooser } from './FileChooser.tsx';
import { type ChosenFile, choiceIsValid } from './fileChoice.ts';
import { UploadRefusal } from './UploadRefusal.tsx';
import { type UploadPlace, useUploadFiles, useUploadLimits } from './useFiles.ts';

/** The record files go to: the API names it, the multipart body its form. */
type Target = { id: string; form_id: string; number?: string };

/**
 * "Attach files" on a record's detail (`record`), at a process task (`place` a task), or straight
 * to a TRD level (`place` a level) from the explorer, where the record is first found by its
 * number: choose, give each a subject, send them together.
 */
export function AttachFilesButton({
  record,
  place,
  label,
}: {
  record?: Target;
  place?: UploadPlace;
  label?: string;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [found, setFound] = useState<Target>();
  const target = record ?? found;
  const [chosen, setChosen] = useState<ChosenFile[]>([]);
  const [checked, setChecked] = useState(false);
  const rules = useUploadLimits();
  const upload = useUploadFiles('detail', place);
  const title = label ?? t('files.attach');

  function close(): void {
    setOpen(false);
    setFound(undefined);
    setChosen([]);
    setChecked(false);
    upload.reset();
  }

  function send(): void {
    setChecked(true);
    if (!target || !rules.data || chosen.length === 0 || !choiceIsValid(chosen, rules.data)) {
      return;
    }
    upload.mutate(
      { record: target, files: chosen },
      {
        onSuccess: (answer) => {
          message.success(t('files.attached', { count: answer.items.length }));
          close();
        },
      },
    );
  }

  return (
    <>
      <Button
        type="primary"
        icon={<UploadOutlined />}
        onClick={() => setOpen(true)}
        data-testid="files-attach"
      >
        {title}
      </Button>
      <Modal
        open={open}
        title={title}
        okText={t('files.send')}
        okButtonProps={{
          loading: upload.isPending,
          disabled: !target || chosen.length === 0,
          'data-testid': 'files-send',
        }}
        cancelText={t('common.cancel')}
        onOk={send}
        onCancel={close}
        destroyOnHidden
      >
        {!record && <RecordNumberFinder onFound={setFound} />}
        {found && (
          <Typography.Paragraph data-testid="files-attach-record">
            {t('files.attachTo', { number: found.number })}
          </Typography.Paragraph>
        )}
        {target &&
          (rules.data ? (
            <Flex vertical gap={12}>
              <FileChooser
                rules={rules.data}
                value={chosen}
                onChange={setChosen}
                checked={checked}
              />
              {upload.isError && <UploadRefusal error={upload.error} count={chosen.length} />}
            </Flex>
          ) : (
            <Loading />
          ))}
      </Modal>
    </>
  );
}
