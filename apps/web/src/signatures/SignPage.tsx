import { SignatureStatus, type SignerViewDto } from '@custodia/contracts';
import { Alert, Descriptions, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { AntdProviders } from '../platform/AntdProviders.tsx';
import { Loading } from '../platform/Loading.tsx';
import { SignerSigning } from './SignerSigning.tsx';
import { SignerVerification } from './SignerVerification.tsx';
import { identityDocumentLabels } from './signatureLabels.ts';
import { useSignerFlow } from './useSignerFlow.ts';

/**
 * The signer's own page (issue 33 point 2): public, phone first. Built with antd, it brings antd's
 * providers, which the visitor's plain shell has not.
 */
export default function SignPage() {
  return (
    <AntdProviders>
      <SignerFlow />
    </AntdProviders>
  );
}

/** Signed: theirs, and everyone's when they were the last. */
function SignerDone({ view }: { view: SignerViewDto }) {
  const { t } = useTranslation();
  return (
    <div data-testid="sign-done">
      <Alert
        type="success"
        showIcon
        message={t('signatures.sign.done')}
        description={
          view.request_status === SignatureStatus.signed ? t('signatures.sign.allDone') : undefined
        }
      />
    </div>
  );
}

/** Who the request names, shown while they may not correct it. */
function SignerIdentity({ view }: { view: SignerViewDto }) {
  const { t } = useTranslation();
  return (
    <Descriptions
      column={1}
      size="small"
      bordered
      items={[
        { key: 'name', label: t('signatures.signatory.fullName'), children: view.full_name },
        {
          key: 'document',
          label: t('signatures.signatory.documentNumber'),
          children: `${t(identityDocumentLabels[view.document_type])} ${view.document_number}`,
        },
      ]}
    />
  );
}

/**
 * They ask for a code by mail, type it, read the document, correct their data where allowed,
 * take their photo where asked, sign (drawn or typed) and are done.
 */
function SignerFlow() {
  const { t } = useTranslation();
  const flow = useSignerFlow();
  const { view, linkRefused, refusal } = flow;

  if (linkRefused)
    return <Alert type="error" showIcon message={linkRefused} data-testid="sign-refused" />;
  if (!view) return <Loading />;
  if (view.status === SignatureStatus.signed) return <SignerDone view={view} />;
  return (
    <Flex vertical gap={16} style={{ maxWidth: 720, width: '100%' }}>
      <Typography.Paragraph>
        {t('signatures.sign.intro', { company: view.company, document: view.document_name })}
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary">{view.description}</Typography.Paragraph>
      {!(view.verified && view.allow_data_change) && <SignerIdentity view={view} />}
      {refusal && (
        <div data-testid="sign-error">
          <Alert type="error" showIcon message={refusal} />
        </div>
      )}
      {!view.turn ? (
        <Alert type="info" showIcon message={t('errors.40014')} />
      ) : !view.verified ? (
        <SignerVerification
          view={view}
          code={flow.code}
          onCode={flow.setCode}
          busy={flow.busy}
          onVerify={flow.verify}
          onSendCode={flow.sendCode}
        />
      ) : (
        <SignerSigning view={view} flow={flow} />
      )}
    </Flex>
  );
}
