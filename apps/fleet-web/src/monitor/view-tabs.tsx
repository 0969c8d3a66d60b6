import { MONITOR_VIEWS, MONITOR_VIEW_LABELS, MONITOR_VIEW_PAGE_KEYS, type MonitorView } from './monitor-views';

/** Props of {@link ViewTabs}. */
export interface ViewTabsProps {
  value: MonitorView;
  /** The user's page keys: views without their key are left out. */
  pages: readonly string[] | undefined;
  onChange: (view: MonitorView) => void;
}

function ViewIcon({ view }: { view: MonitorView }) {
  const common = { width: 15, height: 15, viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round' as const, strokeLinejoin: 'round' as const, 'aria-hidden': true };
  switch (view) {
    case 'map':
      return (
        <svg {...common}>
          <polygon points="1 6 1 22 8 18 16 22 23 18 23 2 16 6 8 2 1 6" />
          <line x1="8" y1="2" x2="8" y2="18" />
          <line x1="16" y1="6" x2="16" y2="22" />
        </svg>
      );
    case 'table':
      return (
        <svg {...common}>
          <rect x="3" y="3" width="18" height="18" rx="2" />
          <line x1="3" y1="9" x2="21" y2="9" />
          <line x1="3" y1="15" x2="21" y2="15" />
        </svg>
      );
    case 'hybrid':
      return (
        <svg {...common}>
          <rect x="3" y="3" width="18" height="18" rx="2" />
          <line x1="12" y1="3" x2="12" y2="21" />
        </svg>
      );
    case 'multi':
      return (
        <svg {...common}>
          <rect x="3" y="3" width="7" height="7" />
          <rect x="14" y="3" width="7" height="7" />
          <rect x="14" y="14" width="7" height="7" />
          <rect x="3" y="14" width="7" height="7" />
        </svg>
      );
  }
}

/** The Monitor's views (Map, Table, Hybrid, Multi) as icon tabs in the space left of the toolbar. */
export function ViewTabs({ value, pages, onChange }: ViewTabsProps) {
  const views = MONITOR_VIEWS.filter((v) => pages?.includes(MONITOR_VIEW_PAGE_KEYS[v]));
  return (
    <div className="view-tabs" role="tablist" aria-label="Monitor views" data-testid="monitor-views">
      {views.map((v) => (
        <button
          key={v}
          type="button"
          role="tab"
          aria-selected={v === value}
          title={MONITOR_VIEW_LABELS[v]}
          className="view-tabs__tab"
          onClick={() => v !== value && onChange(v)}
          data-testid={`monitor-view-${v}`}
        >
          <ViewIcon view={v} />
          <span className="view-tabs__label">{MONITOR_VIEW_LABELS[v]}</span>
        </button>
      ))}
    </div>
  );
}
