import type { TrackingDto } from '@custodia/contracts';
import { formatDateTimeIn, formatDay } from '@custodia/contracts/plain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { PlainButton } from '../platform/PlainButton.tsx';
import { PlainField, PlainInput } from '../platform/PlainField.tsx';
import { useReceiptDownload } from './WindowReceipt.tsx';
import { stateLabels } from './windowLabels.ts';
import './window.css';

const loadCalls = () => import('./windowCalls.ts');

/**
 * A PQRS's tracking page (issue 47 §2), where its receipt's QR code leads: by its number and the
 * code given at filing, anyone holding both reads its state and due date and takes the receipt
 * again. It tells nothing more. Plain elements, as the window's filing page.
 */
export default function TrackingPage() {
  const { t } = useTranslation();
  const { domain = '' } = useParams();
  const [search] = useSearchParams();
  const [tracked, setTracked] = useState<{ number: string; code: string }>();
  const [found, setFound] = useState<TrackingDto>();
  const [refusal, setRefusal] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function track(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (busy) return;
    const data = new FormData(event.currentTarget);
    const asked = {
      number: String(data.get('number') ?? ''),
      code: String(data.get('code') ?? ''),
    };
    setBusy(true);
    try {
      const { trackAtWindow } = await loadCalls();
      const answer = await trackAtWindow(domain, asked);
      setFound('refusal' in answer ? undefined : answer);
      setRefusal('refusal' in answer ? answer.refusal : undefined);
      setTracked(asked);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="plain-card window-card">
      <form
        name="tracking"
        noValidate
        onSubmit={(event) => void track(event)}
        onFocus={() => void loadCalls()}
      >
        <PlainField id="tracking_number" label={t('tracking.number')}>
          <PlainInput name="number" defaultValue={search.get('number') ?? ''} required />
        </PlainField>
        <PlainField id="tracking_code" label={t('tracking.code')}>
          <PlainInput
            name="code"
            defaultValue={search.get('code') ?? ''}
            autoComplete="off"
            required
          />
        </PlainField>
        {refusal && (
          <p className="plain-field-message" role="alert">
            {refusal}
          </p>
        )}
        <PlainButton
          type="submit"
          variant="primary"
          block
          busy={busy}
          data-testid="tracking-submit"
        >
          {t('tracking.submit')}
        </PlainButton>
      </form>
      {found && tracked && <TrackedPqrs domain={domain} pqrs={found} tracked={tracked} />}
    </section>
  );
}

type TrackedProps = {
  domain: string;
  pqrs: TrackingDto;
  tracked: { number: string; code: string };
};

function TrackedPqrs({ domain, pqrs, tracked }: TrackedProps) {
  const { t } = useTranslation();
  const { busy, download } = useReceiptDownload(domain, tracked);
  return (
    <div role="status" aria-labelledby="tracking-found" className="tracking-found">
      <h2 id="tracking-found" className="window-company">
        {pqrs.number}
      </h2>
      <dl className="window-facts">
        <dt>{t('tracking.state')}</dt>
        <dd data-testid="tracking-state">{t(stateLabels[pqrs.state])}</dd>
        <dt>{t('tracking.type')}</dt>
        <dd>{pqrs.type_name}</dd>
        <dt>{t('tracking.subject')}</dt>
        <dd>{pqrs.subject}</dd>
        <dt>{t('tracking.filedAt')}</dt>
        <dd>{formatDateTimeIn(pqrs.filed_at, pqrs.time_zone)}</dd>
        <dt>{t('tracking.dueDate')}</dt>
        <dd data-testid="tracking-due">{formatDay(pqrs.due_date)}</dd>
      </dl>
      <PlainButton busy={busy} onClick={() => void download()}>
        {t('window.downloadReceipt')}
      </PlainButton>
    </div>
  );
}
