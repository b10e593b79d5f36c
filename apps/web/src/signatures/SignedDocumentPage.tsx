import { DownloadOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import type { SignatureRequestDetailDto } from '@custodia/contracts';
import { Button, Card, Descriptions, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { generatePath, Link, useParams } from 'react-router';
import { BackLink } from '../platform/BackLink.tsx';
import { saveFile } from '../platform/download.ts';
import { Loaded } from '../platform/Loaded.tsx';
import { paths } from '../platform/paths.ts';
import { useDateTime } from '../platform/useDateTime.ts';
import { SignatureRequestDetail } from './SignatureRequestDetail.tsx';
import { useSignedDocument } from './useSignatures.ts';

/**
 * Spec §2 /files/signature/{formId}/{hash}: a form's signed document, found by the SHA-256 its
 * evidence page and verification print, with the request that made it and its signatories.
 */
export default function SignedDocumentPage() {
  const { formId = '', hash = '' } = useParams();
  const request = useSignedDocument(formId, hash);
  return (
    <Loaded
      query={request}
      missing="signatures.signed.missing"
      back={<BackLink to={paths.dashboard} label="menu.dashboard" testId="signed-back" />}
    >
      {(loaded) => (
        <Flex vertical gap={16}>
          <SignedDocumentCard request={loaded} />
          <SignatureRequestDetail request={loaded} />
        </Flex>
      )}
    </Loaded>
  );
}

function SignedDocumentCard({ request }: { request: SignatureRequestDetailDto }) {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const version = request.signed_version ?? request.file.version;
  return (
    <Card title={t('signatures.signed.title')} data-testid="signed-document">
      <Flex vertical gap={16}>
        <Descriptions
          column={1}
          size="small"
          bordered
          items={[
            {
              key: 'file',
              label: t('signatures.fields.file'),
              children: t('signatures.signed.fileVersion', { name: request.file.name, version }),
            },
            {
              key: 'record',
              label: t('signatures.fields.record'),
              children: (
                <Link
                  to={generatePath(paths.recordDetails, {
                    recordId: request.record.id,
                    id: request.form.id,
                  })}
                >
                  {request.record.number}
                </Link>
              ),
            },
            {
              key: 'signedAt',
              label: t('signatures.signed.signedAt'),
              children: request.closed_at ? dateTime(request.closed_at) : '—',
            },
            {
              key: 'hash',
              label: t('signatures.signed.hash'),
              children: (
                <Typography.Text code copyable style={{ wordBreak: 'break-all' }}>
                  {request.signed_sha256}
                </Typography.Text>
              ),
            },
          ]}
        />
        <Flex gap={8} wrap>
          <Button
            icon={<DownloadOutlined />}
            data-testid="signed-download"
            onClick={() => void saveFile(request.file, version)}
          >
            {t('signatures.signed.download')}
          </Button>
          <Link
            to={generatePath(paths.verifyCode, { code: request.id })}
            data-testid="signed-verify"
          >
            <SafetyCertificateOutlined /> {t('signatures.signed.verify')}
          </Link>
        </Flex>
      </Flex>
    </Card>
  );
}
