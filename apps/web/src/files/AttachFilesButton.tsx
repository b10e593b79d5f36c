import { UploadOutlined } from '@ant-design/icons';
import { App, Button, Flex, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Loading } from '../platform/Loading.tsx';
import { FileChooser } from './FileChooser.tsx';
import { type ChosenFile, choiceIsValid } from './fileChoice.ts';
import { UploadRefusal } from './UploadRefusal.tsx';
import { useUploadFiles, useUploadLimits } from './useFiles.ts';

/** "Attach files" on a record's detail: choose, give each a subject, send them together. */
export function AttachFilesButton({ record }: { record: { id: string; form_id: string } }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<ChosenFile[]>([]);
  const [checked, setChecked] = useState(false);
  const rules = useUploadLimits();
  const upload = useUploadFiles('detail');

  function close(): void {
    setOpen(false);
    setChosen([]);
    setChecked(false);
    upload.reset();
  }

  function send(): void {
    setChecked(true);
    if (!rules.data || chosen.length === 0 || !choiceIsValid(chosen, rules.data)) return;
    upload.mutate(
      { record, files: chosen },
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
        {t('files.attach')}
      </Button>
      <Modal
        open={open}
        title={t('files.attach')}
        okText={t('files.send')}
        okButtonProps={{
          loading: upload.isPending,
          disabled: chosen.length === 0,
          'data-testid': 'files-send',
        }}
        cancelText={t('common.cancel')}
        onOk={send}
        onCancel={close}
        destroyOnHidden
      >
        {rules.data ? (
          <Flex vertical gap={12}>
            <FileChooser rules={rules.data} value={chosen} onChange={setChosen} checked={checked} />
            {upload.isError && <UploadRefusal error={upload.error} count={chosen.length} />}
          </Flex>
        ) : (
          <Loading />
        )}
      </Modal>
    </>
  );
}
