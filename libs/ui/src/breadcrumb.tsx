import type { MouseEvent } from 'react';
import './breadcrumb.css';

/** One step of a {@link Breadcrumb}; the last one is the current page. */
export interface BreadcrumbItem {
  label: string;
  /** Link target; omitted for the current page. */
  href?: string;
}

/** Props of {@link Breadcrumb}. */
export interface BreadcrumbProps {
  items: readonly BreadcrumbItem[];
  /** Called instead of a full page load when a link is clicked (the app navigates with its router). */
  onNavigate?: (href: string) => void;
}

/**
 * 'Home > Settings': where the page sits, each step but the last a link. The steps flow as inline text, so that the
 * trail reads (and copies) as 'Home > Settings'.
 */
export function Breadcrumb({ items, onNavigate }: BreadcrumbProps) {
  const click = (href: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onNavigate || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onNavigate(href);
  };
  return (
    <nav className="fleet-breadcrumb" aria-label="Breadcrumb" data-testid="breadcrumb">
      <ol>
        {items.map((item, i) => {
          const last = i === items.length - 1;
          return (
            <li key={`${item.label}-${i}`}>
              {item.href && !last ? (
                <a href={item.href} onClick={click(item.href)}>
                  {item.label}
                </a>
              ) : (
                <span aria-current={last ? 'page' : undefined}>{item.label}</span>
              )}
              {last ? null : (
                <span className="fleet-breadcrumb__sep" aria-hidden="true">
                  {' > '}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
