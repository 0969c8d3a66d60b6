import { hasPageAccess, isSuperAdmin, type SessionRole } from '@fleet/domain';
import { BellIcon, DashboardIcon, SettingsIcon, ShieldIcon, ShipIcon, type SidebarItem } from '@fleet/ui';
import { firstAllowedView } from '../monitor/monitor-views';
import { CalendarIcon, MapIcon, MonitorIcon, PlaybackIcon, ReportsIcon, RouteIcon, WrenchIcon } from './nav-icons';

/** The sidebar links the user may follow: pages gated by a key or a role are left out when not allowed. */
export function navItemsFor(role: SessionRole, pages: readonly string[] | undefined, operator = false): SidebarItem[] {
  const items: SidebarItem[] = [{ path: '/dashboard', label: 'Dashboard', icon: <DashboardIcon /> }];
  if (firstAllowedView(pages)) items.push({ path: '/monitor', label: 'Monitor', icon: <MonitorIcon /> });
  if (hasPageAccess(pages, 'mapview')) items.push({ path: '/map', label: 'Map', icon: <MapIcon /> });
  if (hasPageAccess(pages, 'playback')) items.push({ path: '/playback', label: 'Playback', icon: <PlaybackIcon /> });
  if (hasPageAccess(pages, 'reports')) items.push({ path: '/reports', label: 'Reports', icon: <ReportsIcon /> });
  items.push({ path: '/alerts', label: 'Alerts', icon: <BellIcon /> });
  items.push({ path: '/reminders', label: 'Reminders', icon: <CalendarIcon /> });
  if (hasPageAccess(pages, 'fms')) items.push({ path: '/maintenance', label: 'Maintenance', icon: <WrenchIcon /> });
  if (hasPageAccess(pages, 'tms')) items.push({ path: '/trips', label: 'Transport', icon: <RouteIcon /> });
  if (hasPageAccess(pages, 'vms')) items.push({ path: '/vms-dashboard', label: 'Vessel Monitoring', icon: <ShipIcon /> });
  if (isSuperAdmin(role)) items.push({ path: '/admin', label: 'Administration', icon: <ShieldIcon /> });
  if (operator) items.push({ path: '/operator', label: 'Companies', icon: <ShieldIcon /> });
  items.push({ path: '/settings', label: 'Settings', icon: <SettingsIcon /> });
  return items;
}
