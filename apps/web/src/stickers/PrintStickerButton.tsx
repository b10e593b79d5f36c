import { PrinterOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePrintSticker } from './useStickers.ts';

/**
 * "Print sticker" for a record; shown where the record's abilities say it may print. `compact` is
 * the icon a list row shows.
 */
export function PrintStickerButton({
  formId,
  recordId,
  compact = false,
}: {
  formId: string;
  recordId: string;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const print = usePrintSticker();
  if (compact) {
    return (
      <Tooltip title={t('stickers.print')}>
        <Button
          type="text"
          icon={<PrinterOutlined />}
          loading={print.isPending}
          aria-label={t('stickers.print')}
          onClick={() => print.mutate({ formId, recordId })}
          data-testid="record-row-sticker"
        />
      </Tooltip>
    );
  }
  return (
    <Button
      icon={<PrinterOutlined />}
      loading={print.isPending}
      onClick={() => print.mutate({ formId, recordId })}
      data-testid="print-sticker"
    >
      {t('stickers.print')}
    </Button>
  );
}
