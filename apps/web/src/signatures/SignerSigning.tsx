import type { SignerViewDto } from '@custodia/contracts';
import { Button, Flex } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Loading } from '../platform/Loading.tsx';
import { SignaturePad } from './SignaturePad.tsx';
import { SignerDataForm } from './SignerDataForm.tsx';
import { SignerPhoto } from './SignerPhoto.tsx';
import type { useSignerFlow } from './useSignerFlow.ts';

const PdfViewer = lazy(() => import('../platform/PdfViewer.tsx'));

/**
 * Once verified: the document to read, their data where they may correct it, their photo where
 * asked, the signature, and signing.
 */
export function SignerSigning({
  view,
  flow,
}: {
  view: SignerViewDto;
  flow: ReturnType<typeof useSignerFlow>;
}) {
  const { t } = useTranslation();
  const { token, document, data, busy } = flow;
  return (
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
          onTaken={flow.photoTaken}
          onRefused={flow.refused}
        />
      )}
      {view.graphic && <SignaturePad onChange={flow.setGraphic} />}
      <Button
        type="primary"
        size="large"
        loading={busy}
        onClick={() => flow.submit(view.allow_data_change)}
        data-testid="sign-submit"
      >
        {t('signatures.sign.submit')}
      </Button>
    </Flex>
  );
}
