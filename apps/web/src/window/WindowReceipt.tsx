import type { WindowReceiptDto } from '@custodia/contracts';
import { formatDay, windowPaths } from '@custodia/contracts/plain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PlainButton, plainButtonClass } from '../platform/PlainButton.tsx';
import { saveBlob } from '../platform/saveBlob.ts';

/** A code as printed on the receipt: three groups of four. */
export const groupedCode = (code: string) => code.match(/.{1,4}/g)?.join('-') ?? code;

/** Saves a PDF the tracking page gives (the receipt stored at filing, or the answer) by its number. */
export function useTrackedPdf(
  domain: string,
  tracked: { number: string; code: string },
  which: 'receiptOf' | 'answerOf',
  name = tracked.number,
) {
  const [busy, setBusy] = useState(false);
  async function download(): Promise<void> {
    setBusy(true);
    try {
      const calls = await import('./windowCalls.ts');
      saveBlob(await calls[which](domain, tracked), `${name}.pdf`);
    } finally {
      setBusy(false);
    }
  }
  return { busy, download };
}

type Props = {
  domain: string;
  receipt: WindowReceiptDto;
  /** Why the files chosen at filing were not attached, when they were not. */
  filesRefusal?: string;
  onAnother(): void;
};

/**
 * What the petitioner takes away: the number, the dates, the tracking code and the receipt; and,
 * when its files were refused, why, and that the tracking page takes them.
 */
export function WindowReceipt({ domain, receipt, filesRefusal, onAnother }: Props) {
  const { t } = useTranslation();
  const tracked = { number: receipt.number, code: receipt.tracking_code };
  const { busy, download } = useTrackedPdf(domain, tracked, 'receiptOf');
  return (
    <div role="status" aria-labelledby="window-filed">
      <h3 id="window-filed">{t('window.filedTitle')}</h3>
      <dl className="window-facts">
        <dt>{t('window.filedNumber')}</dt>
        <dd data-testid="window-number">{receipt.number}</dd>
        <dt>{t('window.filedAt')}</dt>
        <dd>{receipt.filed_at_local}</dd>
        <dt>{t('window.dueDate')}</dt>
        <dd data-testid="window-due">{formatDay(receipt.due_date)}</dd>
        <dt>{t('window.trackingCode')}</dt>
        <dd data-testid="window-code">{groupedCode(receipt.tracking_code)}</dd>
      </dl>
      <p className="window-hint">{t('window.keepCode')}</p>
      {filesRefusal && (
        <p className="plain-field-message" role="alert" data-testid="window-files-refused">
          {t('window.filesNotAttached', { reason: filesRefusal })}
        </p>
      )}
      <div className="window-actions">
        <PlainButton variant="primary" busy={busy} onClick={() => void download()}>
          {t('window.downloadReceipt')}
        </PlainButton>
        <Link className={plainButtonClass()} to={windowPaths.track(domain, tracked)}>
          {t('window.trackLink')}
        </Link>
        <PlainButton variant="text" onClick={onAnother}>
          {t('window.fileAnother')}
        </PlainButton>
      </div>
    </div>
  );
}
