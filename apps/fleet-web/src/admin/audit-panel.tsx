import { useAudit } from '@fleet/api';
import { WEB_TEXTS, type AuditQueryInput } from '@fleet/domain';
import { ErrorPanel, LoadingOverlay } from '@fleet/ui';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { timeZoneAtom } from '../session/session-atoms';
import { AuditTable } from './audit-table';

/** The Audit log tab: GET /v2/audit with the table's filters and page. */
export function AuditPanel() {
  const timeZone = useAtomValue(timeZoneAtom);
  const [query, setQuery] = useState<AuditQueryInput>({ page: 1, pageSize: 25 });
  const audit = useAudit(query);
  if (audit.isError) return <ErrorPanel title={WEB_TEXTS.serverErrorTitle} message={audit.error.message} onRetry={() => void audit.refetch()} />;
  if (audit.isPending) return <LoadingOverlay visible label="Loading the audit log" />;
  return <AuditTable entries={audit.data.entries} total={audit.data.total} query={query} onQueryChange={setQuery} timeZone={timeZone} />;
}
