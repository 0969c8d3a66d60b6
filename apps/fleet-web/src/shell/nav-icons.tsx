import { strokeIconProps, type IconProps } from '@fleet/ui';

const svg = (props: IconProps) => strokeIconProps(props, 18);

/** A screen with a pulse (the live Monitor). */
export function MonitorIcon(props: IconProps) {
  return (
    <svg {...svg(props)}>
      <rect x="2" y="3" width="20" height="14" rx="2" />
      <polyline points="6 11 9 11 11 7 13 13 15 10 18 10" />
      <line x1="8" y1="21" x2="16" y2="21" />
      <line x1="12" y1="17" x2="12" y2="21" />
    </svg>
  );
}

/** A folded map (the map view). */
export function MapIcon(props: IconProps) {
  return (
    <svg {...svg(props)}>
      <polygon points="1 6 1 22 8 18 16 22 23 18 23 2 16 6 8 2 1 6" />
      <line x1="8" y1="2" x2="8" y2="18" />
      <line x1="16" y1="6" x2="16" y2="22" />
    </svg>
  );
}

/** A sheet with bars (the reports). */
export function ReportsIcon(props: IconProps) {
  return (
    <svg {...svg(props)}>
      <rect x="4" y="2" width="16" height="20" rx="2" />
      <line x1="8" y1="17" x2="8" y2="13" />
      <line x1="12" y1="17" x2="12" y2="9" />
      <line x1="16" y1="17" x2="16" y2="11" />
    </svg>
  );
}

/** A clock with a play arrow (the playback). */
export function PlaybackIcon(props: IconProps) {
  return (
    <svg {...svg(props)}>
      <circle cx="12" cy="12" r="10" />
      <polygon points="10 8 16 12 10 16 10 8" />
    </svg>
  );
}

/** A calendar with a tick (the reminders). */
export function CalendarIcon(props: IconProps) {
  return (
    <svg {...svg(props)}>
      <rect x="3" y="4" width="18" height="18" rx="2" />
      <line x1="16" y1="2" x2="16" y2="6" />
      <line x1="8" y1="2" x2="8" y2="6" />
      <line x1="3" y1="10" x2="21" y2="10" />
      <polyline points="9 16 11 18 15 14" />
    </svg>
  );
}

/** A wrench (the maintenance area). */
export function WrenchIcon(props: IconProps) {
  return (
    <svg {...svg(props)}>
      <path d="M14.7 6.3a1 1 0 0 0 0 1.4l1.6 1.6a1 1 0 0 0 1.4 0l3.77-3.77a6 6 0 0 1-7.94 7.94l-6.91 6.91a2.12 2.12 0 0 1-3-3l6.91-6.91a6 6 0 0 1 7.94-7.94l-3.76 3.76z" />
    </svg>
  );
}

/** A route between two pins (transport: trips and their stops). */
export function RouteIcon(props: IconProps) {
  return (
    <svg {...svg(props)}>
      <circle cx="6" cy="19" r="3" />
      <path d="M9 19h8.5a3.5 3.5 0 0 0 0-7h-11a3.5 3.5 0 0 1 0-7H15" />
      <circle cx="18" cy="5" r="3" />
    </svg>
  );
}
