import { UploadOutlined } from '@ant-design/icons';
import { App, Button, Flex, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Loading } from '../platform/Loading.tsx';
import { type PickedLevel, VisibleLevelPicker } from '../trd-tree/index.ts';
import { FileChooser } from './FileChooser.tsx';
import { type ChosenFile, choiceIsValid } from './fileChoice.ts';
import { RecordNumberFinder } from './RecordNumberFinder.tsx';
import { UploadRefusal } from './UploadRefusal.tsx';
import { type UploadPlace, useUploadFiles, useUploadLimits } from './useFiles.ts';

/** The record files go to: the API names it, the multipart body its form. */
type Target = { id: string; form_id: string; number?: string };

/**
 * "Attach files" on a record's detail (`record`), at a process task (`place` a task), or straight
 * to a TRD level (`place` a level) from the explorer, where the record is first found by its
 * number: choose, give each a subject, send them together. At a task whose record's form places
 * its files in the TRD (`levelChoice`), a level of the tree may be chosen for them.
 */
export function AttachFilesButton({
  record,
  place,
  label,
  levelChoice = false,
}: {
  record?: Target;
  place?: UploadPlace;
  label?: string;
  levelChoice?: boolean;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [found, setFound] = useState<Target>();
  const target = record ?? found;
  const [chosen, setChosen] = useState<ChosenFile[]>([]);
  const [checked, setChecked] = useState(false);
  const [level, setLevel] = useState<PickedLevel>();
  const rules = useUploadLimits();
  const upload = useUploadFiles('detail', level && place ? { ...place, levelId: level.id } : place);
  const title = label ?? t('files.attach');

  function close(): void {
    setOpen(false);
    setFound(undefined);
    setChosen([]);
    setChecked(false);
    setLevel(undefined);
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
              {levelChoice && (
                <Flex vertical gap={4}>
                  <Typography.Text>{t('files.level.label')}</Typography.Text>
                  <VisibleLevelPicker
                    value={level}
                    onPick={setLevel}
                    selectable={() => true}
                    placeholder={t('files.level.placeholder')}
                    label={t('files.level.label')}
                    testId="files-level"
                  />
                  <Typography.Text type="secondary">{t('files.level.help')}</Typography.Text>
                </Flex>
              )}
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
