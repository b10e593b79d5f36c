import { SafetyCertificateOutlined } from '@ant-design/icons';
import { Alert, Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { useVerifyAuditLog } from './useAuditLog.ts';

/**
 * An administrator checks that no sealed audit row was altered or removed; the newest rows, not
 * sealed into the chain yet, are named apart.
 */
export function AuditVerify() {
  const { t } = useTranslation();
  const verify = useVerifyAuditLog();
  const result = verify.data;

  return (
    <Flex vertical gap={12} style={{ marginBottom: 16 }}>
      <div>
        <Button
          icon={<SafetyCertificateOutlined />}
          loading={verify.isPending}
          onClick={() => verify.mutate()}
          data-testid="audit-verify"
        >
          {t('auditLog.verify')}
        </Button>
      </div>
      {result && (
        <Alert
          type={result.intact ? 'success' : 'error'}
          showIcon
          title={
            result.intact
              ? t('auditLog.verify.intact', { checked: result.checked })
              : t('auditLog.verify.broken', {
                  row: result.broken_at ?? '—',
                  checked: result.checked,
                })
          }
          description={
            result.unsealed > 0
              ? t('auditLog.verify.unsealed', { unsealed: result.unsealed })
              : undefined
          }
          data-testid="audit-verify-result"
        />
      )}
    </Flex>
  );
}
