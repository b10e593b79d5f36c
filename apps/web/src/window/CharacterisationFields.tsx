import type { MessageKey } from '@custodia/contracts';
import { characterisationOptions } from '@custodia/contracts/plain';
import { useTranslation } from 'react-i18next';
import { PlainField, PlainSelect } from '../platform/PlainField.tsx';
import { characterisationLabels } from './windowLabels.ts';

type Question = keyof typeof characterisationOptions;

/** The characterisation the company asks for its reports: every question may be left unanswered. */
export function CharacterisationFields() {
  const { t } = useTranslation();
  const questions = Object.keys(characterisationOptions) as Question[];
  return (
    <fieldset className="plain-fieldset">
      <legend>{t('window.characterisation')}</legend>
      <p className="window-hint">{t('window.characterisationNote')}</p>
      {questions.map((question) => {
        const { question: label, answers } = characterisationLabels[question];
        const named: Record<string, MessageKey> = answers;
        const options = characterisationOptions[question].map((value) => ({
          value,
          label: t(named[value] ?? label),
        }));
        return (
          <PlainField key={question} id={`window_${question}`} label={t(label)}>
            <PlainSelect
              name={`characterisation.${question}`}
              options={options}
              placeholder={t('window.optional')}
            />
          </PlainField>
        );
      })}
    </fieldset>
  );
}
