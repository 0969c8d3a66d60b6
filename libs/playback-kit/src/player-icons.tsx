import { strokeIconProps, type IconProps } from '@fleet/ui';

/** Previous event: a bar and a left triangle. */
export function SkipBackIcon(props: IconProps) {
  return (
    <svg {...strokeIconProps(props)}>
      <polygon points="19 20 9 12 19 4 19 20" />
      <line x1="5" y1="19" x2="5" y2="5" />
    </svg>
  );
}

/** Next event: a right triangle and a bar. */
export function SkipForwardIcon(props: IconProps) {
  return (
    <svg {...strokeIconProps(props)}>
      <polygon points="5 4 15 12 5 20 5 4" />
      <line x1="19" y1="5" x2="19" y2="19" />
    </svg>
  );
}

/** Slower: two left triangles. */
export function RewindIcon(props: IconProps) {
  return (
    <svg {...strokeIconProps(props)}>
      <polygon points="11 19 2 12 11 5 11 19" />
      <polygon points="22 19 13 12 22 5 22 19" />
    </svg>
  );
}

/** Faster: two right triangles. */
export function FastForwardIcon(props: IconProps) {
  return (
    <svg {...strokeIconProps(props)}>
      <polygon points="13 19 22 12 13 5 13 19" />
      <polygon points="2 19 11 12 2 5 2 19" />
    </svg>
  );
}

/** Play. */
export function PlayIcon(props: IconProps) {
  return (
    <svg {...strokeIconProps(props)} fill="currentColor">
      <polygon points="6 3 20 12 6 21 6 3" />
    </svg>
  );
}

/** Pause. */
export function PauseIcon(props: IconProps) {
  return (
    <svg {...strokeIconProps(props)} fill="currentColor">
      <rect x="6" y="4" width="4" height="16" />
      <rect x="14" y="4" width="4" height="16" />
    </svg>
  );
}
