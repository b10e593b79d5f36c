import { ScanOutlined } from '@ant-design/icons';
import type { RecordFileDto } from '@custodia/contracts';
import { App, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { RowButton } from '../platform/RowActions.tsx';
import { useReadAgain } from './useFiles.ts';

/**
 * What became of a scan's reading by Tesseract (issue 48), under the file's name: queued, waiting
 * for the reader to be installed, read (how many pages, how confidently) or failed with why.
 */
export function ScanReadingNote({ file }: { file: RecordFileDto }) {
  const { t, i18n } = useTranslation();
  const reading = file.reading;
  if (!reading) return null;
  let text: string;
  if (reading.state === 'read') {
    const confidence = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 0 }).format(
      reading.confidence ?? 0,
    );
    text = t('files.reading.read', { count: reading.pages ?? 1, confidence });
  } else if (reading.state === 'failed') {
    text = t('files.reading.failed', { problem: reading.problem ?? '' });
  } else if (reading.state === 'waiting') {
    text = t('files.reading.waiting');
  } else {
    text = t('files.reading.queued');
  }
  return (
    <Typography.Text
      // antd's warning text (#faad14) reads at 1.9:1 on white; a failure is said in the theme's red.
      type={reading.state === 'failed' ? 'danger' : 'secondary'}
      style={{ display: 'block', fontSize: 12 }}
      data-testid={`file-reading-${file.id}`}
    >
      {text}
    </Typography.Text>
  );
}

/** Reads a scan again, as its abilities allow. */
export function ReadAgainButton({ recordId, file }: { recordId: string; file: RecordFileDto }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const readAgain = useReadAgain(recordId, file.id);
  return (
    <RowButton
      label={t('files.reading.againOf', { name: file.name })}
      icon={<ScanOutlined />}
      loading={readAgain.isPending}
      testId={`file-read-again-${file.id}`}
      onClick={() =>
        readAgain.mutate(undefined, {
          onSuccess: () => void message.success(t('files.reading.againQueued')),
        })
      }
    />
  );
}
