import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { generatePath, Link, useParams } from 'react-router';
import { BackLink } from '../platform/BackLink.tsx';
import { Loaded } from '../platform/Loaded.tsx';
import { paths } from '../platform/paths.ts';
import { SignatureRequestDetail } from './SignatureRequestDetail.tsx';
import { useSignatureRequest } from './useSignatures.ts';

/** Spec §2 /signatories/{id}: a request, its signatories and how far each got. */
export default function SignatoriesPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const request = useSignatureRequest(id);
  return (
    <Loaded
      query={request}
      missing="signatures.detail.missing"
      back={<BackLink to={paths.dashboard} label="menu.dashboard" testId="signatures-back" />}
    >
      {(loaded) => (
        <Flex vertical gap={16}>
          {loaded.signed_sha256 && (
            <Link
              to={generatePath(paths.signedDocument, {
                formId: loaded.form.id,
                hash: loaded.signed_sha256,
              })}
              data-testid="signatures-signed-link"
            >
              {t('signatures.signed.open')}
            </Link>
          )}
          <SignatureRequestDetail request={loaded} />
        </Flex>
      )}
    </Loaded>
  );
}
