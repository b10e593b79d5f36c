import type { WindowReceiptDto } from '@custodia/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Loading } from '../platform/Loading.tsx';
import { useWindow } from './useWindow.ts';
import { WindowFilingForm } from './WindowFilingForm.tsx';
import { WindowReceipt } from './WindowReceipt.tsx';
import './window.css';

/**
 * A company's citizen window (issue 47 §2): anyone files a PQRS here without an account, and gets
 * its number, due date, tracking code and receipt. Plain elements, as the login screen (decision
 * 44): the public loads little.
 */
export default function WindowPage() {
  const { t } = useTranslation();
  const { domain = '' } = useParams();
  const { read, renew } = useWindow(domain);
  const [filed, setFiled] = useState<{ receipt: WindowReceiptDto; filesRefusal?: string }>();
  if (read.state === 'loading') return <Loading />;
  if (read.state === 'missing') {
    return (
      <section className="plain-card window-card">
        <p role="alert">{t('errors.60002')}</p>
      </section>
    );
  }
  return (
    <section className="plain-card window-card" aria-labelledby="window-company">
      <h2 id="window-company" className="window-company">
        {read.window.company_name}
      </h2>
      {filed ? (
        <WindowReceipt
          domain={domain}
          receipt={filed.receipt}
          filesRefusal={filed.filesRefusal}
          onAnother={() => {
            setFiled(undefined);
            renew();
          }}
        />
      ) : (
        <WindowFilingForm
          domain={domain}
          window={read.window}
          onFiled={(receipt, filesRefusal) => setFiled({ receipt, filesRefusal })}
          onChallengeSpent={renew}
        />
      )}
    </section>
  );
}
