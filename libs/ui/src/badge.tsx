import type { ColorName } from '@fleet/domain';
import type { HTMLAttributes } from 'react';
import { colorVar } from './theme';
import './badge.css';

/** Props of {@link Badge}. */
export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  /** Palette colour. @default 'primary' */
  color?: ColorName;
  /** Filled background instead of a soft tint. @default false */
  solid?: boolean;
}

/** A small pill for a status, a count or a marker. */
export function Badge({ color = 'primary', solid = false, className, style, ...rest }: BadgeProps) {
  const classes = ['fleet-badge', solid && 'fleet-badge--solid', solid && `fleet-badge--${color}`, className].filter(Boolean).join(' ');
  return <span className={classes} style={{ ['--fleet-badge-color' as string]: colorVar(color), ...style }} {...rest} />;
}
