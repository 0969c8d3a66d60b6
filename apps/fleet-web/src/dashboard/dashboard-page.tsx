import { useDashboard, useMe } from '@fleet/api';
import { WEB_TEXTS, formatRangeTime, type StatusFilterKey } from '@fleet/domain';
import { ErrorPanel, LoadingOverlay, PageHeader } from '@fleet/ui';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { timeZoneAtom, userInfoAtom } from '../session/session-atoms';
import { DashboardView } from './dashboard-view';

/**
 * /dashboard: the user's fleet from GET /v2/dashboard. The dashboard and the user info (GET /api/auth/me) are
 * requested together, so that a token refresh serves both queued requests.
 */
export function DashboardPage() {
  const dashboard = useDashboard();
  const me = useMe();
  const stored = useAtomValue(userInfoAtom);
  const timeZone = useAtomValue(timeZoneAtom);
  const [filter, setFilter] = useState<StatusFilterKey>('All');
  const user = me.data ?? stored;

  return (
    <div className="page">
      <PageHeader
        title="Dashboard"
        subtitle={
          <>
            {user ? `Welcome, ${user.displayName || user.username}` : 'Welcome'}
            {user?.tenantName ? ` · ${user.tenantName}` : ''}
            {dashboard.data ? <span className="muted"> · Updated {formatRangeTime(new Date(dashboard.data.generatedAt), timeZone)}</span> : null}
          </>
        }
      />
      {dashboard.isError ? (
        <ErrorPanel title={WEB_TEXTS.serverErrorTitle} message={dashboard.error.message} onRetry={() => void dashboard.refetch()} />
      ) : dashboard.data ? (
        <DashboardView summary={dashboard.data} filter={filter} onFilterChange={setFilter} />
      ) : (
        <div className="page__loading">
          <LoadingOverlay visible label="Loading dashboard" />
        </div>
      )}
    </div>
  );
}
