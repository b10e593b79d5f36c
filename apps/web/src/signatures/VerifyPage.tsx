import {
  type MessageKey,
  type VerificationDto,
  type VerificationMatch,
  verificationApi,
} from '@custodia/contracts';
import { skipToken, useQuery } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Flex, Input, Typography } from 'antd';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { generatePath, useNavigate, useParams } from 'react-router';
import { AntdProviders } from '../platform/AntdProviders.tsx';
import { readQuery } from '../platform/api.ts';
import { formatDateTimeIn } from '../platform/dates.ts';
import { ApiError } from '../platform/http.ts';
import { Loading } from '../platform/Loading.tsx';
import { paths } from '../platform/paths.ts';
import { identityDocumentLabels } from './signatureLabels.ts';

/** The PDF is hashed here: the file itself never leaves the visitor's device. */
async function sha256Of(file: File): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', await file.arrayBuffer());
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

const matches: Record<
  VerificationMatch,
  { type: 'success' | 'warning' | 'error'; text: MessageKey }
> = {
  signed: { type: 'success', text: 'signatures.verify.matchSigned' },
  original: { type: 'warning', text: 'signatures.verify.matchOriginal' },
  other: { type: 'error', text: 'signatures.verify.matchOther' },
};

/**
 * The public verification page (issue 33 point 4), where the signed PDF's QR code leads: anyone
 * reads who signed the document and checks a PDF they hold against it. Built with antd, it brings
 * antd's providers, which the visitor's plain shell has not.
 */
export default function VerifyPage() {
  return (
    <AntdProviders>
      <Verification />
    </AntdProviders>
  );
}

function Verification() {
  const { t } = useTranslation();
  const { code = '' } = useParams();
  const navigate = useNavigate();
  const [typed, setTyped] = useState(code);
  const [sha256, setSha256] = useState<string>();
  const fileId = useId();
  const asked = code || sha256;
  const verification = useQuery({
    ...readQuery(
      verificationApi.verify,
      asked ? { params: { code: asked }, query: sha256 ? { sha256 } : {} } : skipToken,
      { quiet: true },
    ),
    retry: false,
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const entered = typed.trim();
    if (entered) navigate(generatePath(paths.verifyCode, { code: entered }));
  }

  const refusal = verification.error
    ? verification.error instanceof ApiError
      ? verification.error.detail || verification.error.message
      : String(verification.error)
    : undefined;

  return (
    <Flex vertical gap={16} style={{ maxWidth: 720, width: '100%' }}>
      <Typography.Paragraph>{t('signatures.verify.intro')}</Typography.Paragraph>
      <form onSubmit={submit}>
        <Flex gap={8} wrap>
          <Input
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            aria-label={t('signatures.verify.code')}
            placeholder={t('signatures.verify.code')}
            autoComplete="off"
            style={{ flex: '1 1 240px' }}
            data-testid="verify-code"
          />
          <Button type="primary" htmlType="submit" data-testid="verify-submit">
            {t('signatures.verify.submit')}
          </Button>
        </Flex>
      </form>
      <Flex vertical gap={4}>
        <label htmlFor={fileId}>{t('signatures.verify.file')}</label>
        <input
          id={fileId}
          type="file"
          accept="application/pdf,.pdf"
          onChange={async (event) => {
            const file = event.target.files?.[0];
            setSha256(file ? await sha256Of(file) : undefined);
          }}
          data-testid="verify-file"
        />
        <Typography.Text type="secondary">{t('signatures.verify.fileHint')}</Typography.Text>
      </Flex>
      {refusal && (
        <div data-testid="verify-refused">
          <Alert type="error" showIcon message={refusal} />
        </div>
      )}
      {verification.isFetching && <Loading />}
      {verification.data && <Verified verification={verification.data} />}
    </Flex>
  );
}

function Verified({ verification }: { verification: VerificationDto }) {
  const { t } = useTranslation();
  const match = verification.match && matches[verification.match];
  // A public page, read without a session: the answer names the company's zone.
  const when = (iso: string | null) => (iso ? formatDateTimeIn(iso, verification.time_zone) : '—');
  return (
    <Flex vertical gap={16} data-testid="verify-result">
      {match && (
        <div data-testid={`verify-match-${verification.match}`}>
          <Alert type={match.type} showIcon message={t(match.text)} />
        </div>
      )}
      <Descriptions
        column={1}
        size="small"
        bordered
        items={[
          {
            key: 'document',
            label: t('signatures.evidence.document'),
            children: verification.document_name,
          },
          { key: 'company', label: t('signatures.verify.company'), children: verification.company },
          {
            key: 'description',
            label: t('signatures.fields.description'),
            children: verification.description,
          },
          {
            key: 'request',
            label: t('signatures.evidence.request'),
            children: verification.request_id,
          },
          {
            key: 'completed',
            label: t('signatures.verify.completed'),
            children: when(verification.completed_at),
          },
          {
            key: 'hash',
            label: t('signatures.verify.signedHash'),
            children: <span style={{ wordBreak: 'break-all' }}>{verification.signed_sha256}</span>,
          },
        ]}
      />
      <section aria-labelledby="verify-signers">
        <Typography.Title level={2} id="verify-signers" style={{ fontSize: 18 }}>
          {t('signatures.verify.signers')}
        </Typography.Title>
        <ol style={{ paddingInlineStart: 20, margin: 0 }} data-testid="verify-signers">
          {verification.signatories.map((signatory) => (
            <li key={signatory.position}>
              <Typography.Text strong>{signatory.full_name}</Typography.Text>
              {` · ${t(identityDocumentLabels[signatory.document_type])} ${signatory.document_number} · `}
              {t('signatures.evidence.signed')}: {when(signatory.signed_at)}
            </li>
          ))}
        </ol>
      </section>
    </Flex>
  );
}
