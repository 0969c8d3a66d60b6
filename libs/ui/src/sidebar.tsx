import type { MouseEvent, ReactNode } from 'react';
import { MenuIcon, TruckIcon } from './icons';
import { Tooltip } from './tooltip';
import './sidebar.css';

/** One link of the {@link Sidebar}. */
export interface SidebarItem {
  path: string;
  label: string;
  icon: ReactNode;
}

/** Props of {@link Sidebar}. */
export interface SidebarProps {
  items: readonly SidebarItem[];
  /** Icons only when true (the default layout). */
  collapsed: boolean;
  onToggle: () => void;
  /** The current path; the link whose path starts it is marked current. */
  activePath: string;
  /** Called instead of a full page load when a link is clicked. */
  onNavigate: (path: string) => void;
  /** Product name beside the logo. @default 'Fleet' */
  brand?: string;
  /** The company's small logo (an image URL the browser may load, e.g. a `blob:` URL); the truck mark without one. */
  logoUrl?: string | null;
}

/** The collapsible navigation column. Collapsed, labels move to tooltips and stay readable to assistive tech. */
export function Sidebar({ items, collapsed, onToggle, activePath, onNavigate, brand = 'Fleet', logoUrl = null }: SidebarProps) {
  const click = (path: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onNavigate(path);
  };
  return (
    <aside className="fleet-sidebar" data-collapsed={collapsed} data-testid="sidebar" aria-label="Sidebar">
      <div className="fleet-sidebar__brand">
        {logoUrl ? <img className="fleet-sidebar__logo" src={logoUrl} alt={`${brand} logo`} data-testid="sidebar-logo" /> : <TruckIcon size={24} />}
        {collapsed ? null : <span>{brand}</span>}
      </div>
      <nav className="fleet-sidebar__nav" aria-label="Main">
        <ul className="fleet-sidebar__list">
          {items.map((item) => {
            const current = activePath === item.path || activePath.startsWith(`${item.path}/`);
            const link = (
              <a
                className="fleet-sidebar__link"
                href={item.path}
                onClick={click(item.path)}
                aria-current={current ? 'page' : undefined}
                data-testid={`nav-${item.path.replace(/^\//, '') || 'home'}`}
              >
                {item.icon}
                <span className="fleet-sidebar__label">{item.label}</span>
              </a>
            );
            return (
              <li key={item.path}>
                {collapsed ? (
                  <Tooltip content={item.label} side="right">
                    {link}
                  </Tooltip>
                ) : (
                  link
                )}
              </li>
            );
          })}
        </ul>
      </nav>
      <button
        type="button"
        className="fleet-sidebar__toggle"
        onClick={onToggle}
        aria-expanded={!collapsed}
        aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
        data-testid="sidebar-toggle"
      >
        <MenuIcon />
        {collapsed ? null : <span>Collapse</span>}
      </button>
    </aside>
  );
}
