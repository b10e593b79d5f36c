import { PrinterOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePrintSticker } from './useStickers.ts';

/** "Print sticker" for a record; shown where the record's abilities say it may print. */
export function PrintStickerButton({ formId, recordId }: { formId: string; recordId: string }) {
  const { t } = useTranslation();
  const print = usePrintSticker();
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
