import { strokeIconProps, type IconProps } from '@fleet/ui';

const svg = (props: IconProps) => strokeIconProps(props, 16);

/** A map pin (POIs). */
export function PinIcon(props: IconProps) {
  return (
    <svg {...svg(props)}>
      <path d="M21 10c0 7-9 13-9 13s-9-6-9-13a9 9 0 0 1 18 0z" />
      <circle cx="12" cy="10" r="3" />
    </svg>
  );
}

/** A tag (POI labels). */
export function LabelIcon(props: IconProps) {
  return (
    <svg {...svg(props)}>
      <path d="M20.59 13.41l-7.17 7.17a2 2 0 0 1-2.83 0L2 12V2h10l8.59 8.59a2 2 0 0 1 0 2.82z" />
      <line x1="7" y1="7" x2="7.01" y2="7" />
    </svg>
  );
}

/** A traffic light. */
export function TrafficIcon(props: IconProps) {
  return (
    <svg {...svg(props)}>
      <rect x="7" y="2" width="10" height="20" rx="3" />
      <circle cx="12" cy="7" r="1.5" />
      <circle cx="12" cy="12" r="1.5" />
      <circle cx="12" cy="17" r="1.5" />
    </svg>
  );
}

/** A document (PDF export). */
export function PdfIcon(props: IconProps) {
  return (
    <svg {...svg(props)}>
      <path d="M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8z" />
      <polyline points="14 2 14 8 20 8" />
      <line x1="8" y1="13" x2="16" y2="13" />
      <line x1="8" y1="17" x2="13" y2="17" />
    </svg>
  );
}

/** A sheet (Excel export). */
export function SheetIcon(props: IconProps) {
  return (
    <svg {...svg(props)}>
      <rect x="3" y="3" width="18" height="18" rx="2" />
      <line x1="3" y1="9" x2="21" y2="9" />
      <line x1="3" y1="15" x2="21" y2="15" />
      <line x1="9" y1="3" x2="9" y2="21" />
    </svg>
  );
}

/** A magnifier (search). */
export function SearchIcon(props: IconProps) {
  return (
    <svg {...svg(props)}>
      <circle cx="11" cy="11" r="7" />
      <line x1="21" y1="21" x2="16.65" y2="16.65" />
    </svg>
  );
}
