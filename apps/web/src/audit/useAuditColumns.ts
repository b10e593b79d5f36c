import type { AuditEntryDto } from '@custodia/contracts';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDateTime } from '../platform/useDateTime.ts';
import { auditActionLabel, auditEntityText, auditModuleLabel } from './auditLabels.ts';

/** When, what and to what: the columns every audit table starts with; unknown codes show as written. */
export function useAuditColumns(): TableColumnsType<AuditEntryDto> {
  const dateTime = useDateTime();
  const { t } = useTranslation();
  return [
    { title: t('users.log.at'), key: 'at', render: (_, entry) => dateTime(entry.at) },
    {
      title: t('users.log.module'),
      key: 'module',
      render: (_, entry) => {
        const label = auditModuleLabel(entry.module);
        return label ? t(label) : entry.module;
      },
    },
    {
      title: t('users.log.action'),
      key: 'action',
      render: (_, entry) => {
        const label = auditActionLabel(entry.module, entry.action);
        return label ? t(label) : entry.action;
      },
    },
    {
      title: t('auditLog.entity'),
      key: 'entity',
      render: (_, entry) => auditEntityText(entry, t),
    },
  ];
}
