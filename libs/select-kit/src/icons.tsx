import { strokeIconProps, type IconProps } from '@fleet/ui';

/** Small inline icons of the selects; they inherit the text colour. Size in px. */

const svg = (props: IconProps) => strokeIconProps(props, 14);

/** A magnifier. */
export function SearchGlyph(props: IconProps) {
  return (
    <svg {...svg(props)}>
      <circle cx="11" cy="11" r="7" />
      <line x1="21" y1="21" x2="16.65" y2="16.65" />
    </svg>
  );
}

/** A cross. */
export function CloseGlyph(props: IconProps) {
  return (
    <svg {...svg(props)}>
      <line x1="18" y1="6" x2="6" y2="18" />
      <line x1="6" y1="6" x2="18" y2="18" />
    </svg>
  );
}

/** A chevron pointing down (open a menu) or right (a collapsed group). */
export function ChevronGlyph({ direction = 'down', ...props }: IconProps & { direction?: 'down' | 'right' }) {
  return (
    <svg {...svg(props)}>{direction === 'down' ? <polyline points="6 9 12 15 18 9" /> : <polyline points="9 18 15 12 9 6" />}</svg>
  );
}

/** A tick. */
export function CheckGlyph(props: IconProps) {
  return (
    <svg {...svg(props)} strokeWidth={3}>
      <polyline points="20 6 9 17 4 12" />
    </svg>
  );
}

/** A dash (a partly chosen group). */
export function DashGlyph(props: IconProps) {
  return (
    <svg {...svg(props)} strokeWidth={3}>
      <line x1="6" y1="12" x2="18" y2="12" />
    </svg>
  );
}

/** A funnel (the status filter's dropdown). */
export function FilterGlyph(props: IconProps) {
  return (
    <svg {...svg(props)}>
      <polygon points="22 3 2 3 10 12.46 10 19 14 21 14 12.46 22 3" />
    </svg>
  );
}
