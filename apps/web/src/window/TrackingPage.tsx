import type { TrackingDto } from '@custodia/contracts';
import { formatDateTimeIn, formatDay } from '@custodia/contracts/plain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { PlainButton } from '../platform/PlainButton.tsx';
import { PlainField, PlainInput, PlainTextArea } from '../platform/PlainField.tsx';
import { chosenFiles, WindowFilesField } from './WindowFilesField.tsx';
import { useTrackedPdf } from './WindowReceipt.tsx';
import type { Tracked } from './windowCalls.ts';
import { messageLabels, stateLabels } from './windowLabels.ts';
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
  const [tracked, setTracked] = useState<Tracked>();
  const [found, setFound] = useState<TrackingDto>();
  const [refusal, setRefusal] = useState<string>();
  const [busy, setBusy] = useState(false);

  /** Asks the server, then shows its answer or its refusal. */
  async function ask(
    asked: Tracked,
    send: (calls: Awaited<ReturnType<typeof loadCalls>>) => typeof calls.trackAtWindow,
  ): Promise<void> {
    if (busy) return;
    setBusy(true);
    try {
      const answer = await send(await loadCalls())(domain, asked);
      setFound('refusal' in answer ? undefined : answer);
      setRefusal('refusal' in answer ? answer.refusal : undefined);
      setTracked(asked);
    } finally {
      setBusy(false);
    }
  }

  function track(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const asked = {
      number: String(data.get('number') ?? ''),
      code: String(data.get('code') ?? ''),
    };
    void ask(asked, (calls) => calls.trackAtWindow);
  }

  return (
    <section className="plain-card window-card">
      <form name="tracking" noValidate onSubmit={track} onFocus={() => void loadCalls()}>
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
      {found && tracked && (
        <TrackedPqrs
          domain={domain}
          pqrs={found}
          tracked={tracked}
          onWithdraw={() => void ask(tracked, (calls) => calls.withdrawAtWindow)}
          onComplete={(text) =>
            void ask(
              tracked,
              (calls) => (domain, asked) => calls.completeAtWindow(domain, { ...asked, text }),
            )
          }
          onAdded={setFound}
        />
      )}
    </section>
  );
}

type TrackedProps = {
  domain: string;
  pqrs: TrackingDto;
  tracked: Tracked;
  onWithdraw(): void;
  onComplete(text: string): void;
  onAdded(pqrs: TrackingDto): void;
};

function TrackedPqrs({ domain, pqrs, tracked, onWithdraw, onComplete, onAdded }: TrackedProps) {
  const { t } = useTranslation();
  const { busy, download } = useTrackedPdf(domain, tracked, 'receiptOf');
  const open = pqrs.state === 'received' || pqrs.state === 'incomplete';
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
      {pqrs.answer && (
        <TrackingAnswer
          domain={domain}
          tracked={tracked}
          answer={pqrs.answer}
          timeZone={pqrs.time_zone}
        />
      )}
      {pqrs.messages.length > 0 && <TrackingMessages messages={pqrs.messages} />}
      {pqrs.state === 'incomplete' && <CompletionForm onComplete={onComplete} />}
      {open && <AdditionForm domain={domain} pqrs={pqrs} tracked={tracked} onAdded={onAdded} />}
      <div className="window-actions">
        <PlainButton busy={busy} onClick={() => void download()}>
          {t('window.downloadReceipt')}
        </PlainButton>
        {open && <WithdrawButton onWithdraw={onWithdraw} />}
      </div>
    </div>
  );
}

/** The company's answer: its outgoing number, when it was sent, its text and its signed PDF. */
function TrackingAnswer({
  domain,
  tracked,
  answer,
  timeZone,
}: {
  domain: string;
  tracked: Tracked;
  answer: NonNullable<TrackingDto['answer']>;
  timeZone: string;
}) {
  const { t } = useTranslation();
  const { busy, download } = useTrackedPdf(domain, tracked, 'answerOf', answer.number);
  return (
    <section aria-labelledby="tracking-answer" data-testid="tracking-answer">
      <h3 id="tracking-answer">{t('tracking.answer', { number: answer.number })}</h3>
      <p>{t('tracking.answeredAt', { at: formatDateTimeIn(answer.at, timeZone) })}</p>
      <p className="tracking-answer-text">{answer.text}</p>
      <PlainButton variant="primary" busy={busy} onClick={() => void download()}>
        {t('tracking.downloadAnswer')}
      </PlainButton>
    </section>
  );
}

function TrackingMessages({ messages }: { messages: TrackingDto['messages'] }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="tracking-messages">
      <h3 id="tracking-messages">{t('tracking.messages')}</h3>
      <ul className="tracking-messages" data-testid="tracking-messages">
        {messages.map((message) => (
          <li key={`${message.at}-${message.kind}`}>
            <strong>{t(messageLabels[message.kind])}</strong>
            {message.text && <p>{message.text}</p>}
            {message.files.length > 0 && (
              <p>{t('tracking.filesSent', { names: message.files.join(', ') })}</p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Withdrawing is asked twice: once done, the company stops handling the request. */
function WithdrawButton({ onWithdraw }: { onWithdraw(): void }) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  if (!asking) {
    return (
      <PlainButton variant="text" onClick={() => setAsking(true)}>
        {t('tracking.withdraw')}
      </PlainButton>
    );
  }
  return (
    <fieldset aria-labelledby="tracking-withdraw-ask" className="plain-fieldset window-actions">
      <p id="tracking-withdraw-ask">{t('tracking.withdrawAsk')}</p>
      <PlainButton variant="primary" onClick={onWithdraw} data-testid="tracking-withdraw-confirm">
        {t('tracking.withdrawConfirm')}
      </PlainButton>
      <PlainButton onClick={() => setAsking(false)}>{t('tracking.withdrawKeep')}</PlainButton>
    </fieldset>
  );
}

/** What the company asked the petitioner to complete, sent from here. */
function CompletionForm({ onComplete }: { onComplete(text: string): void }) {
  const { t } = useTranslation();
  function submit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    onComplete(String(new FormData(event.currentTarget).get('text') ?? ''));
  }
  return (
    <form name="completion" noValidate onSubmit={submit}>
      <PlainField id="tracking_completion" label={t('tracking.complete')}>
        <PlainTextArea name="text" rows={4} required />
      </PlainField>
      <PlainButton type="submit" variant="primary" data-testid="tracking-complete">
        {t('tracking.completeSubmit')}
      </PlainButton>
    </form>
  );
}

type AdditionProps = {
  domain: string;
  pqrs: TrackingDto;
  tracked: Tracked;
  onAdded(pqrs: TrackingDto): void;
};

/**
 * What the petitioner adds to their open PQRS: a text, files or both, the files checked against
 * the company's limits before they are sent. A refusal is told here, the PQRS staying in view.
 */
function AdditionForm({ domain, pqrs, tracked, onAdded }: AdditionProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  const [done, setDone] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    const data = new FormData(form);
    const files = chosenFiles(data);
    setBusy(true);
    setDone(false);
    try {
      const { addAtWindow, filesProblem } = await loadCalls();
      const problem = filesProblem(files, pqrs.uploads);
      const answer = problem
        ? { refusal: problem }
        : await addAtWindow(domain, tracked, { text: String(data.get('text') ?? ''), files });
      setRefusal('refusal' in answer ? answer.refusal : undefined);
      if ('refusal' in answer) return;
      form.reset();
      setDone(true);
      onAdded(answer);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      name="addition"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby="tracking-add-title"
    >
      <h3 id="tracking-add-title">{t('tracking.addTitle')}</h3>
      <PlainField id="tracking_addition" label={t('tracking.addText')}>
        <PlainTextArea name="text" rows={4} />
      </PlainField>
      <WindowFilesField id="tracking_files" rules={pqrs.uploads} />
      {refusal && (
        <p className="plain-field-message" role="alert" data-testid="tracking-add-refused">
          {refusal}
        </p>
      )}
      {done && <p className="window-hint">{t('tracking.added')}</p>}
      <PlainButton type="submit" variant="primary" busy={busy} data-testid="tracking-add">
        {t('tracking.addSubmit')}
      </PlainButton>
    </form>
  );
}
