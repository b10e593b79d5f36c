import type { WindowDto, WindowReceiptDto } from '@custodia/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlainButton } from '../platform/PlainButton.tsx';
import {
  PlainCheck,
  PlainField,
  PlainInput,
  PlainSelect,
  PlainTextArea,
} from '../platform/PlainField.tsx';
import { useFieldMarks } from '../platform/useFieldMarks.ts';
import { CharacterisationFields } from './CharacterisationFields.tsx';
import { filingValuesOf } from './filingValues.ts';
import { PetitionerFields } from './PetitionerFields.tsx';
import { chosenFiles, WindowFilesField } from './WindowFilesField.tsx';

const loadCalls = () => import('./windowCalls.ts');

type Props = {
  domain: string;
  window: WindowDto;
  /** Filed; the files chosen with it were refused when `filesRefusal` says why. */
  onFiled(receipt: WindowReceiptDto, filesRefusal?: string): void;
  onChallengeSpent(): void;
};

/**
 * The filing form: what the PQRS is, its files, who files it (or nobody), and the consent to
 * process data. The files are checked against the company's limits first, and sent once the PQRS
 * has its number, as the petitioner adds any later (decision 87).
 */
export function WindowFilingForm({ domain, window, onFiled, onChallengeSpent }: Props) {
  const { t } = useTranslation();
  const { marks, mark, clearChanged } = useFieldMarks();
  const [identified, setIdentified] = useState(true);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  const [filesMessage, setFilesMessage] = useState<string>();

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (busy) return;
    const data = new FormData(event.currentTarget);
    const values = filingValuesOf(data, {
      identified,
      characterised: window.ask_characterisation,
    });
    const files = chosenFiles(data);
    setBusy(true);
    setRefusal(undefined);
    try {
      const { addAtWindow, fileAtWindow, filesProblem } = await loadCalls();
      const problem = filesProblem(files, window.uploads);
      setFilesMessage(problem ?? undefined);
      if (problem) return;
      const filed = await fileAtWindow(domain, values, window.challenge);
      if ('receipt' in filed) {
        const { number, tracking_code: code } = filed.receipt;
        const added =
          files.length > 0 && (await addAtWindow(domain, { number, code }, { text: '', files }));
        onFiled(filed.receipt, added && 'refusal' in added ? added.refusal : undefined);
      } else if ('errors' in filed) mark(filed.errors);
      else {
        setRefusal(filed.refusal);
        onChallengeSpent();
      }
    } finally {
      setBusy(false);
    }
  }

  const types = window.types.map((type) => ({
    value: type.id,
    label: t('window.typeTerm', { name: type.name, count: type.term_days }),
  }));
  return (
    <form
      name="window"
      noValidate
      onSubmit={(event) => void submit(event)}
      onInput={clearChanged}
      onFocus={() => void loadCalls()}
    >
      <p className="window-hint">{t('window.intro')}</p>
      <PlainField id="window_type" label={t('window.type')} message={marks.type_id}>
        <PlainSelect name="type_id" options={types} placeholder={t('window.choose')} required />
      </PlainField>
      <PlainField id="window_subject" label={t('window.subject')} message={marks.subject}>
        <PlainInput name="subject" required />
      </PlainField>
      <PlainField id="window_text" label={t('window.text')} message={marks.text}>
        <PlainTextArea name="text" rows={6} required />
      </PlainField>
      <WindowFilesField id="window_files" rules={window.uploads} message={filesMessage} />
      <fieldset className="plain-fieldset">
        <legend>{t('window.who')}</legend>
        <PlainCheck
          type="radio"
          id="window_identified"
          name="who"
          checked={identified}
          onChange={() => setIdentified(true)}
          label={t('window.identified')}
        />
        <PlainCheck
          type="radio"
          id="window_anonymous"
          name="who"
          checked={!identified}
          onChange={() => setIdentified(false)}
          label={t('window.anonymous')}
        />
        {!identified && <p className="window-hint">{t('window.anonymousNote')}</p>}
      </fieldset>
      {identified && <PetitionerFields marks={marks} />}
      {window.ask_characterisation && <CharacterisationFields />}
      <ConsentField policy={window.policy_text} message={marks.consent} />
      {refusal && (
        <p className="plain-field-message" role="alert">
          {refusal}
        </p>
      )}
      <PlainButton type="submit" variant="primary" block busy={busy} data-testid="window-submit">
        {busy ? t('window.sending') : t('window.submit')}
      </PlainButton>
    </form>
  );
}

/** Ley 1581 de 2012: the company's policy, read in place, and the box that accepts it. */
function ConsentField({ policy, message }: { policy: string; message?: string }) {
  const { t } = useTranslation();
  return (
    <div className={message ? 'plain-field plain-field-error' : 'plain-field'}>
      {policy && (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolled text takes the keyboard's focus to scroll by keys
        <section className="window-policy" tabIndex={0} aria-label={t('window.policy')}>
          {policy}
        </section>
      )}
      <PlainCheck
        id="window_consent"
        name="consent"
        label={t('window.consent')}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? 'window_consent_help' : undefined}
      />
      {message && (
        <div id="window_consent_help" className="plain-field-message" role="alert">
          {message}
        </div>
      )}
    </div>
  );
}
