import type { ReactNode } from 'react';
import { Breadcrumb, type BreadcrumbItem } from './breadcrumb';
import './page-header.css';

/** Props of {@link PageHeader}. */
export interface PageHeaderProps {
  /** The page's heading (h1). */
  title: ReactNode;
  subtitle?: ReactNode;
  /** Breadcrumb above the title, e.g. Home > Settings. */
  breadcrumb?: readonly BreadcrumbItem[];
  onNavigate?: (href: string) => void;
  actions?: ReactNode;
}

/** The top of a page: breadcrumb, title, subtitle and page actions. */
export function PageHeader({ title, subtitle, breadcrumb, onNavigate, actions }: PageHeaderProps) {
  return (
    <header className="fleet-page-header">
      <div>
        <h1 className="fleet-page-header__title">{title}</h1>
        {breadcrumb ? <Breadcrumb items={breadcrumb} onNavigate={onNavigate} /> : null}
        {subtitle ? <p className="fleet-page-header__subtitle">{subtitle}</p> : null}
      </div>
      {actions ? <div className="fleet-page-header__actions">{actions}</div> : null}
    </header>
  );
}
