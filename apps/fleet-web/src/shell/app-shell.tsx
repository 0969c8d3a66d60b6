import { useMe } from '@fleet/api';
import { RegionErrorBoundary, Sidebar } from '@fleet/ui';
import { Outlet, useLocation, useNavigate } from '@tanstack/react-router';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { SupportBanner } from '../admin/support-banner';
import { roleAtom, timeZoneAtom, updateUserInfoAtom, userInfoAtom } from '../session/session-atoms';
import { useCompanyLogo } from './use-company-logo';
import { useSignOut } from './use-sign-out';
import { navItemsFor } from './nav-items';
import { sidebarCollapsedAtom } from './shell-atoms';
import { TopBar } from './top-bar';

/**
 * The frame of the signed-in pages: collapsible sidebar, top bar and the page. Each region has its own error
 * boundary, so that a failure in one leaves the others working. The user info is refreshed from the server.
 */
export function AppShell() {
  const [collapsed, setCollapsed] = useAtom(sidebarCollapsedAtom);
  const role = useAtomValue(roleAtom);
  const user = useAtomValue(userInfoAtom);
  const updateUserInfo = useSetAtom(updateUserInfoAtom);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const me = useMe();
  const timeZone = useAtomValue(timeZoneAtom);
  // Ending a support session signs out of it (the operator signs in again with their own account).
  const signOut = useSignOut();
  // The company's logo on screen (the small one, else the big one the PDFs use).
  const logo = useCompanyLogo(user?.logo_small_url || user?.logo_big_url);

  // Keep the stored user info (role, page keys, names) in step with the server.
  useEffect(() => {
    if (me.data) updateUserInfo(me.data);
  }, [me.data, updateUserInfo]);

  const toggle = () => setCollapsed((c) => !c);
  return (
    <div className="app-shell" data-sidebar-collapsed={collapsed} data-testid="app-shell">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <div className="app-shell__sidebar">
        <RegionErrorBoundary region="sidebar">
          <Sidebar
            items={navItemsFor(role, user?.access?.pages, user?.operator === true)}
            collapsed={collapsed}
            onToggle={toggle}
            activePath={pathname}
            onNavigate={(path) => void navigate({ href: path })}
            brand={user?.tenantName || undefined}
            logoUrl={logo}
          />
        </RegionErrorBoundary>
      </div>
      <div className="app-shell__body">
        <RegionErrorBoundary region="top-bar">
          <TopBar onToggleSidebar={toggle} />
          {user?.supportSession ? <SupportBanner session={user.supportSession} company={user.tenantName} timeZone={timeZone} onEnd={() => void signOut()} /> : null}
        </RegionErrorBoundary>
        <main className="app-shell__main" id="main" tabIndex={-1}>
          <RegionErrorBoundary region="main" resetKeys={[pathname]}>
            <Outlet />
          </RegionErrorBoundary>
        </main>
      </div>
    </div>
  );
}
