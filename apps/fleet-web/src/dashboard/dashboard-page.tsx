import { useDashboard, useMe } from '@fleet/api';
import { WEB_TEXTS, formatRangeTime, type StatusFilterKey } from '@fleet/domain';
import { ErrorPanel, LoadingOverlay, PageHeader } from '@fleet/ui';
import { useNavigate } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useMemo, useState } from 'react';
import { monitorStatusHref } from '../monitor/status-param';
import { timeZoneAtom, userInfoAtom } from '../session/session-atoms';
import { DashboardView } from './dashboard-view';
import type { StatusDrillDown } from './status-tiles';

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
  const navigate = useNavigate();
  // A status tile opens the Monitor with that status filter, when the user may open a view that lists assets.
  const pages = user?.access?.pages;
  const drillDown = useMemo<StatusDrillDown | undefined>(
    () =>
      monitorStatusHref(pages, 'All') === null
        ? undefined
        : { href: (key) => monitorStatusHref(pages, key) ?? '/monitor', navigate: (href) => void navigate({ href }) },
    [pages, navigate],
  );

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
        <DashboardView summary={dashboard.data} filter={filter} onFilterChange={setFilter} drillDown={drillDown} />
      ) : (
        <div className="page__loading">
          <LoadingOverlay visible label="Loading dashboard" />
        </div>
      )}
    </div>
  );
}
