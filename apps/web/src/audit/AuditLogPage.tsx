import type { AuditEntryDto } from '@custodia/contracts';
import { Card } from 'antd';
import { useState } from 'react';
import { PagedTable } from '../platform/PagedTable.tsx';
import { useActiveSession } from '../platform/session.ts';
import { AuditEntryDrawer } from './AuditEntryDrawer.tsx';
import { AuditLogFilters } from './AuditLogFilters.tsx';
import { AuditVerify } from './AuditVerify.tsx';
import { useAuditLog } from './useAuditLog.ts';
import { useAuditLogColumns } from './useAuditLogColumns.tsx';

/**
 * The company's audit log (admins, and holders of the metrics permission), filtered by module,
 * action, the user who acted and up to 30 days; the filters live in the address.
 */
export default function AuditLogPage() {
  const session = useActiveSession();
  const list = useAuditLog();
  const { params, setParams, query } = list;
  const [opened, setOpened] = useState<AuditEntryDto | null>(null);
  const columns = useAuditLogColumns({
    onUser: (user_id) => setParams({ user_id, page: 1 }),
    onOpen: setOpened,
  });

  // Every row of a user-filtered page is by that user, so any of them gives the name to show.
  const filteredUser = params.user_id && (query.data?.items[0]?.user_name ?? params.user_id);

  return (
    <Card>
      {session.abilities['auditLog.verifyChain'] && <AuditVerify />}
      <AuditLogFilters params={params} setParams={setParams} filteredUser={filteredUser} />
      <PagedTable list={list} columns={columns} rowKey="seq" />
      <AuditEntryDrawer entry={opened} onClose={() => setOpened(null)} />
    </Card>
  );
}
