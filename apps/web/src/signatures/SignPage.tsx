import {
  errorCatalogue,
  type GraphicSignature,
  limits,
  SignatureStatus,
  SignerData,
  type SignerViewDto,
} from '@custodia/contracts';
import { Alert, Button, Descriptions, Flex, Input, Typography } from 'antd';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AntdProviders } from '../platform/AntdProviders.tsx';
import { ApiError } from '../platform/http.ts';
import { Loading } from '../platform/Loading.tsx';
import { useSchemaForm } from '../platform/useSchemaForm.ts';
import { SignaturePad } from './SignaturePad.tsx';
import { SignerDataForm } from './SignerDataForm.tsx';
import { SignerPhoto } from './SignerPhoto.tsx';
import { identityDocumentLabels } from './signatureLabels.ts';
import { signing } from './useSignatures.ts';

const PdfViewer = lazy(() => import('../platform/PdfViewer.tsx'));

/** The link's secret rides in the address's fragment, which the browser never sends anywhere. */
const tokenOfPage = () => window.location.hash.slice(1);

const refusalOf = (error: unknown) =>
  error instanceof ApiError ? error.detail || error.message : String(error);

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

/**
 * They ask for a code by mail, type it, read the document, correct their data where allowed,
 * take their photo where asked, sign (drawn or typed) and are done.
 */
function SignerFlow() {
  const { t } = useTranslation();
  const [token] = useState(tokenOfPage);
  const [view, setView] = useState<SignerViewDto>();
  const [linkRefused, setLinkRefused] = useState<string>();
  const [refusal, setRefusal] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [code, setCode] = useState('');
  const [document, setDocument] = useState<Blob>();
  const [graphic, setGraphic] = useState<GraphicSignature>();
  const data = useSchemaForm(SignerData);

  useEffect(() => {
    signing.open(token).then(setView, (error) => setLinkRefused(refusalOf(error)));
  }, [token]);

  useEffect(() => {
    if (view?.verified && view.status === SignatureStatus.pending && !document) {
      signing.document(token).then(setDocument, (error) => setRefusal(refusalOf(error)));
    }
  }, [view, token, document]);

  function refused(error: unknown) {
    if (error instanceof ApiError && error.code === errorCatalogue.signingLinkInvalid.code) {
      setLinkRefused(refusalOf(error));
    } else setRefusal(refusalOf(error));
  }

  async function step(action: () => Promise<SignerViewDto>) {
    setBusy(true);
    setRefusal(undefined);
    try {
      setView(await action());
    } catch (error) {
      refused(error);
    } finally {
      setBusy(false);
    }
  }

  /** Their corrections, checked as the request's data were, go with the signature. */
  function submit(allowed: boolean) {
    const corrections = allowed ? data.validate(data.form.getFieldsValue()) : undefined;
    if (corrections === null) return;
    step(() => signing.sign({ token, graphic, ...(corrections && { corrections }) }));
  }

  if (linkRefused)
    return <Alert type="error" showIcon message={linkRefused} data-testid="sign-refused" />;
  if (!view) return <Loading />;
  if (view.status === SignatureStatus.signed) {
    return (
      <div data-testid="sign-done">
        <Alert
          type="success"
          showIcon
          message={t('signatures.sign.done')}
          description={
            view.request_status === SignatureStatus.signed
              ? t('signatures.sign.allDone')
              : undefined
          }
        />
      </div>
    );
  }
  return (
    <Flex vertical gap={16} style={{ maxWidth: 720, width: '100%' }}>
      <Typography.Paragraph>
        {t('signatures.sign.intro', { company: view.company, document: view.document_name })}
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary">{view.description}</Typography.Paragraph>
      {!(view.verified && view.allow_data_change) && (
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
      )}
      {refusal && (
        <div data-testid="sign-error">
          <Alert type="error" showIcon message={refusal} />
        </div>
      )}
      {!view.turn ? (
        <Alert type="info" showIcon message={t('errors.40014')} />
      ) : !view.verified ? (
        <Flex vertical gap={8}>
          <Typography.Paragraph>
            {view.code_sent
              ? t('signatures.sign.codeSent', { to: view.code_to })
              : t('signatures.sign.codeAsk', { to: view.code_to })}
          </Typography.Paragraph>
          {view.code_sent && (
            <Flex gap={8} wrap>
              <Input
                value={code}
                onChange={(event) => setCode(event.target.value)}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={limits.signatures.codeDigits}
                aria-label={t('signatures.sign.code')}
                style={{ maxWidth: 160 }}
                data-testid="sign-code"
              />
              <Button
                type="primary"
                loading={busy}
                onClick={() => step(() => signing.verify({ token, code }))}
                data-testid="sign-verify"
              >
                {t('signatures.sign.verify')}
              </Button>
            </Flex>
          )}
          <Button
            type={view.code_sent ? 'link' : 'primary'}
            loading={busy && !view.code_sent}
            onClick={() => step(() => signing.sendCode(token))}
            data-testid="sign-send-code"
          >
            {view.code_sent ? t('signatures.sign.resendCode') : t('signatures.sign.sendCode')}
          </Button>
        </Flex>
      ) : (
        <Flex vertical gap={16}>
          {document ? (
            <Suspense fallback={<Loading />}>
              <PdfViewer file={document} name={view.document_name} />
            </Suspense>
          ) : (
            <Loading />
          )}
          {view.allow_data_change && (
            <SignerDataForm
              form={data.form}
              initial={{
                full_name: view.full_name,
                document_type: view.document_type,
                document_number: view.document_number,
              }}
              onValuesChange={data.formProps.onValuesChange}
            />
          )}
          {view.photo_evidence && (
            <SignerPhoto
              token={token}
              taken={view.photo_taken}
              onTaken={(taken) => {
                setRefusal(undefined);
                setView(taken);
              }}
              onRefused={refused}
            />
          )}
          {view.graphic && <SignaturePad onChange={setGraphic} />}
          <Button
            type="primary"
            size="large"
            loading={busy}
            onClick={() => submit(view.allow_data_change)}
            data-testid="sign-submit"
          >
            {t('signatures.sign.submit')}
          </Button>
        </Flex>
      )}
    </Flex>
  );
}
