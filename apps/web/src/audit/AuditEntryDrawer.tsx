import type { AuditEntryDto, MessageKey } from '@custodia/contracts';
import { Descriptions, Drawer } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDateTime } from '../platform/useDateTime.ts';
import { RecordEditChanges } from '../records/index.ts';
import { AuditChanges } from './AuditChanges.tsx';
import { auditActionLabel, auditEntityText, auditModuleLabel } from './auditLabels.ts';

/** One audit entry in full: who did what to which entity, and every field it changed. */
export function AuditEntryDrawer({
  entry,
  onClose,
}: {
  entry: AuditEntryDto | null;
  onClose(): void;
}) {
  const dateTime = useDateTime();
  const { t } = useTranslation();
  const labelled = (key: MessageKey | undefined, code: string) => (key ? t(key) : code);

  return (
    <Drawer
      open={entry !== null}
      onClose={onClose}
      title={t('auditLog.detail.title', { seq: entry?.seq ?? '' })}
      size="large"
      data-testid="audit-entry-drawer"
    >
      {entry && (
        <Descriptions
          column={1}
          bordered
          size="small"
          items={[
            { key: 'at', label: t('users.log.at'), children: dateTime(entry.at) },
            { key: 'by', label: t('users.log.by'), children: entry.user_name ?? '—' },
            {
              key: 'module',
              label: t('users.log.module'),
              children: labelled(auditModuleLabel(entry.module), entry.module),
            },
            {
              key: 'action',
              label: t('users.log.action'),
              children: labelled(auditActionLabel(entry.module, entry.action), entry.action),
            },
            { key: 'entity', label: t('auditLog.entity'), children: auditEntityText(entry, t) },
            { key: 'entityId', label: t('auditLog.entityId'), children: entry.entity_id ?? '—' },
            {
              key: 'changes',
              label: t('users.log.changes'),
              children: (
                <RecordEditChanges
                  entry={entry}
                  otherwise={<AuditChanges module={entry.module} changes={entry.changes} />}
                />
              ),
            },
          ]}
        />
      )}
    </Drawer>
  );
}
