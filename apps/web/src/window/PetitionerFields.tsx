import { petitionerDocuments } from '@custodia/contracts/plain';
import { useTranslation } from 'react-i18next';
import { PlainField, PlainInput, PlainSelect } from '../platform/PlainField.tsx';
import { documentLabels } from './windowLabels.ts';

/** Who files: their name and identity document, and where the answer may reach them. */
export function PetitionerFields({ marks }: { marks: Record<string, string> }) {
  const { t } = useTranslation();
  const documents = petitionerDocuments.map((value) => ({
    value,
    label: t(documentLabels[value]),
  }));
  const field = (name: string, label: string, input: Parameters<typeof PlainInput>[0] = {}) => (
    <PlainField id={`window_${name}`} label={label} message={marks[`petitioner.${name}`]}>
      <PlainInput name={`petitioner.${name}`} {...input} />
    </PlainField>
  );
  return (
    <fieldset className="plain-fieldset">
      <legend>{t('window.petitioner')}</legend>
      {field('name', t('window.name'), { autoComplete: 'name', required: true })}
      <PlainField
        id="window_document_type"
        label={t('window.documentType')}
        message={marks['petitioner.document_type']}
      >
        <PlainSelect
          name="petitioner.document_type"
          options={documents}
          placeholder={t('window.choose')}
          required
        />
      </PlainField>
      {field('document_number', t('window.documentNumber'), { required: true })}
      {field('email', t('window.email'), { type: 'email', autoComplete: 'email' })}
      {field('phone', t('window.phone'), { type: 'tel', autoComplete: 'tel' })}
      {field('address', t('window.address'), { autoComplete: 'street-address' })}
      <p className="window-hint">{t('window.emailNote')}</p>
    </fieldset>
  );
}
